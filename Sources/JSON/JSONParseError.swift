/// Why a text is not JSON, and where: `problem` at byte `offset` (counted from 0).
///
/// The description is written for a person reading a message about their file: "unexpected '}' at byte 41",
/// "unterminated string starting at byte 5", "truncated at byte 12".
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        /// A byte the grammar does not allow here.
        case unexpectedByte(UInt8)
        /// The input ends inside a value, or where a value should begin.
        case truncated
        /// The input ends inside a string; `offset` is its opening quote.
        case unterminatedString
        /// Something other than white space after the value.
        case trailingData(UInt8)
        /// `01`, `-007`: only a lone `0` may start with a zero.
        case leadingZero
        /// A number too large for a `Double` (`1e400`).
        case numberOutOfRange
        /// A raw byte below 0x20 inside a string; JSON wants it escaped.
        case controlCharacterInString(UInt8)
        /// A backslash followed by something other than `" \ / b f n r t u`.
        case invalidEscape(UInt8)
        /// `\u` not followed by four hex digits.
        case invalidUnicodeEscape
        /// Half of a UTF-16 surrogate pair without the other half.
        case loneSurrogate(UInt16)
        /// A string's bytes are not valid UTF-8; `offset` is its opening quote.
        case invalidUTF8
        /// Arrays and objects nested more than `limit` deep.
        case tooDeep(limit: Int)
    }

    public var problem: Problem
    /// Where, in bytes from the start of the input.
    public var offset: Int

    public init(_ problem: Problem, at offset: Int) {
        self.problem = problem
        self.offset = offset
    }

    public var description: String {
        let at = "at byte \(offset)"
        switch problem {
        case .unexpectedByte(let b): return "unexpected \(Self.show(b)) \(at)"
        case .truncated: return "truncated \(at)"
        case .unterminatedString: return "unterminated string starting \(at)"
        case .trailingData(let b): return "unexpected \(Self.show(b)) after the value \(at)"
        case .leadingZero: return "number with a leading zero \(at)"
        case .numberOutOfRange: return "number out of range \(at)"
        case .controlCharacterInString(let b): return "unescaped control character \(Self.hex(b)) in string \(at)"
        case .invalidEscape(let b): return "invalid escape \\\(Self.show(b, quoted: false)) \(at)"
        case .invalidUnicodeEscape: return "\\u not followed by four hex digits \(at)"
        case .loneSurrogate(let unit): return "lone surrogate \\u\(String(unit, radix: 16, uppercase: true)) \(at)"
        case .invalidUTF8: return "invalid UTF-8 in string starting \(at)"
        case .tooDeep(let limit): return "nested deeper than \(limit) levels \(at)"
        }
    }

    /// `'}'` for printable ASCII, `byte 0xFF` otherwise.
    private static func show(_ byte: UInt8, quoted: Bool = true) -> String {
        guard (0x21...0x7E).contains(byte) else { return quoted ? "byte \(hex(byte))" : hex(byte) }
        let c = String(UnicodeScalar(byte))
        return quoted ? "'\(c)'" : c
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }
}
