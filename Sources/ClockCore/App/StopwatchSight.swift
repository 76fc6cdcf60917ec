/// How much of a running stopwatch the screen shows, so that it wakes the program only for what is seen: its
/// hundredths at the frame rate, its whole seconds once a second, or nothing at all (README: "at rest, or behind
/// another screen, it asks for nothing").
public enum StopwatchSight: Sendable, Equatable {
    /// The timer screen's stopwatch line, with hundredths.
    case hundredths
    /// A timer screen too small for the drums shows the stopwatch's time alone, in whole seconds.
    case seconds
    /// Another screen, the help over it, or a timer screen with no room for the stopwatch (40x12).
    case hidden
}

extension AppModel {
    /// What of the stopwatch is on screen now: the timer screen drawn at this size (`TimerScreenView` lays it out
    /// the same way), less what the help box covers. Only a running stopwatch is looked at, so the idle clock pays
    /// for one comparison.
    public var stopwatchSight: StopwatchSight {
        guard screen == .timers, timers.stopwatch.isRunning else { return .hidden }
        let layout = timers.layout(size: screenSize)
        let sight: StopwatchSight, line: Rect
        if layout.drum(for: .minute) == nil {
            // The time alone, centred on the middle row; a selected timer takes that place.
            guard timers.list.current == nil else { return .hidden }
            sight = .seconds
            line = Rect(x: 0, y: max(0, (screenSize.height - 1) / 2), width: screenSize.width, height: 1)
        } else {
            guard let rows = layout.stopwatch else { return .hidden }
            sight = .hundredths
            line = Rect(x: rows.x, y: rows.y, width: rows.width, height: 1)
        }
        // The help box is drawn filled: a line wholly inside it is not seen.
        if showsHelp, helpPage.box.intersection(line) == line { return .hidden }
        return sight
    }

    /// The stopwatch's next frame for what is seen of it; nil when nothing is.
    func stopwatchDeadline(after now: Moment) -> Moment? {
        switch stopwatchSight {
        case .hundredths: return timers.stopwatch.nextDeadline(after: now)
        case .seconds: return timers.stopwatch.nextSecond(after: now)
        case .hidden: return nil
        }
    }
}
