import ClockCore

/// The control sequences a terminal sends after `ESC [` (CSI) and `ESC O` (SS3): keys, SGR, urxvt and X10 mouse
/// reports, the start of a bracketed paste, and the answers to the program's questions (DA1, XTWINOPS), which are
/// replies, never keys. The byte-by-byte state machine that gets here is `InputDecoder.swift`.
extension InputDecoder {
    mutating func csi(_ byte: UInt8, _ events: inout [InputEvent]) {
        switch byte {
        case UInt8(ascii: "[") where sequence.isEmpty:
            state = .linuxFunctionKey
        case UInt8(ascii: "M") where sequence.isEmpty:
            state = .x10Mouse
        // rxvt ends Shift+Insert and friends with `$`, which ECMA-48 calls an intermediate byte.
        case UInt8(ascii: "$") where !sequence.isEmpty && sequence.allSatisfy({ (0x30...0x39).contains($0) }):
            finishCSI(final: byte, &events)
        case 0x20...0x3F:
            collect(byte)
        case 0x40...0x7E:
            finishCSI(final: byte, &events)
        default:
            // A control byte, ESC or non-ASCII cuts the sequence short, as in xterm; `ESC [` alone was Alt-[.
            if sequence.isEmpty && !eightBit { events.append(.key(KeyEvent(.char("["), modifiers: .alt))) }
            reset()
            step(byte, &events)
        }
    }

    /// Adds a parameter or intermediate byte; a sequence longer than any real one is skipped to its final byte.
    private mutating func collect(_ byte: UInt8) {
        if sequence.count < Self.maxSequenceLength {
            sequence.append(byte)
        } else {
            reset()
            state = .skipping
        }
    }

    private mutating func finishCSI(final: UInt8, _ events: inout [InputEvent]) {
        let control = ControlSequence(sequence[...], final: final)
        let body = sequence + [final]
        reset()
        switch (control.marker, control.final) {
        case (UInt8(ascii: "<"), UInt8(ascii: "M")), (UInt8(ascii: "<"), UInt8(ascii: "m")):
            guard control.parameters.count == 3 else { return }
            let event = MouseReport.sgr(code: control.parameter(0), column: control.parameter(1),
                                        row: control.parameter(2), isRelease: final == UInt8(ascii: "m"))
            if let event { events.append(.mouse(event)) }
        case (nil, UInt8(ascii: "M")) where control.parameters.count == 3:
            // urxvt's 1015 mode: decimal numbers, but the X10 button code (offset by 32).
            legacyMouse(code: control.parameter(0) - 32, column: control.parameter(1),
                        row: control.parameter(2), &events)
        case (nil, UInt8(ascii: "~")) where control.parameters == [200]:
            state = .paste
        default:
            if let key = control.csiKey {
                events.append(.key(key))
            } else if control.marker != nil || final == UInt8(ascii: "t") {
                // No key has a private marker or ends in `t`: the terminal answering a query (DA1 `ESC [ ? … c`,
                // DA2 `ESC [ > … c`, XTWINOPS `ESC [ 6 ; h ; w t`). A reply, so it never acts as a key.
                events.append(.reply(TerminalReply(.controlSequence, String(decoding: body, as: UTF8.self))))
            }
            // Focus reports (`ESC [ I`, `ESC [ O`), a stray paste end and keys we do not know end up as nothing.
        }
    }

    mutating func ss3(_ byte: UInt8, _ events: inout [InputEvent]) {
        switch byte {
        case 0x30...0x3F:
            collect(byte)
        case 0x40...0x7E:
            let control = ControlSequence(sequence[...], final: byte)
            reset()
            if let key = control.ss3Key { events.append(.key(key)) }
        default:
            if sequence.isEmpty { events.append(.key(KeyEvent(.char("O"), modifiers: .alt))) }
            reset()
            step(byte, &events)
        }
    }

    /// X10 sends the button and both coordinates as single bytes offset by 32; they are taken raw, whatever they
    /// are, so the stream stays in step.
    mutating func x10Mouse(_ byte: UInt8, _ events: inout [InputEvent]) {
        sequence.append(byte)
        guard sequence.count == 3 else { return }
        let code = Int(sequence[0]) - 32, column = Int(sequence[1]) - 32, row = Int(sequence[2]) - 32
        reset()
        legacyMouse(code: code, column: column, row: row, &events)
    }

    private mutating func legacyMouse(code: Int, column: Int, row: Int, _ events: inout [InputEvent]) {
        guard let event = MouseReport.legacy(code: code, column: column, row: row, heldButton: heldLegacyButton)
        else { return }
        switch event.action {
        case .press: heldLegacyButton = event.button
        case .release: heldLegacyButton = .none
        default: break
        }
        events.append(.mouse(event))
    }
}
