import ClockCore

/// Turns the bytes a terminal sends into `InputEvent`s: UTF-8 text, control keys, CSI and SS3 keys
/// (xterm, application cursor mode, the Linux console, rxvt), SGR and X10 mouse reports, bracketed paste,
/// and the terminal's own control strings (OSC, DCS, APC, PM, SOS) and CSI sequences no key sends (DA1,
/// XTWINOPS answers), which are replies, never keys.
///
/// A pure value: no I/O, no clock. Bytes may arrive split anywhere across `feed` calls with the same result.
/// The only notion of time is silence: `pendingLimit` says how long a quiet line ends what the decoder holds, and
/// the run loop calls `silence(lasted:)` with the time since the last byte. That is what tells a lone Esc from the
/// start of a sequence, and what ends a paste whose end marker never comes (a link that dropped mid-paste).
/// A control string under way waits for its end marker however long the gaps.
///
/// Memory is bounded whatever arrives: an escape sequence longer than `maxSequenceLength` is skipped up to
/// its final byte, a paste keeps at most `BracketedPaste.maxBytes` and a control string `ControlString.maxBytes`.
/// 8-bit C1 introducers are not decoded: in a UTF-8 terminal those bytes are parts of characters.
public struct InputDecoder: Sendable {
    /// How long to wait for the rest of an escape sequence before `flush()`: what most terminal programs use,
    /// and the one place the program's Esc delay is set (curses' ESCDELAY and the run loop read it from here).
    public static let escapeDelayMilliseconds = 25
    public static let escapeDelay: Duration = .milliseconds(escapeDelayMilliseconds)
    /// How long a paste may pause before it counts as ended without its end marker: a link that drops mid-paste
    /// must not swallow every later key. Far longer than any gap inside a live paste, short enough that the
    /// user's next key after a dropped one works.
    public static let pasteSilence: Duration = .seconds(1)
    /// The longest escape sequence kept; an SGR mouse report with five-digit coordinates is under 20 bytes.
    static let maxSequenceLength = 64

    private enum State: Equatable {
        case ground
        /// After ESC: a lone Esc, Alt with the next key, or the start of a sequence.
        case escape
        /// Inside a multi-byte UTF-8 character of `length` bytes; `alt` if an ESC came first.
        case text(length: Int, alt: Bool)
        /// After `ESC [`, gathering parameter and intermediate bytes in `sequence`.
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
        /// After an ESC inside a control string: `\` ends it, anything else abandons it. Not pending: over ssh
        /// the two bytes of the terminator may arrive apart.
        case controlStringEscape
    }

    private var state = State.ground
    private var sequence: [UInt8] = []
    private var paste = BracketedPaste()
    private var controlString: ControlString?
    /// X10 and urxvt releases do not say which button went up; this is the one last seen going down.
    private var heldLegacyButton = MouseButton.none

    public init() {}

    /// How long a quiet line ends what the decoder holds, or nil when it holds nothing silence would end.
    /// `escapeDelay` for a lone Esc, a cut sequence or character; `pasteSilence` inside a paste. Nil inside a
    /// control string with a body, which ends only with its terminator, and after `ESC [ ?` or `ESC [ >`: no key
    /// starts so, only a terminal's answer (DA1, DA2), which ends with its final byte however slowly it comes.
    public var pendingLimit: Duration? {
        switch state {
        case .ground, .controlStringEscape: nil
        case .paste: Self.pasteSilence
        case .controlString: controlString?.isEmpty ?? true ? Self.escapeDelay : nil
        case .csi: Self.answerMarkers.contains(sequence.first ?? 0) ? nil : Self.escapeDelay
        case .escape, .text, .ss3, .linuxFunctionKey, .x10Mouse, .skipping: Self.escapeDelay
        }
    }

    /// Ends what the decoder holds if the line has been quiet for `quiet` since the last byte, as `flush()`;
    /// returns nothing while the quiet is shorter than `pendingLimit`.
    public mutating func silence(lasted quiet: Duration) -> [InputEvent] {
        guard let limit = pendingLimit, quiet >= limit else { return [] }
        return flush()
    }

    /// Private markers that only terminals' answers carry (`<` starts SGR mouse reports, which arrive whole).
    private static let answerMarkers: [UInt8] = [UInt8(ascii: "?"), UInt8(ascii: ">")]

    /// Bytes held for something unfinished; bounded by `maxSequenceLength` and the paste and string caps.
    var pendingByteCount: Int { sequence.count + paste.count + (controlString?.bytes.count ?? 0) }

    /// Inside a bracketed paste, where up to `BracketedPaste.maxBytes` may be held.
    var isInsidePaste: Bool { state == .paste }

    /// Inside a control string, where up to `ControlString.maxBytes` may be held.
    var isInsideControlString: Bool { state == .controlString || state == .controlStringEscape }

    /// Decodes `bytes`, returning every event they complete. Unfinished input is kept for the next call.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        for byte in bytes { step(byte, &events) }
        return events
    }

    /// Ends whatever is pending because no more bytes came in time, and returns what it meant:
    /// a lone ESC is Esc, `ESC [`, `ESC O`, `ESC ]`… are Alt-[, Alt-O, Alt-]…, a partial escape sequence
    /// or UTF-8 character is dropped, and a paste is the paste gathered so far (a part of its end marker is not
    /// text). Past `BracketedPaste.maxBytes` a paste is still one paste: its rest is dropped up to its end marker
    /// or this silence, never read as keys.
    /// Afterwards nothing is pending; a control string with a body stays open, waiting for its end.
    public mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        switch state {
        case .escape:
            events.append(.key(KeyEvent(.escape)))
        case .csi where sequence.isEmpty:
            events.append(.key(KeyEvent(.char("["), modifiers: .alt)))
        case .ss3 where sequence.isEmpty:
            events.append(.key(KeyEvent(.char("O"), modifiers: .alt)))
        case .controlString:
            guard let string = controlString, string.isEmpty else { return [] }
            events.append(.key(KeyEvent(.char(string.introducer), modifiers: .alt)))
        case .paste:
            let text = paste.take(cutShort: true)
            if !text.isEmpty { events.append(.paste(text)) }
        case .controlStringEscape:
            return []
        case .ground, .text, .csi, .ss3, .linuxFunctionKey, .x10Mouse, .skipping:
            break
        }
        reset()
        return events
    }

    private mutating func reset() {
        state = .ground
        sequence.removeAll(keepingCapacity: true)
        controlString = nil
    }

    private mutating func step(_ byte: UInt8, _ events: inout [InputEvent]) {
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
        case .controlStringEscape:
            if byte == UInt8(ascii: "\\") {
                finishControlString(&events)
            } else {
                // Another sequence began: the string was cut off and is dropped; the ESC starts what follows.
                reset()
                state = .escape
                escape(byte, &events)
            }
        }
    }

    private mutating func controlStringByte(_ byte: UInt8, _ events: inout [InputEvent]) {
        switch ControlString.step(for: byte) {
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
        // A stray continuation byte or one that never starts UTF-8: dropped.
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
            // Not the start of any key, so the ESC stood alone; the byte itself is dropped.
            events.append(.key(KeyEvent(.escape)))
            reset()
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

    private mutating func csi(_ byte: UInt8, _ events: inout [InputEvent]) {
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
            if sequence.isEmpty { events.append(.key(KeyEvent(.char("["), modifiers: .alt))) }
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

    private mutating func ss3(_ byte: UInt8, _ events: inout [InputEvent]) {
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
    private mutating func x10Mouse(_ byte: UInt8, _ events: inout [InputEvent]) {
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
