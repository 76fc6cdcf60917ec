/// How serious a notification is: it picks the colour and the glyph.
public enum NotificationSeverity: Sendable, Equatable, CaseIterable {
    case info, success, warning, error

    /// Glyph shown before the message: marks that DejaVu Sans Mono and the usual monospace fonts have, as terminals
    /// such as mlterm draw a mark the font lacks as an empty box ("ℹ" was one).
    public var glyph: String {
        switch self {
        case .info: return "•"
        case .success: return "✔"
        case .warning: return "⚠"
        case .error: return "✖"
        }
    }

    /// The glyph for ASCII terminals.
    public var asciiGlyph: String {
        switch self {
        case .info: return "i"
        case .success: return "+"
        case .warning: return "!"
        case .error: return "x"
        }
    }
}

/// The screen edge a notification slides in from (and back out to).
public enum NotificationEdge: Sendable, Equatable, CaseIterable {
    case top, bottom, left, right
}

/// A labelled button on a notification. Clicking it dismisses the notification and reports the action.
public struct NotificationAction: Sendable, Hashable {
    /// What the owner matches on ("snooze").
    public var id: String
    /// What the button says ("Snooze").
    public var label: String

    public init(id: String, label: String) {
        self.id = id
        self.label = label
    }

    public static let snooze = NotificationAction(id: "snooze", label: "Snooze")
    public static let dismiss = NotificationAction(id: "dismiss", label: "Dismiss")
    public static let restart = NotificationAction(id: "restart", label: "Restart")
}

/// Identifies one shown notification, so its owner can dismiss it or recognise its clicks.
public struct NotificationID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// A non-modal message that glides in from a screen edge, optionally bounces, and leaves by itself (SPEC §5).
/// Plain data: where it is at a given time is worked out by `NotificationTimeline`, and which slot it takes
/// by `NotificationStack`.
public struct SlideInNotification: Sendable, Equatable, Identifiable {
    /// Default time on screen once it has slid in (seconds).
    public static let defaultDuration = 5.0

    public var id: NotificationID
    /// One or two lines; longer text is wrapped and shortened with "…". Controls and bidi characters in it (a
    /// notice quoting a damaged file) are written out visibly (`OutsideText.escaped`), never obeyed or lost.
    public var message: String { didSet { message = OutsideText.escaped(message) } }
    public var severity: NotificationSeverity
    public var edge: NotificationEdge
    /// Seconds it stays fully shown; 0 keeps it until dismissed. Ignored when it has actions: those wait for the user.
    public var duration: Double
    public var bounce: Bool
    public var actions: [NotificationAction]
    /// Monotonic time it was asked for (it may wait in the queue before it shows).
    public var createdAt: Uptime
    /// Shows ahead of every other notice on its edge, pushing them back into the queue when there is no room
    /// (the ringing alarm: its buttons must never wait behind "+1 more").
    public var isUrgent: Bool

    public init(id: NotificationID, message: String, severity: NotificationSeverity = .info, edge: NotificationEdge = .top,
                duration: Double = SlideInNotification.defaultDuration, bounce: Bool = false,
                actions: [NotificationAction] = [], isUrgent: Bool = false, createdAt: Uptime) {
        self.id = id
        self.message = OutsideText.escaped(message)
        self.severity = severity
        self.edge = edge
        self.duration = duration
        self.bounce = bounce
        self.actions = actions
        self.createdAt = createdAt
        self.isUrgent = isUrgent
    }

    /// Whether it leaves by itself after `duration`.
    public var expires: Bool { duration > 0 && actions.isEmpty }
}
