import ClockCore

/// The body of an ECMA-48 control string (OSC, DCS, APC, PM, SOS) while it arrives, up to `maxBytes`.
///
/// How it ends, as in the VT500 parser terminals use themselves: BEL or `ESC \` finish it (and 8-bit ST, 0x9C, one
/// begun by an 8-bit introducer); CAN and SUB cancel it; ESC with anything else, or any other control byte,
/// abandons it and is read again as input. No terminal puts control bytes inside its answers, so when an answer
/// never ends (a lost terminator, line noise) the typed letters after it are swallowed only until the user presses
/// Enter, an arrow or any control key, or the line is quiet for `InputDecoder.sequenceSilence`.
struct ControlString {
    /// Longer strings (an OSC 52 clipboard answer, say) are read to their end and dropped; colour and
    /// capability answers are well under 100 bytes.
    static let maxBytes = 4096

    let kind: TerminalReply.Kind
    /// Begun by an 8-bit C1 introducer (0x9D for OSC…), so 8-bit ST may end it. In a string begun by ESC that byte
    /// is part of a UTF-8 character (“ is E2 80 9C).
    private(set) var eightBit = false
    private(set) var bytes: [UInt8] = []
    private var overflowed = false

    /// The string an introducer byte after ESC starts, if it starts one.
    init?(introducer: UInt8) {
        switch introducer {
        case UInt8(ascii: "]"): kind = .operatingSystemCommand
        case UInt8(ascii: "P"): kind = .deviceControl
        case UInt8(ascii: "_"): kind = .applicationProgramCommand
        case UInt8(ascii: "^"): kind = .privacyMessage
        case UInt8(ascii: "X"): kind = .startOfString
        default: return nil
        }
    }

    /// The string an 8-bit C1 introducer starts, if it starts one: DCS 0x90, SOS 0x98, OSC 0x9D, PM 0x9E, APC 0x9F.
    init?(eightBitIntroducer byte: UInt8) {
        guard byte >= 0x80, byte <= 0x9F, let string = ControlString(introducer: byte - 0x40) else { return nil }
        self = string
        eightBit = true
    }

    /// The byte after ESC that starts this kind of string, for reading `ESC ]` alone as Alt-]; nil for an 8-bit
    /// introducer, which no key sends.
    var sevenBitIntroducer: Character? { eightBit ? nil : introducer }

    private var introducer: Character {
        switch kind {
        case .operatingSystemCommand: "]"
        case .deviceControl: "P"
        case .applicationProgramCommand: "_"
        case .privacyMessage: "^"
        case .startOfString: "X"
        case .controlSequence: "["
        }
    }

    var isEmpty: Bool { bytes.isEmpty && !overflowed }

    mutating func append(_ byte: UInt8) {
        guard bytes.count < Self.maxBytes else {
            overflowed = true
            return
        }
        bytes.append(byte)
    }

    /// The finished string, or nil when it was too long to keep.
    var reply: TerminalReply? {
        overflowed ? nil : TerminalReply(kind, String(decoding: bytes, as: UTF8.self))
    }

    enum Step {
        case body, finish, cancel, abandon, escape
    }

    /// What a byte means inside the string.
    func step(for byte: UInt8) -> Step {
        switch byte {
        case 0x07: .finish
        case 0x9C where eightBit: .finish
        case 0x18, 0x1A: .cancel
        case 0x1B: .escape
        case 0x00...0x1F: .abandon
        default: .body
        }
    }
}
