// A stand-in desktop notification server for the end-to-end tests: it owns org.freedesktop.Notifications on the
// (private) session bus it is given, appends one line per call to the file named by its argument, and emits
// ActionInvoked when a test asks it to through its own method, as a real server does when the user clicks a button:
//
//   fake-notification-server RECORD
//   dbus-send --session --dest=org.freedesktop.Notifications /org/freedesktop/Notifications \
//       org.tuiclock.FakeNotifications.Invoke uint32:1 string:dismiss
//
// RECORD gets "ready" once the name is owned, then "notify id=… replaces=… urgency=… actions=… summary=… body=…"
// and "close id=…" lines.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <systemd/sd-bus.h>

#define SERVICE "org.freedesktop.Notifications"
#define PATH "/org/freedesktop/Notifications"

static FILE *record;
static uint32_t last_id;

static int notify(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)userdata; (void)error;
    const char *app, *icon, *summary, *body, *key;
    uint32_t replaces;
    int r = sd_bus_message_read(m, "susss", &app, &replaces, &icon, &summary, &body);
    if (r < 0) return r;
    char actions[256] = "";
    if ((r = sd_bus_message_enter_container(m, 'a', "s")) < 0) return r;
    const char *word;
    for (int i = 0; (r = sd_bus_message_read(m, "s", &word)) > 0; i++) {
        // Keys only (every other string is the button's label).
        if (i % 2 == 0) {
            if (actions[0]) strncat(actions, ",", sizeof actions - strlen(actions) - 1);
            strncat(actions, word, sizeof actions - strlen(actions) - 1);
        }
    }
    sd_bus_message_exit_container(m);
    int urgency = -1;
    if ((r = sd_bus_message_enter_container(m, 'a', "{sv}")) < 0) return r;
    while ((r = sd_bus_message_enter_container(m, 'e', "sv")) > 0) {
        sd_bus_message_read(m, "s", &key);
        if (strcmp(key, "urgency") == 0) {
            uint8_t u;
            sd_bus_message_read(m, "v", "y", &u);
            urgency = u;
        } else {
            sd_bus_message_skip(m, "v");
        }
        sd_bus_message_exit_container(m);
    }
    sd_bus_message_exit_container(m);
    uint32_t id = replaces != 0 ? replaces : ++last_id;
    fprintf(record, "notify id=%u replaces=%u urgency=%d actions=%s summary=%s body=%s\n", id, replaces, urgency,
            actions, summary, body);
    fflush(record);
    return sd_bus_reply_method_return(m, "u", id);
}

static int close_notification(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)userdata; (void)error;
    uint32_t id;
    int r = sd_bus_message_read(m, "u", &id);
    if (r < 0) return r;
    fprintf(record, "close id=%u\n", id);
    fflush(record);
    sd_bus_emit_signal(sd_bus_message_get_bus(m), PATH, SERVICE, "NotificationClosed", "uu", id, (uint32_t)3);
    return sd_bus_reply_method_return(m, "");
}

static int capabilities(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)userdata; (void)error;
    return sd_bus_reply_method_return(m, "as", 2, "actions", "body");
}

static int information(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)userdata; (void)error;
    return sd_bus_reply_method_return(m, "ssss", "fake-notification-server", "tui-clock tests", "1", "1.2");
}

static int invoke(sd_bus_message *m, void *userdata, sd_bus_error *error) {
    (void)userdata; (void)error;
    uint32_t id;
    const char *action;
    int r = sd_bus_message_read(m, "us", &id, &action);
    if (r < 0) return r;
    sd_bus_emit_signal(sd_bus_message_get_bus(m), PATH, SERVICE, "ActionInvoked", "us", id, action);
    return sd_bus_reply_method_return(m, "");
}

static const sd_bus_vtable notifications[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_METHOD("Notify", "susssasa{sv}i", "u", notify, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("CloseNotification", "u", "", close_notification, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("GetCapabilities", "", "as", capabilities, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD("GetServerInformation", "", "ssss", information, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_SIGNAL("ActionInvoked", "us", 0),
    SD_BUS_SIGNAL("NotificationClosed", "uu", 0),
    SD_BUS_VTABLE_END
};

static const sd_bus_vtable test_controls[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_METHOD("Invoke", "us", "", invoke, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_VTABLE_END
};

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: fake-notification-server RECORD\n");
        return 2;
    }
    record = fopen(argv[1], "a");
    sd_bus *bus = NULL;
    if (record == NULL || sd_bus_open_user(&bus) < 0) {
        fprintf(stderr, "fake-notification-server: no session bus or no record file\n");
        return 1;
    }
    sd_bus_add_object_vtable(bus, NULL, PATH, SERVICE, notifications, NULL);
    sd_bus_add_object_vtable(bus, NULL, PATH, "org.tuiclock.FakeNotifications", test_controls, NULL);
    if (sd_bus_request_name(bus, SERVICE, 0) < 0) {
        fprintf(stderr, "fake-notification-server: cannot own " SERVICE "\n");
        return 1;
    }
    fprintf(record, "ready\n");
    fflush(record);
    for (;;) {
        int r = sd_bus_process(bus, NULL);
        if (r < 0) return 1;
        if (r > 0) continue;
        if (sd_bus_wait(bus, UINT64_MAX) < 0) return 1;
    }
}
