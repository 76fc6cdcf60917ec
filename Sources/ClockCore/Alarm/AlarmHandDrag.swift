import FoundationEssentials

/// What dragging the alarm hand asks the app to do.
public enum AlarmHandEvent: Sendable, Equatable {
    /// A press grabbed the hand; it is drawn in the tracking style until release or cancel.
    case grabbed
    /// The hand moved; the label shows this time live ("value changed"). Nothing is committed yet.
    case valueChanged(AlarmTime)
    /// Released: set the alarm to this time (rounded to the minute, seed rule applied) and reschedule.
    case committed(AlarmTime)
    /// Esc or the right button: the hand goes back to where it was when the drag began; the settings are unchanged.
    case cancelled
    /// A long press switched the alarm on with the hand under the pointer: set `isOn` and this time;
    /// the drag continues from here.
    case switchedOn(AlarmTime)
}

/// The alarm hand's mouse gesture as a pure state machine: grab, drag, release, cancel and long press.
///
/// It knows only the alarm hand, never the clock's own hands. Feed it every mouse event while `isBusy`
/// (and presses on the face otherwise), Esc while tracking, and a `tick` at its deadline (`Timed`).
public struct AlarmHandDrag: Sendable, Equatable {
    /// A press held this long without moving switches the alarm on under the pointer (SPEC §3: ≥ 0.4 s).
    public static let longPressDuration: Double = 0.4

    public enum Phase: Sendable, Equatable {
        case idle
        /// Pressed on the face off the hand; a long press may follow.
        case holding(cell: Point, sinceUptime: Uptime)
        /// Pressed, then moved or cancelled: everything is ignored until the button is released.
        case ignoring
        /// Dragging the hand, now at `angle`. `start` is the time it had when the drag began: kept on cancel,
        /// and committed unchanged when the hand was never moved.
        case tracking(start: AlarmTime, angle: Double, moved: Bool)
    }

    public private(set) var phase: Phase = .idle

    public init() {}

    /// Whether the hand is being dragged (draw it in the tracking style).
    public var isTracking: Bool {
        if case .tracking = phase { return true }
        return false
    }

    /// Whether a gesture is under way: route all mouse events here until it ends.
    public var isBusy: Bool { phase != .idle }

    /// The angle of the hand while dragging.
    public var trackingAngle: Double? {
        if case .tracking(_, let angle, _) = phase { return angle }
        return nil
    }

    /// Monotonic time at which a held press becomes a long press.
    var longPressDeadline: Uptime? {
        if case .holding(_, let since) = phase { return since + Self.longPressDuration }
        return nil
    }

    /// Handles one mouse event. `alarm` tells where the hand is and whether it is shown (only a shown hand can
    /// be grabbed); `now.wall` and `calendar` turn an angle into a time by the seed rule.
    public mutating func handle(_ event: MouseEvent, at now: Moment, face: ClockFace, alarm: AlarmSettings,
                                calendar: WallCalendar) -> [AlarmHandEvent] {
        var events = tick(at: now, face: face, calendar: calendar)
        var alarm = alarm
        if event.action == .press, event.button == .left, phase != .idle {
            // The release of the last gesture was lost (the pointer left the window): finish it first. Its time is
            // where the hand now is: `alarm` was read before it was committed, and a press on the hand's old place
            // grabbed a hand no longer drawn there (and a click there set the old time back).
            let finished = finish(at: now, calendar: calendar)
            for case .committed(let time) in finished { alarm.time = time }
            events += finished
        }
        switch (phase, event.action, event.button) {
        case (.idle, .press, .left):
            if alarm.isOn, AlarmHand.grabs(cell: event.position, handAngle: AlarmDial.angle(for: alarm.time), on: face) {
                phase = .tracking(start: alarm.time, angle: AlarmDial.angle(for: alarm.time), moved: false)
                events.append(.grabbed)
            } else if face.contains(cell: event.position) {
                phase = .holding(cell: event.position, sinceUptime: now.uptime)
            }
        case (.holding(let cell, _), .drag, _):
            if event.position != cell { phase = .ignoring }
        case (.tracking(let start, let angle, _), .drag, _):
            // The centre cell has no direction; keep the last one there.
            guard face.distance(ofCell: event.position) >= face.cellWidthInDots / 2 else { break }
            let newAngle = Self.snappedAngle(ofCell: event.position, on: face)
            if newAngle != angle {
                phase = .tracking(start: start, angle: newAngle, moved: true)
                events.append(.valueChanged(AlarmSchedule.seededTime(forAngle: newAngle, after: now.wall, in: calendar)))
            }
        case (.tracking, .release, .left), (.tracking, .release, .none):
            events += finish(at: now, calendar: calendar)
        case (.tracking, .press, .right):
            phase = .ignoring
            events.append(.cancelled)
        case (.tracking, .release, _):
            phase = .idle
            events.append(.cancelled)
        case (.holding, .release, _), (.ignoring, .release, _):
            phase = .idle
        default:
            break
        }
        return events
    }

    /// Ends the gesture: a drag commits where the hand is, anything else just stops.
    /// A hand that was grabbed but never moved keeps its time (the seed rule could flip AM/PM).
    private mutating func finish(at now: Moment, calendar: WallCalendar) -> [AlarmHandEvent] {
        defer { phase = .idle }
        guard case .tracking(let start, let angle, let moved) = phase else { return [] }
        return [.committed(moved ? AlarmSchedule.seededTime(forAngle: angle, after: now.wall, in: calendar) : start)]
    }

    /// Handles a key while dragging: Esc cancels. Returns no events for keys it does not use.
    public mutating func handle(_ key: KeyEvent) -> [AlarmHandEvent] {
        guard isTracking, ClockScreen.keys.action(for: key) == .back else { return [] }
        phase = .ignoring
        return [.cancelled]
    }

    /// Turns a press held long enough into a long press: the alarm switches on with the hand under the pointer,
    /// and the gesture continues as a drag.
    public mutating func tick(at now: Moment, face: ClockFace, calendar: WallCalendar) -> [AlarmHandEvent] {
        guard case .holding(let cell, _) = phase, let deadline = longPressDeadline, now.uptime >= deadline else {
            return []
        }
        let angle = Self.snappedAngle(ofCell: cell, on: face)
        let time = AlarmSchedule.seededTime(forAngle: angle, after: now.wall, in: calendar)
        phase = .tracking(start: time, angle: AlarmDial.angle(for: time), moved: false)
        return [.switchedOn(time)]
    }

    /// Dial minutes in one radian: 720 minutes make a turn.
    static let dialMinutesPerRadian = 720 / (2 * Double.pi)

    /// The angle under a cell, rounded to a whole dial minute (SPEC §3: release rounds to whole minutes). A cell
    /// near the rim covers several minutes, but cells nearer the centre point between them, so every minute can
    /// be reached; a cell on the 3 o'clock line still reads 3:00, as the face is centred on a cell.
    static func snappedAngle(ofCell cell: Point, on face: ClockFace) -> Double {
        let minute = (face.angle(ofCell: cell) * dialMinutesPerRadian).rounded()
        return AlarmDial.normalized(minute / dialMinutesPerRadian)
    }
}

extension AlarmHandDrag: Timed {
    /// While a press is held off the hand: the moment it becomes a long press.
    public func nextDeadline(after now: Moment) -> Moment? {
        longPressDeadline.map { now.at(uptime: $0) }
    }
}
