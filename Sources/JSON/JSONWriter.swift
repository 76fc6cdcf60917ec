public extension JSONValue {
    /// How written JSON is laid out.
    enum Layout: Sendable {
        /// One line, no white space: `{"command":["stop"]}`. For mpv's line-based IPC.
        case compact
        /// Two-space indents and `"name" : value`, as `JSONEncoder`'s `.prettyPrinted` wrote the state file
        /// (except that empty arrays and objects stay `[]` and `{}` rather than spreading over three lines).
        case pretty
    }

    /// The value as JSON text in UTF-8. Object members are written sorted by name (by UTF-8 bytes), so the same
    /// value always gives the same bytes. `/` is escaped as `\/`, as `JSONEncoder` did, so the output is unchanged
    /// from earlier versions. Numbers that JSON cannot hold (infinity, NaN) are written as `null`.
    func encoded(_ layout: Layout = .compact) -> [UInt8] {
        var writer = JSONWriter(pretty: layout == .pretty)
        writer.write(self)
        return writer.output
    }

    /// The value as JSON text; see `encoded(_:)`.
    func text(_ layout: Layout = .compact) -> String {
        String(decoding: encoded(layout), as: UTF8.self)
    }
}

/// Appends JSON text for values to a byte buffer.
struct JSONWriter {
    private(set) var output: [UInt8] = []
    private let pretty: Bool
    private var indent = 0

    init(pretty: Bool) {
        self.pretty = pretty
    }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case .bool(let b): append(b ? "true" : "false")
        case .number(let d): writeNumber(d)
        case .string(let s): writeString(s)
        case .array(let elements):
            guard !elements.isEmpty else { return append("[]") }
            output.append(JSONByte.openBracket)
            indent += 1
            for (i, element) in elements.enumerated() {
                if i > 0 { output.append(JSONByte.comma) }
                newLine()
                write(element)
            }
            indent -= 1
            newLine()
            output.append(JSONByte.closeBracket)
        case .object(let members):
            guard !members.isEmpty else { return append("{}") }
            output.append(JSONByte.openBrace)
            indent += 1
            for (i, member) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }).enumerated() {
                if i > 0 { output.append(JSONByte.comma) }
                newLine()
                writeString(member.key)
                append(pretty ? " : " : ":")
                write(member.value)
            }
            indent -= 1
            newLine()
            output.append(JSONByte.closeBrace)
        }
    }

    /// Swift's shortest representation that reads back as the same `Double`, without a trailing `.0`:
    /// `1795000000.5`, `7`, `-0`, `1e+16`.
    private mutating func writeNumber(_ d: Double) {
        guard d.isFinite else { return append("null") }
        var text = d.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        append(text)
    }

    private mutating func writeString(_ s: String) {
        output.append(JSONByte.quote)
        for byte in s.utf8 {
            switch byte {
            case JSONByte.quote, JSONByte.backslash, JSONByte.slash:
                output.append(JSONByte.backslash)
                output.append(byte)
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x00..<0x20:
                append("\\u00")
                output.append(Self.hexDigit(byte >> 4))
                output.append(Self.hexDigit(byte & 0xF))
            default:
                output.append(byte)
            }
        }
        output.append(JSONByte.quote)
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? JSONByte.zero + nibble : UInt8(ascii: "a") + nibble - 10
    }

    private mutating func newLine() {
        guard pretty else { return }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(0x20, count: 2 * indent))
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}
