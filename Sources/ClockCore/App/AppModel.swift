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
}
