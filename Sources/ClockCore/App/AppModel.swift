import Foundation

/// The screens of the app, in `Tab` order.
public enum Screen: Sendable, Equatable, CaseIterable {
    case clock
    case albumWall
}

/// All state of the running app. Views render it; `update` changes it.
public struct AppModel: Sendable {
    public var options: AppOptions
    public var screenSize: Size
    public var screen: Screen
    public var showsHelp: Bool
    /// The calendar (time zone) that wall-clock fields are computed in.
    public var calendar: Calendar
    /// The most recent moment the model has seen.
    public var now: Moment

    public init(options: AppOptions, screenSize: Size, calendar: Calendar = .current, now: Moment) {
        self.options = options
        self.screenSize = screenSize
        self.screen = .clock
        self.showsHelp = false
        self.calendar = calendar
        self.now = now
    }

    /// Whether anything is moving, so the run loop draws at frame rate instead of idle ticks.
    public func isAnimating(at now: Moment) -> Bool {
        false
    }

    /// Idle wake-ups fall on every half second of wall time, so a new second is shown the moment it begins.
    public static let idleTickInterval = 0.5
    /// Frames per second while something animates.
    public static let framesPerSecond = 30.0

    /// Seconds from `now` until the model next needs a `.tick`: the next animation frame while something moves,
    /// otherwise the next half second of the wall clock (landing just after it, never just before).
    public func secondsUntilNextTick(at now: Moment) -> Double {
        if isAnimating(at: now) {
            let frame = 1 / Self.framesPerSecond
            let next = ((now.uptime / frame).rounded(.down) + 1) * frame
            return max(0.001, next - now.uptime)
        }
        let wall = now.wall.timeIntervalSinceReferenceDate
        let sinceTick = wall - (wall / Self.idleTickInterval).rounded(.down) * Self.idleTickInterval
        return Self.idleTickInterval - sinceTick + 0.002
    }
}
