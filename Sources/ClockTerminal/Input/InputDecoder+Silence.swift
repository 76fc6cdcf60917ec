import ClockCore

/// The decoder's only notion of time: how long a quiet line ends what it holds. The run loop remembers when the last
/// byte came and calls `silence(lasted:)` whatever woke it; the decoder reads no clock.
///
/// Each wait is timed from the last byte, not the first, so a sequence may come in pieces of any number as long as
/// no gap reaches its limit. Only a lone ESC is timed by the short Esc delay: that is what tells the Esc key from
/// the start of a sequence. Once a sequence has gone further (`ESC [`, `ESC O`, `ESC ]`, a parameter byte, an
/// 8-bit introducer, a cut character) no key is waiting to be told apart, so it waits `sequenceSilence`.
extension InputDecoder {
    /// How long a lone ESC waits for the rest of a sequence before it is the Esc key: what most terminal programs
    /// use, and the one place the program's Esc delay is set (curses' ESCDELAY reads it from here).
    public static let escapeDelayMilliseconds = 25
    public static let escapeDelay: Duration = .milliseconds(escapeDelayMilliseconds)
    /// How long a begun sequence, control string or cut character may pause before it is dropped as broken. Over
    /// ssh, mosh or a loaded tmux a terminal's write arrives in packets 40–60 ms apart (up to ~200 ms on a bad
    /// link); half a second covers that with room. It costs nothing a user feels: no key is held back by it (Alt-[,
    /// Alt-O and friends are bound to nothing), and a lone ESC while an answer is awaited is the Esc key within it.
    public static let sequenceSilence: Duration = .milliseconds(500)
    /// How long a paste may pause before it counts as ended without its end marker: a link that drops mid-paste
    /// must not swallow every later key. Far longer than any gap inside a live paste, short enough that the
    /// user's next key after a dropped one works.
    public static let pasteSilence: Duration = .seconds(1)

    /// How long a quiet line ends what the decoder holds, or nil when it holds nothing.
    public var pendingLimit: Duration? {
        switch state {
        case .ground: nil
        case .escape: answersExpected ? Self.sequenceSilence : Self.escapeDelay
        case .paste: Self.pasteSilence
        case .text, .csi, .ss3, .linuxFunctionKey, .x10Mouse, .skipping, .controlString, .controlStringEscape,
             .controlStringDoubledEscape:
            Self.sequenceSilence
        }
    }

    /// Ends what the decoder holds if the line has been quiet for `quiet` since the last byte, as `flush()`;
    /// returns nothing while the quiet is shorter than `pendingLimit`.
    public mutating func silence(lasted quiet: Duration) -> [InputEvent] {
        guard let limit = pendingLimit, quiet >= limit else { return [] }
        return flush()
    }

    /// Ends whatever is held because no more bytes came in time, and returns what it meant: a lone ESC is Esc,
    /// `ESC [`, `ESC O`, `ESC ]`… are Alt-[, Alt-O, Alt-]…; a partial escape sequence, control string or UTF-8
    /// character is dropped; a paste is the paste gathered so far (a part of its end marker is not text). Past
    /// `BracketedPaste.maxBytes` a paste is still one paste: its rest is dropped up to its end marker or this
    /// silence, never read as keys. Afterwards nothing is held.
    public mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        switch state {
        case .escape:
            events.append(.key(KeyEvent(.escape)))
        case .csi where sequence.isEmpty && !eightBit:
            events.append(.key(KeyEvent(.char("["), modifiers: .alt)))
        case .ss3 where sequence.isEmpty:
            events.append(.key(KeyEvent(.char("O"), modifiers: .alt)))
        case .controlString:
            if let string = controlString, string.isEmpty, let introducer = string.sevenBitIntroducer {
                events.append(.key(KeyEvent(.char(introducer), modifiers: .alt)))
            }
        case .paste:
            let text = paste.take(cutShort: true)
            if !text.isEmpty { events.append(.paste(text)) }
        case .ground, .text, .csi, .ss3, .linuxFunctionKey, .x10Mouse, .skipping, .controlStringEscape,
             .controlStringDoubledEscape:
            break
        }
        reset()
        return events
    }
}
