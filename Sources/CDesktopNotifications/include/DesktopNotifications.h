// Desktop notifications (org.freedesktop.Notifications on the session bus) through sd-bus, whose varargs and match
// callbacks are C: the few calls the background ringer needs, behind plain functions Swift can call.
#ifndef DESKTOP_NOTIFICATIONS_H
#define DESKTOP_NOTIFICATIONS_H

#include <stddef.h>
#include <stdint.h>

typedef struct desktop_notifier desktop_notifier;

/// Connects to the user's session bus ($DBUS_SESSION_BUS_ADDRESS); NULL when there is none.
desktop_notifier *desktop_notifier_open(void);
void desktop_notifier_free(desktop_notifier *n);

/// The bus connection's descriptor, to poll for reading (action signals, the server going away).
int desktop_notifier_fd(desktop_notifier *n);

/// Shows (or, with `replaces` not 0, replaces) a notification. `critical`: urgency 2 and no expiry, else urgency 1
/// and the server's default. `with_actions`: which buttons (an alarm's Snooze and Dismiss, a timer's Restart and
/// Dismiss; 0 for none). Waits at most 2 s for the server.
/// Returns the notification's id, 0 when no server answered.
#define DESKTOP_NOTIFIER_NO_ACTIONS 0
#define DESKTOP_NOTIFIER_SNOOZE_DISMISS 1
#define DESKTOP_NOTIFIER_RESTART_DISMISS 2
uint32_t desktop_notifier_show(desktop_notifier *n, const char *summary, const char *body, int critical,
                               int with_actions, uint32_t replaces);

/// Closes notification `id` (nothing when 0).
void desktop_notifier_close(desktop_notifier *n, uint32_t id);

/// Reads what the bus sent. Returns 1 and fills `id` and `action` (NUL-terminated, cut to `size`) for each
/// ActionInvoked signal, one per call; 0 when nothing more is waiting; -1 when the bus connection is gone.
int desktop_notifier_next_action(desktop_notifier *n, uint32_t *id, char *action, size_t size);

#endif
