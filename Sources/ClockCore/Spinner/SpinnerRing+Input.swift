/// The outcome of offering an input event to a spinner.
public struct SpinnerResponse: Sendable, Equatable {
    /// Whether the spinner used the event (so the caller does not route it elsewhere).
    public var handled: Bool
    public var events: [SpinnerEvent]

    public init(handled: Bool, events: [SpinnerEvent] = []) {
        self.handled = handled
        self.events = events
    }

    public static let ignored = SpinnerResponse(handled: false)
}

/// What a key asks of a focused drum.
public enum DrumKey: Sendable, Equatable {
    case step(Int)
    case first, last
    /// A digit key: the drum reads which from the key.
    case typeDigit
    /// Esc: cancel a drag, give the arrows back to the dial.
    case back
}

extension SpinnerRing {
    /// A focused drum's keys: the alarm's hour, minute and snooze drums and the timer screen's three work alike.
    public static let keys = KeyMap<DrumKey>("Drums: the alarm's and the timers'", [
        KeyRow([(.key(.down), .step(-1)), (.key(.up), .step(1))], "-/+ 1"),
        KeyRow([(.key(.left), .step(-1)), (.key(.right), .step(1))], "-/+ 1"),
        KeyRow([(.key(.pageDown), .step(-pageSteps)), (.key(.pageUp), .step(pageSteps))], "-/+ \(pageSteps)"),
        KeyRow([(.key(.home), .first), (.key(.end), .last)], "first / last number"),
        KeyRow([(.digit, .typeDigit)], "type a number"),
        KeyRow(.escape, .back, "cancel a drag, back to the dial"),
        KeyRow(mouse: "click, wheel", "step once per click or notch"),
        KeyRow(mouse: "drag, flick", "turn the drum"),
    ])

    /// Keys of a focused spinner (`keys`): ±1, ±`pageSteps`, first/last number, digits type a number, Esc cancels
    /// a drag. Other keys are not handled.
    public mutating func handle(_ key: KeyEvent, at t: Uptime) -> SpinnerResponse {
        guard let action = Self.keys.action(for: key) else { return .ignored }
        switch action {
        case .back: return isDragging ? SpinnerResponse(handled: true, events: cancelDrag(at: t)) : .ignored
        case .step(let steps): return SpinnerResponse(handled: true, events: step(by: steps, at: t))
        case .first: return SpinnerResponse(handled: true, events: move(to: start, at: t))
        case .last: return SpinnerResponse(handled: true, events: move(to: end, at: t))
        case .typeDigit:
            guard case .char(let c) = key.key, let digit = c.wholeNumberValue else { return .ignored }
            return SpinnerResponse(handled: true, events: type(digit: digit, at: t))
        }
    }

    /// PgUp/PgDn step size (GTK spin buttons page by 10 as well).
    public static let pageSteps = 10

    /// Typed digits build a number while they come within `digitEntryTimeout` of each other and it keeps no
    /// more digits than the widest number; otherwise the digit starts a new number. A number in `typedRange` comes
    /// round the ring onto its place there; any other is capped to the range.
    mutating func type(digit: Int, at t: Uptime) -> [SpinnerEvent] {
        guard !isDragging else { return [] }
        let maxDigits = max(String(abs(start)).count, String(abs(end)).count)
        if var entry = digitEntry, t - entry.time <= Constants.digitEntryTimeout, entry.digits < maxDigits {
            entry.number = entry.number * 10 + digit
            entry.digits += 1
            entry.time = t
            digitEntry = entry
        } else {
            digitEntry = DigitEntry(number: digit, digits: 1, time: t)
        }
        let typed = digitEntry!.number
        guard let typedRange, typedRange.contains(typed), !(start...end).contains(typed) else {
            return move(to: typed, at: t)
        }
        let onRing = start + ((typed - start) % count + count) % count
        var events = move(to: onRing, at: t)
        typedValue = typed
        // Already there (typed 19 with 7 in front): settle again, so that the number typed is reported.
        if !isTurning { events += settle(on: restPosition, at: t) }
        return events
    }

    /// Pointer input, given the spinner's on-screen rectangle: a left press inside grabs the ring, drags turn
    /// it (also outside the rectangle once grabbed), the release lets go, the right button cancels a drag,
    /// and each wheel notch over it steps by one (up/right: larger).
    public mutating func handle(_ mouse: MouseEvent, in rect: Rect, at now: Moment) -> SpinnerResponse {
        let t = now.uptime
        let geometry = SpinnerGeometry(rect: rect, ring: self)
        let x = Double(mouse.position.x)
        let inside = rect.contains(mouse.position)
        switch mouse.action {
        case .press where mouse.button == .right && isDragging:
            return SpinnerResponse(handled: true, events: cancelDrag(at: t))
        case .press where mouse.button == .left && inside:
            beginDrag(atX: x, cellsPerStep: geometry.cellsPerStep, at: t)
            return SpinnerResponse(handled: true)
        case .drag where isDragging:
            return SpinnerResponse(handled: true, events: drag(toX: x, at: t))
        case .release where isDragging:
            let side = geometry.side(ofColumn: mouse.position.x)
            return SpinnerResponse(handled: true, events: endDrag(atX: x, side: side, at: t))
        case .wheelUp where inside, .wheelRight where inside:
            return SpinnerResponse(handled: true, events: step(by: 1, at: t))
        case .wheelDown where inside, .wheelLeft where inside:
            return SpinnerResponse(handled: true, events: step(by: -1, at: t))
        default:
            return inside ? SpinnerResponse(handled: true) : .ignored
        }
    }
}
