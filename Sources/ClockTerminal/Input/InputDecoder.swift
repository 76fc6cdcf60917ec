import ClockCore

/// Turns the bytes a terminal sends into `InputEvent`s: UTF-8 text, control keys, CSI and SS3 keys
/// (xterm, application cursor mode, the Linux console, rxvt), SGR and X10 mouse reports, bracketed paste,
/// and the terminal's own control strings (OSC, DCS, APC, PM, SOS) and CSI sequences no key sends (DA1,
/// XTWINOPS answers), which are replies, never keys.
///
/// A pure value: no I/O, no clock. Bytes may arrive split anywhere across `feed` calls with the same result; the
/// only notion of time is silence (`InputDecoder+Silence.swift`): how long a quiet line ends what is held. What the
/// sequences after `ESC [` and `ESC O` mean, mouse reports among them, is in `InputDecoder+Sequences.swift`.
///
/// Memory is bounded whatever arrives: an escape sequence longer than `maxSequenceLength` is skipped up to
/// its final byte, a paste keeps at most `BracketedPaste.maxBytes` and a control string `ControlString.maxBytes`.
/// 8-bit C1 introducers (CSI, OSC, DCS, APC, PM, SOS) are decoded where no character is under way: there a UTF-8
/// continuation byte is never text, and a terminal answering in 8-bit form must not type its answer as keys.
public struct InputDecoder: Sendable {
    /// The longest escape sequence kept; an SGR mouse report with five-digit coordinates is under 20 bytes.
    static let maxSequenceLength = 64

    enum State: Equatable {
        case ground
        /// After ESC: a lone Esc, Alt with the next key, or the start of a sequence.
        case escape
        /// Inside a multi-byte UTF-8 character of `length` bytes; `alt` if an ESC came first.
        case text(length: Int, alt: Bool)
        /// After `ESC [` (or an 8-bit CSI), gathering parameter and intermediate bytes in `sequence`.
        case csi
        /// After `ESC O`.
        case ss3
        /// After `ESC [ [`: the Linux console's F1–F5.
        case linuxFunctionKey
        /// After `ESC [ M`: the three raw bytes of an X10 mouse report.
        case x10Mouse
        /// Inside an over-long CSI sequence: discard up to its final byte.
        case skipping
        /// Between `ESC [ 200 ~` and `ESC [ 201 ~`.
        case paste
        /// Inside a control string (`controlString` holds it).
        case controlString
        /// After an ESC inside a control string: `\` ends it, ESC doubles it, anything else abandons it.
        case controlStringEscape
        /// After `ESC ESC` inside a control string (tmux and screen double the ESCs of what they pass through):
        /// `\` still ends it, so an answer whose terminator's ESC is doubled is no keys; anything else abandons it
        /// as after one ESC, and the doubled ESC is no Esc key.
        case controlStringDoubledEscape
    }

    var state = State.ground
    var sequence: [UInt8] = []
    /// The sequence began with an 8-bit C1 byte, not ESC: cut short, it was no Alt key.
    var eightBit = false
    var paste = BracketedPaste()
    var controlString: ControlString?
    /// X10 and urxvt releases do not say which button went up; this is the one last seen going down.
    var heldLegacyButton = MouseButton.none
    /// The program has asked the terminal something and its answer has not come yet: a lone ESC may be the start
    /// of it, so it waits `sequenceSilence`, not the Esc delay, before it is the Esc key. The run loop sets it.
    public var answersExpected = false

    public init() {}

    /// Bytes held for something unfinished; bounded by `maxSequenceLength` and the paste and string caps.
    var pendingByteCount: Int { sequence.count + paste.count + (controlString?.bytes.count ?? 0) }

    /// Inside a bracketed paste, where up to `BracketedPaste.maxBytes` may be held.
    var isInsidePaste: Bool { state == .paste }

    /// Inside a control string, where up to `ControlString.maxBytes` may be held.
    var isInsideControlString: Bool {
        state == .controlString || state == .controlStringEscape || state == .controlStringDoubledEscape
    }

