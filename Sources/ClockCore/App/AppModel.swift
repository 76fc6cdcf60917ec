import FoundationEssentials

/// The screens of the app, in `Tab` order.
public enum Screen: Sendable, Equatable, CaseIterable {
    case clock
    case albumWall
}

/// All state of the running app. Views render it; `update` changes it.
public struct AppModel: Sendable, Equatable {
    public var options: AppOptions
    public var screenSize: Size
    public var screen: Screen
    public var showsHelp: Bool
    /// The calendar (time zone) that wall-clock fields are computed in.
    public var calendar: WallCalendar
    /// The most recent moment the model has seen.
    public var now: Moment
    public var notifications: NotificationStack
    public var clock: ClockScreen
    public var music: MusicScreen

    public init(options: AppOptions, screenSize: Size, calendar: WallCalendar = .utc, now: Moment,
                alarm: AlarmSettings = AlarmSettings()) {
        self.options = options
        self.screenSize = screenSize
        self.screen = .clock
        self.showsHelp = false
        self.calendar = calendar
        self.now = now
        self.notifications = NotificationStack(screen: screenSize, reducedMotion: options.reducedMotion)
        self.clock = ClockScreen(settings: alarm)
        self.music = MusicScreen(screen: screenSize, reducedMotion: options.reducedMotion)
    }

    /// The clock screen's layout at the current size (the views and the mouse use the same one).
    public var clockLayout: ClockScreenLayout { ClockScreenLayout(size: screenSize, ascii: options.ascii) }

    /// Whether anything is moving, so the run loop draws at frame rate instead of idle ticks.
    public func isAnimating(at now: Moment) -> Bool {
        notifications.isAnimating(at: now.uptime) || clock.isAnimating(at: now) || music.isAnimating(at: now)
    }

    /// Idle wake-ups fall on every half second of wall time, so a new second is shown the moment it begins.
    public static let idleTickInterval = 0.5
    /// Frames per second while something animates.
    public static let framesPerSecond = 30.0

    /// Seconds from `now` until the model next needs a `.tick`: the next animation frame while something moves,
    /// otherwise the next half second of the wall clock (landing just after it, never just before),
    /// or sooner when the alarm, a long press or a notification is due.
    public func secondsUntilNextTick(at now: Moment) -> Double {
        if isAnimating(at: now) {
            let frame = 1 / Self.framesPerSecond
            let next = ((now.uptime / frame).rounded(.down) + 1) * frame
            return max(0.001, next - now.uptime)
        }
        let wall = now.wall.timeIntervalSinceReferenceDate
        let sinceTick = wall - (wall / Self.idleTickInterval).rounded(.down) * Self.idleTickInterval
        var wait = Self.idleTickInterval - sinceTick + 0.002
        var dueUptimes = [clock.hand.longPressDeadline, notifications.nextDeadline(at: now.uptime),
                          music.nextDeadline(after: now)].compactMap { $0 }
        if let alarmDue = clock.alarm.nextDeadline(after: now, in: calendar) { dueUptimes.append(alarmDue.uptime) }
        for due in dueUptimes { wait = min(wait, max(0.001, due - now.uptime + 0.001)) }
        return wait
    }
}
