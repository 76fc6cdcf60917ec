import CDesktopNotifications

/// The ring as a desktop notification (org.freedesktop.Notifications on the session bus): one notification,
/// replaced when what rings changes and closed when the ring ends, with buttons that work: an alarm's Snooze and
/// Dismiss, a timer's Restart and Dismiss.
/// Without a session bus, or a notification server on it, it shows nothing (the sound still rings); a bus with no
/// server is said in the log, once until a notification is shown again.
final class RingNotification {
    /// What the user clicked.
    enum Action: String {
        case snooze, dismiss, restart
    }

    /// What a notification is: a ring, with its buttons, or a plain notice (a missed alarm).
    enum Kind: Equatable {
        case alarmRinging, timerRinging, notice
    }

    private var bus: OpaquePointer?
    /// The notification on screen now; 0 for none.
    private var shown: UInt32 = 0
    private var text: (summary: String, body: String, kind: Kind)?
    /// The last notification could not be shown (said once in the log until one is shown again).
    private var unanswered = false

    init() { bus = desktop_notifier_open() }

    deinit { desktop_notifier_free(bus) }

    /// Whether a session bus was found.
    var isConnected: Bool { bus != nil }

    /// The bus connection, to poll; -1 without one.
    var fileDescriptor: Int32 { bus.map(desktop_notifier_fd) ?? -1 }

    /// Shows `summary`, replacing what this ringer showed before (nothing when it says the same already).
    /// A ring is urgency critical with no expiry, and has its buttons.
    func show(_ summary: String, body: String, kind: Kind) {
        guard let bus else { return }
        if let text, shown != 0, text == (summary, body, kind) { return }
        let buttons: Int32 = switch kind {
        case .alarmRinging: DESKTOP_NOTIFIER_SNOOZE_DISMISS
        case .timerRinging: DESKTOP_NOTIFIER_RESTART_DISMISS
        case .notice: DESKTOP_NOTIFIER_NO_ACTIONS
        }
        let id = desktop_notifier_show(bus, summary, body, kind == .notice ? 0 : 1, buttons, shown)
        // A session bus with no notification server on it (a console or ssh session, a desktop without one) is
        // not "no session bus": the user sees no notification, and the journal says why, once.
        if id == 0, !unanswered {
            RingerLog.write("no desktop notification: nothing on the session bus shows them (org.freedesktop.Notifications); sound only")
        }
        unanswered = id == 0
        shown = id
        text = id == 0 ? nil : (summary, body, kind)
    }

    /// Closes the notification on screen, if any.
    func close() {
        guard let bus, shown != 0 else { return }
        desktop_notifier_close(bus, shown)
        shown = 0
        text = nil
    }

    /// Forgets the notification on screen without closing it (a missed alarm's stays for the user to read).
    func leave() {
        shown = 0
        text = nil
    }

    /// The buttons clicked on this ringer's notification since the last call.
    func clickedActions() -> [Action] {
        guard let bus else { return [] }
        var actions: [Action] = []
        var id: UInt32 = 0
        var name = [CChar](repeating: 0, count: 32)
        while true {
            let read = desktop_notifier_next_action(bus, &id, &name, name.count)
            if read == 1 {
                let action = name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
                if id == shown, id != 0, let a = Action(rawValue: action) { actions.append(a) }
                continue
            }
            if read < 0 {
                // The bus went away (the session ended): its descriptor would stay readable, a loop that never sleeps.
                RingerLog.write("lost the session bus: sound only")
                desktop_notifier_free(bus)
                self.bus = nil
                shown = 0
                text = nil
            }
            return actions
        }
    }
}