    /// Decodes `bytes`, returning every event they complete. Unfinished input is kept for the next call.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        for byte in bytes { step(byte, &events) }
        return events
    }

    mutating func reset() {
        state = .ground
        sequence.removeAll(keepingCapacity: true)
        eightBit = false
        controlString = nil
    }

    mutating func step(_ byte: UInt8, _ events: inout [InputEvent]) {
        switch state {
        case .ground:
            ground(byte, alt: false, &events)
        case .escape:
            escape(byte, &events)
        case let .text(length, alt):
            text(byte, length: length, alt: alt, &events)
        case .csi:
            csi(byte, &events)
        case .ss3:
            ss3(byte, &events)
        case .linuxFunctionKey:
            reset()
            if (0x41...0x45).contains(byte) {
                events.append(.key(KeyEvent(.function(Int(byte) - 0x40))))
            } else if !(0x40...0x7E).contains(byte) {
                step(byte, &events)
            }
        case .x10Mouse:
            x10Mouse(byte, &events)
        case .skipping:
            if (0x20...0x3F).contains(byte) { return }
            reset()
            if !(0x40...0x7E).contains(byte) { step(byte, &events) }
        case .paste:
            guard paste.append(byte) else { return }
            let text = paste.take()
            if !text.isEmpty { events.append(.paste(text)) }
            reset()
        case .controlString:
            controlStringByte(byte, &events)
        case .controlStringEscape, .controlStringDoubledEscape:
            if byte == UInt8(ascii: "\\") {
                finishControlString(&events)
            } else if byte == 0x1B {
                state = .controlStringDoubledEscape
            } else {
                // Another sequence began: the string was cut off and is dropped; the ESC starts what follows.
                reset()
                state = .escape
                escape(byte, &events)
            }
        }
    }

    private mutating func controlStringByte(_ byte: UInt8, _ events: inout [InputEvent]) {
        switch controlString?.step(for: byte) ?? .abandon {
        case .body: controlString?.append(byte)
        case .finish: finishControlString(&events)
        case .cancel: reset()
        case .escape: state = .controlStringEscape
        case .abandon:
            reset()
            step(byte, &events)
        }
    }

    private mutating func finishControlString(_ events: inout [InputEvent]) {
        if let reply = controlString?.reply { events.append(.reply(reply)) }
        reset()
    }

    /// A byte outside any sequence; `alt` when it follows an ESC.
    private mutating func ground(_ byte: UInt8, alt: Bool, _ events: inout [InputEvent]) {
        let modifiers: Modifiers = alt ? .alt : []
        func key(_ key: Key) { events.append(.key(KeyEvent(key, modifiers: modifiers))) }
        switch byte {
        case 0x1B: state = .escape
        case 0x0D, 0x0A: key(.enter)
        case 0x09: key(.tab)
        case 0x7F, 0x08: key(.backspace)
        // Ctrl-Space and Ctrl-@ both send NUL.
        case 0x00: key(.ctrl(" "))
        case 0x01...0x1A: key(.ctrl(Character(Unicode.Scalar(byte + 0x60))))
        case 0x1C...0x1F: key(.ctrl(Character(Unicode.Scalar(byte + 0x40))))
        case 0x20...0x7E: key(.char(Character(Unicode.Scalar(byte))))
        case 0xC2...0xDF: startCharacter(byte, length: 2, alt: alt)
        case 0xE0...0xEF: startCharacter(byte, length: 3, alt: alt)
        case 0xF0...0xF4: startCharacter(byte, length: 4, alt: alt)
        case 0x9B:
            state = .csi
            eightBit = true
        case 0x90, 0x98, 0x9D...0x9F:
            controlString = ControlString(eightBitIntroducer: byte)
            state = .controlString
        // Another stray continuation byte, or one that never starts UTF-8: dropped.
        default: break
        }
    }

    private mutating func escape(_ byte: UInt8, _ events: inout [InputEvent]) {
        switch byte {
        case UInt8(ascii: "["):
            state = .csi
        case UInt8(ascii: "O"):
            state = .ss3
        case 0x1B:
            // Esc pressed twice (or Alt-Esc): the first one is an Esc, the second may still start something.
            events.append(.key(KeyEvent(.escape)))
        case 0x09:
            // The Linux console sends Shift-Tab as ESC Tab (terminfo kcbt); Alt-Tab rarely reaches a program.
            reset()
            events.append(.key(KeyEvent(.backTab)))
        case 0x80...0xC1, 0xF5...0xFF:
            // Not the start of any key, so the ESC stood alone; the byte starts an 8-bit sequence or is dropped.
            events.append(.key(KeyEvent(.escape)))
            reset()
            ground(byte, alt: false, &events)
        default:
            reset()
            if let string = ControlString(introducer: byte) {
                controlString = string
                state = .controlString
            } else {
                ground(byte, alt: true, &events)
            }
        }
    }

    private mutating func startCharacter(_ byte: UInt8, length: Int, alt: Bool) {
        state = .text(length: length, alt: alt)
        sequence = [byte]
    }

    private mutating func text(_ byte: UInt8, length: Int, alt: Bool, _ events: inout [InputEvent]) {
        guard byte & 0xC0 == 0x80 else {
            // The character broke off: drop it and read this byte afresh.
            reset()
            step(byte, &events)
            return
        }
        sequence.append(byte)
        guard sequence.count == length else { return }
        var decoder = UTF8()
        var iterator = sequence.makeIterator()
        // C1 controls (U+0080–U+009F) are never typed text.
        if case let .scalarValue(scalar) = decoder.decode(&iterator), scalar.value >= 0xA0 {
            events.append(.key(KeyEvent(.char(Character(scalar)), modifiers: alt ? .alt : [])))
        }
        reset()
    }
}
