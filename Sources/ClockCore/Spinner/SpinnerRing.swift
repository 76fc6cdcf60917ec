import FoundationEssentials

/// What a spinner tells its owner.
public enum SpinnerEvent: Sendable, Equatable {
    /// The number at the front changed while the ring turns (live feedback, e.g. a label).
    case changing(Int)
    /// The ring came to rest on a number other than the last committed one. Fires once per settle.
    case committed(Int)
}

/// Which side of the front number a release happened on (decided by the caller's layout).
public enum SpinnerSide: Sendable, Equatable {
    case left, centre, right

    var step: Double {
        switch self {
        case .left: return -1
        case .centre: return 0
        case .right: return 1
        }
    }
}

/// A drag in progress: the ring follows the pointer horizontally.
public struct SpinnerDrag: Sendable, Equatable {
    struct Sample: Sendable, Equatable {
        var time: Uptime
        var position: Double
    }

    /// Pointer column where the drag began.
    public var grabX: Double
    /// Ring position (in steps) when the drag began.
    public var grabPosition: Double
    /// The whole-number position the ring was heading to when grabbed: a press that interrupts a step still in
    /// flight keeps that step, so quick clicks each count.
    public var grabHeading: Double
    /// Pointer columns that turn the ring by one number.
    public var cellsPerStep: Double
    /// Current ring position (in steps).
    public var position: Double
    var samples: [Sample]
}

/// The numbers `start...end` on a ring around a vertical axis, one every 360°/N, that is dragged, flicked
/// and stepped and always comes to rest exactly on a number (SPEC §4).
///
/// The ring's *position* is measured in steps: position `k` puts value `start + k mod N` at the front.
/// Positions grow toward larger values; the ring wraps both ways. All time is monotonic seconds passed in.
public struct SpinnerRing: Sendable, Equatable {
    /// Tunable feel, each with where it comes from.
    public enum Constants {
        /// Seed design: after a flick the ring eases out over about half a second.
        public static let settleDuration = 0.5
        /// Keyboard and wheel steps are shorter so key repeat stays responsive.
        public static let stepDuration = 0.25
        /// The flick speed is measured over the last ~100 ms of drag samples.
        public static let flickWindow = 0.1
        /// Slower than this (steps per second) a release is not a flick.
        public static let flickThreshold = 3.0
        /// A flick travels as far as its speed would carry it in this many seconds (before the cap).
        public static let flickReach = 0.3
        /// Seed design: a flick turns the ring at most 150°.
        public static let maxFlickDegrees = 150.0
        /// A drag that moved the ring less than this many steps counts as a tap on a side.
        public static let tapTolerance = 0.5
        /// Typed digits within this many seconds of each other form one number ("1","5" → 15).
        public static let digitEntryTimeout = 1.0
    }

    public enum Phase: Sendable, Equatable {
        case idle
        case dragging(SpinnerDrag)
        case settling(Tween)
    }

    public let start: Int
    public let end: Int
    /// Show numbers with leading zeros to the width of the widest one ("05" on a minute ring).
    public var zeroPadded: Bool
    public private(set) var phase: Phase
    /// The value the owner was last told about with `.committed` (or the initial value).
    public private(set) var value: Int
    /// Position while idle, kept in 0..<N.
    var restPosition: Double
    /// The front value last reported with `.changing`.
    var reportedValue: Int
    var digitEntry: DigitEntry?
    /// Numbers that may be typed beyond `start...end`, each landing on the ring where it comes round again
    /// (`start + (n − start) mod N`); nil: only the ring's own, the rest capped. A 12-hour Hour drum takes 0–23.
    public var typedRange: ClosedRange<Int>?
    /// The number typed for the turn under way or just settled, as typed (13 on a 1–12 drum); nil once the ring
    /// is stepped, dragged, moved or set otherwise. Its owner reads it beside `.committed`.
    public internal(set) var typedValue: Int?

    /// Digits typed so far and when the last one came.
    struct DigitEntry: Sendable, Equatable {
        var number: Int
        var digits: Int
        var time: Uptime
    }

    public init(_ range: ClosedRange<Int>, value: Int? = nil, zeroPadded: Bool = false) {
        precondition(range.count >= 2, "a ring needs at least two numbers")
        start = range.lowerBound
        end = range.upperBound
        self.zeroPadded = zeroPadded
        let v = min(max(value ?? range.lowerBound, range.lowerBound), range.upperBound)
        self.value = v
        reportedValue = v
        restPosition = Double(v - range.lowerBound)
        phase = .idle
    }

