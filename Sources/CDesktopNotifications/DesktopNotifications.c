#include "DesktopNotifications.h"

#include <stdlib.h>
#include <string.h>
#include <systemd/sd-bus.h>

#define SERVICE "org.freedesktop.Notifications"
#define PATH "/org/freedesktop/Notifications"
#define ACTION_QUEUE 8
#define ACTION_LENGTH 32

struct desktop_notifier {
    sd_bus *bus;
    sd_bus_slot *match;
    // Actions arrive through a callback while sd_bus_process runs; they wait here for the caller.
    uint32_t ids[ACTION_QUEUE];
    char actions[ACTION_QUEUE][ACTION_LENGTH];
    int count;
};

static int on_action(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)error;
    desktop_notifier *n = userdata;
    uint32_t id = 0;
    const char *action = NULL;
    if (sd_bus_message_read(m, "us", &id, &action) < 0 || n->count == ACTION_QUEUE) return 0;
    n->ids[n->count] = id;
    strncpy(n->actions[n->count], action, ACTION_LENGTH - 1);
    n->actions[n->count][ACTION_LENGTH - 1] = '\0';
    n->count++;
    return 0;
}

desktop_notifier *desktop_notifier_open(void) {
    // sd_bus_open_user would fall back to $XDG_RUNTIME_DIR/bus; only a session the user has counts.
    const char *address = getenv("DBUS_SESSION_BUS_ADDRESS");
    if (address == NULL || *address == '\0') return NULL;
    desktop_notifier *n = calloc(1, sizeof *n);
    if (n == NULL) return NULL;
    if (sd_bus_open_user(&n->bus) < 0) {
        free(n);
        return NULL;
    }
    // The sender is the notification server's well-known name: the bus matches it to whoever owns the name.
    if (sd_bus_match_signal(n->bus, &n->match, SERVICE, PATH, SERVICE, "ActionInvoked", on_action, n) < 0) {
        desktop_notifier_free(n);
        return NULL;
    }
    return n;
}

void desktop_notifier_free(desktop_notifier *n) {
    if (n == NULL) return;
    sd_bus_slot_unref(n->match);
    sd_bus_flush_close_unref(n->bus);
    free(n);
}

int desktop_notifier_fd(desktop_notifier *n) { return sd_bus_get_fd(n->bus); }

uint32_t desktop_notifier_show(desktop_notifier *n, const char *summary, const char *body, int critical,
                               int with_actions, uint32_t replaces) {
    sd_bus_message *m = NULL, *reply = NULL;
    sd_bus_error error = SD_BUS_ERROR_NULL;
    uint32_t id = 0;
    int r = sd_bus_message_new_method_call(n->bus, &m, SERVICE, PATH, SERVICE, "Notify");
    if (r >= 0) r = sd_bus_message_append(m, "susss", "tui-clock", replaces, "alarm-symbolic", summary, body);
    if (r >= 0) {
        if (with_actions == DESKTOP_NOTIFIER_RESTART_DISMISS) {
            r = sd_bus_message_append(m, "as", 4, "restart", "Restart", "dismiss", "Dismiss");
        } else if (with_actions == DESKTOP_NOTIFIER_SNOOZE_DISMISS) {
            r = sd_bus_message_append(m, "as", 4, "snooze", "Snooze", "dismiss", "Dismiss");
        } else {
            r = sd_bus_message_append(m, "as", 0);
        }
    }
    if (r >= 0) {
        r = sd_bus_message_append(m, "a{sv}", 3, "urgency", "y", (uint8_t)(critical ? 2 : 1),
                                  "category", "s", "alarm", "desktop-entry", "s", "tui-clock");
    }
    if (r >= 0) r = sd_bus_message_append(m, "i", (int32_t)(critical ? 0 : -1));
    if (r >= 0) r = sd_bus_call(n->bus, m, 2 * 1000 * 1000, &error, &reply);
    if (r >= 0) r = sd_bus_message_read(reply, "u", &id);
    sd_bus_error_free(&error);
    sd_bus_message_unref(reply);
    sd_bus_message_unref(m);
    return r >= 0 ? id : 0;
}

void desktop_notifier_close(desktop_notifier *n, uint32_t id) {
    if (id == 0) return;
    // No answer is awaited: a notification the server already closed is no error worth waiting for.
    sd_bus_call_method_async(n->bus, NULL, SERVICE, PATH, SERVICE, "CloseNotification", NULL, NULL, "u", id);
    sd_bus_flush(n->bus);
}

int desktop_notifier_next_action(desktop_notifier *n, uint32_t *id, char *action, size_t size) {
    while (n->count == 0) {
        int r = sd_bus_process(n->bus, NULL);
        if (r < 0) return -1;
        if (r == 0) break;
    }
    if (n->count == 0) return 0;
    *id = n->ids[0];
    strncpy(action, n->actions[0], size - 1);
    action[size - 1] = '\0';
    n->count--;
    memmove(n->ids, n->ids + 1, n->count * sizeof n->ids[0]);
    memmove(n->actions, n->actions + 1, n->count * sizeof n->actions[0]);
    return 1;
}
