/// Everything the notification queue reacts to (bubbletea's nested model: the app routes these to
/// `NotificationStack.update`; the consequences pass sends `show` and `withdraw`).
public enum NotificationMsg: Sendable, Equatable {
    /// Show a notice; one about a subject replaces the older notice about it at once.
    case show(Notice)
    /// What the notice about `subject` says is no longer true (playback stopped, the alarm rings): it leaves.
    case withdraw(NotificationSubject)
    /// Time passed: boxes slide, expire, leave, and waiting ones come in.
    case tick
    /// The terminal changed size: what no longer fits waits again.
    case resize(Size)
    /// A left click at a cell: a notice there is dismissed.
    case click(Point)
}

/// What the notification queue's `update` did, in its own words.
public enum NotificationHappening: Sendable, Equatable {
    /// A notice is shown, queued, or took the place of the older one about its subject.
    case shown(NotificationID)
    /// A click dismissed a notice (on its body or on one of its buttons).
    case clicked(NotificationHit)
}

/// A notice to show: its words, how serious, what it is about and how long it stays.
public struct Notice: Sendable, Equatable {
    /// How long a notice stays once it has slid in.
    public enum Lasting: Sendable, Equatable {
        case seconds(Double)
        /// Until the user dismisses it (SPEC §5): errors about the user's files, missed alarms, the ringing alarm.
        case untilDismissed
    }

    public var message: String
    public var severity: NotificationSeverity
    /// Nil for a notice nothing later replaces.
    public var subject: NotificationSubject?
    public var lasting: Lasting
    public var edge: NotificationEdge
    public var bounce: Bool
    public var actions: [NotificationAction]
    /// Shows ahead of every other notice on its edge (the ringing alarm).
    public var urgent: Bool

    public init(_ message: String, severity: NotificationSeverity = .info, about subject: NotificationSubject? = nil,
                lasting: Lasting = .seconds(SlideInNotification.defaultDuration), edge: NotificationEdge = .top,
                bounce: Bool = false, actions: [NotificationAction] = [], urgent: Bool = false) {
        self.message = message
        self.severity = severity
        self.subject = subject
        self.lasting = lasting
        self.edge = edge
        self.bounce = bounce
        self.actions = actions
        self.urgent = urgent
    }

    /// `SlideInNotification.duration`'s reading: 0 stays until dismissed.
    var duration: Double {
        switch lasting {
        case .seconds(let s): return s
        case .untilDismissed: return 0
        }
    }
}

/// What a notice is about: a newer notice replaces an older one only when both are about the same subject (SPEC §5).
public enum NotificationSubject: Sendable, Hashable {
    /// "Alarm set for …" and "Alarm off" about the alarm with this id; other alarms' notices stay beside it.
    case alarmSetting(alarmID: Int)
    /// "The 7:00 alarm wakes you to …" about the alarm with this id.
    case wakeSound(alarmID: Int)
    /// "Alarm deleted — u brings it back" and "Alarm restored": `u` brings back only the last deleted alarm.
    case deletion
    /// The ringing alarms' one notice with Snooze and Dismiss.
    case ringing
    /// The one "Timer done — …" notice with Restart and Dismiss.
    case timerRinging
    /// What a timer key did ("Timer paused", "At most 20 timers").
    case timers
    /// "Playing: …" and the other playback changes.
    case playback
    /// "Order: …" after `o` on the wall.
    case wallOrder
    /// What the library scan found wrong (unreadable files, no music): the latest scan's word is the one that holds.
    case libraryScan
}

extension NotificationStack {
    /// Applies `msg` at `now`; returns what happened, or nil when nothing did (a click beside every notice).
    @discardableResult
    public mutating func update(_ msg: NotificationMsg, at now: Moment) -> NotificationHappening? {
        let t = now.uptime
        switch msg {
        case .show(let notice):
            let id = notice.subject.map {
                show(notice.message, about: $0, from: notice.edge, for: notice.duration, bounce: notice.bounce,
                     severity: notice.severity, actions: notice.actions, urgent: notice.urgent, at: t)
            } ?? show(notice.message, from: notice.edge, for: notice.duration, bounce: notice.bounce,
                      severity: notice.severity, actions: notice.actions, urgent: notice.urgent, at: t)
            return .shown(id)
        case .withdraw(let subject):
            dismiss(about: subject, at: t)
            return nil
        case .tick:
            tick(at: t)
            return nil
        case .resize(let size):
            resize(to: size, at: t)
            return nil
        case .click(let point):
            return click(at: point, screen: screen, at: t).map(NotificationHappening.clicked)
        }
    }
}