    /// How many numbers sit on the ring.
    public var count: Int { end - start + 1 }

    /// Degrees between neighbouring numbers.
    public var stepDegrees: Double { 360 / Double(count) }

    /// Ring position in steps at monotonic time `t` (fractional while turning).
    public func position(at t: Uptime) -> Double {
        switch phase {
        case .idle: return restPosition
        case .dragging(let drag): return drag.position
        case .settling(let tween): return tween.value(at: t)
        }
    }

    /// Ring angle in degrees at time `t`: 0 puts `start` at the front.
    public func angle(at t: Uptime) -> Double { position(at: t) * stepDegrees }

    /// The number nearest the front at time `t`.
    public func frontValue(at t: Uptime) -> Int { value(atPosition: position(at: t)) }

    /// The number that position `p` (rounded) puts at the front.
    public func value(atPosition p: Double) -> Int {
        let n = count
        let index = ((Int(p.rounded()) % n) + n) % n
        return start + index
    }

    /// How the number reads on screen.
    public func text(for value: Int) -> String {
        let plain = String(value)
        guard zeroPadded, value >= 0 else { return plain }
        let width = max(String(start).count, String(end).count)
        return String(repeating: "0", count: max(0, width - plain.count)) + plain
    }

    /// Angular speed in steps per second: the flick estimate while dragging, the settle's speed while settling.
    public func velocity(at t: Uptime) -> Double {
        switch phase {
        case .idle: return 0
        case .dragging(let drag): return Self.flickVelocity(drag.samples, at: t)
        case .settling(let tween):
            guard !tween.isFinished(at: t) else { return 0 }
            let h = 1e-3
            return (tween.value(at: t + h) - tween.value(at: t)) / h
        }
    }

    public var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    /// Whole numbers the front has gone round since the ring last rested, signed (negative: toward smaller): a
    /// 12-hour Hour drum tells 10 AM from 10 PM by how far it turned, not by the number it shows.
    public func stepsTurned(at t: Uptime) -> Int { Int(position(at: t).rounded() - restPosition) }

    /// How far the last turn went, in whole numbers, signed; read beside its `.committed` event.
    public private(set) var lastTurn = 0

    /// Whether the ring is being dragged or settles, so its front number is not yet a committed value.
    public var isTurning: Bool { phase != .idle }

    /// Jumps to `value` without animation or events, to mirror a change made elsewhere (the dial moved the alarm).
    public mutating func setValue(_ newValue: Int) {
        typedValue = nil
        let v = min(max(newValue, start), end)
        value = v
        reportedValue = v
        restPosition = Double(v - start)
        phase = .idle
    }

    // MARK: Turning

    /// Grabs the ring at pointer column `x`. Interrupts a settle where it is, remembering where it was heading.
    public mutating func beginDrag(atX x: Double, cellsPerStep: Double, at t: Uptime) {
        typedValue = nil
        let p = position(at: t)
        phase = .dragging(SpinnerDrag(grabX: x, grabPosition: p, grabHeading: heading(at: t),
                                      cellsPerStep: max(0.5, cellsPerStep), position: p,
                                      samples: [.init(time: t, position: p)]))
    }

    /// Moves the grabbed ring with the pointer. Dragging right turns the front toward smaller numbers,
    /// as the near surface of a drum follows the finger.
    public mutating func drag(toX x: Double, at t: Uptime) -> [SpinnerEvent] {
        guard case .dragging(var drag) = phase else { return [] }
        drag.position = drag.grabPosition - (x - drag.grabX) / drag.cellsPerStep
        drag.samples.append(.init(time: t, position: drag.position))
        drag.samples.removeAll { t - $0.time > Constants.flickWindow * 2 }
        phase = .dragging(drag)
        return reportChange(at: t)
    }

    /// Lets go at pointer column `x`. A tap steps one further than the ring was heading, toward the side it
    /// landed on (so each of several quick clicks counts, as each wheel notch does); a slow drag settles on the
    /// nearest number; a flick turns on by a number of steps that grows with its speed (capped), easing out.
    public mutating func endDrag(atX x: Double, side: SpinnerSide, at t: Uptime) -> [SpinnerEvent] {
        var events = drag(toX: x, at: t)
        guard case .dragging(let drag) = phase else { return events }
        let p = drag.position
        let speed = Self.flickVelocity(drag.samples, at: t)
        let target: Double
        if abs(speed) >= Constants.flickThreshold {
            target = flickTarget(from: p, velocity: speed)
        } else if abs(p - drag.grabPosition) < Constants.tapTolerance {
            target = drag.grabHeading + side.step
        } else {
            target = p.rounded()
        }
        events += animate(from: p, to: target, duration: Constants.settleDuration, at: t)
        return events
    }

    /// Abandons a drag and turns back to where the ring was heading when grabbed.
    public mutating func cancelDrag(at t: Uptime) -> [SpinnerEvent] {
        guard case .dragging(let drag) = phase else { return [] }
        return animate(from: drag.position, to: drag.grabHeading, duration: Constants.stepDuration, at: t)
    }

    /// Turns by `steps` numbers (negative: toward smaller), continuing from where a running turn is heading.
    public mutating func step(by steps: Int, at t: Uptime) -> [SpinnerEvent] {
        typedValue = nil
        guard !isDragging else { return [] }
        let target = heading(at: t) + Double(steps)
        return animate(from: position(at: t), to: target, duration: Constants.stepDuration, at: t)
    }

    /// Turns the shortest way round to `value` (clamped to the range), animated.
    public mutating func move(to value: Int, at t: Uptime) -> [SpinnerEvent] {
        typedValue = nil
        guard !isDragging else { return [] }
        let n = count
        let index = min(max(value, start), end) - start
        let base = heading(at: t)
        var delta = (index - Int(base) % n + 2 * n) % n
        if delta > n / 2 { delta -= n }
        return animate(from: position(at: t), to: base + Double(delta), duration: Constants.stepDuration, at: t)
    }

    /// Advances time: finishes a settle that has run its course. Call at every deadline it reports.
    public mutating func tick(at t: Uptime) -> [SpinnerEvent] {
        guard case .settling(let tween) = phase else { return [] }
        guard tween.isFinished(at: t) else { return reportChange(at: t) }
        return settle(on: tween.to, at: t)
    }

    // MARK: Internals

    /// The whole-number position the ring is heading to (where it is, when idle).
    func heading(at t: Uptime) -> Double {
        switch phase {
        case .settling(let tween): return tween.to
        default: return position(at: t).rounded()
        }
    }

    func flickTarget(from p: Double, velocity v: Double) -> Double {
        let cap = max(1, (Constants.maxFlickDegrees / stepDegrees).rounded(.down))
        let reach = min(max(v * Constants.flickReach, -cap), cap)
        var target = reach > 0 ? (p + reach).rounded(.up) : (p + reach).rounded(.down)
        if abs(target - p) > cap + 1e-9 { target -= reach > 0 ? 1 : -1 }
        return target
    }

    mutating func animate(from p: Double, to target: Double, duration: Double, at t: Uptime) -> [SpinnerEvent] {
        if abs(target - p) < 1e-9 { return settle(on: target, at: t) }
        phase = .settling(Tween(from: p, to: target, start: t, duration: duration, easing: .easeOutCubic))
        return reportChange(at: t)
    }

    mutating func settle(on target: Double, at t: Uptime) -> [SpinnerEvent] {
        let n = Double(count)
        let p = target.rounded()
        lastTurn = Int(p - restPosition)
        restPosition = (p.truncatingRemainder(dividingBy: n) + n).truncatingRemainder(dividingBy: n)
        phase = .idle
        var events = reportChange(at: t)
        let v = value(atPosition: restPosition)
        // A number typed counts even where the front number stays (7 on a 12-hour drum at 7 AM, typed 19).
        if v != value || typedValue != nil {
            value = v
            events.append(.committed(v))
        }
        return events
    }

    mutating func reportChange(at t: Uptime) -> [SpinnerEvent] {
        let front = frontValue(at: t)
        guard front != reportedValue else { return [] }
        reportedValue = front
        return [.changing(front)]
    }

    /// Steps per second over the last `flickWindow` seconds before `t`; 0 if the pointer rested there.
    static func flickVelocity(_ samples: [SpinnerDrag.Sample], at t: Uptime) -> Double {
        let recent = samples.filter { t - $0.time <= Constants.flickWindow + 1e-9 }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 1e-3 else { return 0 }
        return (last.position - first.position) / (last.time - first.time)
    }
}

extension SpinnerRing: Timed {
    /// Frames while it settles, the last one at the settle's end; nil at rest or while dragged (the pointer turns it).
    public func nextDeadline(after now: Moment) -> Moment? {
        guard case .settling(let tween) = phase else { return nil }
        // A settle that has run out but not been ticked yet is due at once.
        return FrameRate.nextFrame(after: now, until: tween.end) ?? now
    }
}
