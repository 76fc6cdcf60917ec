public extension JSONValue {
    /// How deep arrays and objects may nest before parsing stops: deep enough for any file of ours,
    /// shallow enough that a hostile `[[[[…` cannot exhaust the stack of the recursive parser.
    static let defaultDepthLimit = 64

    /// Parses one JSON text (RFC 8259, strictly) from its UTF-8 bytes: one value, optionally surrounded by white space.
    init(parsing bytes: some Collection<UInt8>, depthLimit: Int = JSONValue.defaultDepthLimit) throws(JSONParseError) {
        var parser = JSONParser(bytes: bytes as? [UInt8] ?? Array(bytes), depthLimit: depthLimit)
        self = try parser.parseDocument()
    }
}

/// A recursive-descent parser over the bytes of one JSON text. Nothing is accepted beyond the RFC:
/// no comments, trailing commas, leading zeros, NaN, single quotes, raw control characters or invalid UTF-8.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private let depthLimit: Int
    private var depth = 0
    /// The decoded bytes of a string with escapes, reused from string to string.
    private var unescaped: [UInt8] = []

    init(bytes: [UInt8], depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw JSONParseError(.trailingData(bytes[index]), at: index) }
        return value
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        switch try peek() {
        case JSONByte.openBrace: return try parseObject()
        case JSONByte.openBracket: return try parseArray()
        case JSONByte.quote: return .string(try parseString())
        case JSONByte.t: try parseLiteral("true"); return .bool(true)
        case JSONByte.f: try parseLiteral("false"); return .bool(false)
        case JSONByte.n: try parseLiteral("null"); return .null
        case JSONByte.minus, JSONByte.zero...JSONByte.nine: return .number(try parseNumber())
        case let other: throw JSONParseError(.unexpectedByte(other), at: index)
        }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if try peek() == JSONByte.closeBrace {
            index += 1
            return .object(members)
        }
        while true {
            guard try peek() == JSONByte.quote else { throw unexpected() }
            let name = try parseString()
            skipWhitespace()
            guard try peek() == JSONByte.colon else { throw unexpected() }
            index += 1
            skipWhitespace()
            members[name] = try parseValue()
            skipWhitespace()
            switch try peek() {
            case JSONByte.comma:
                index += 1
                skipWhitespace()
            case JSONByte.closeBrace:
                index += 1
                return .object(members)
            default:
                throw unexpected()
            }
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if try peek() == JSONByte.closeBracket {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch try peek() {
            case JSONByte.comma:
                index += 1
                skipWhitespace()
            case JSONByte.closeBracket:
                index += 1
                return .array(elements)
            default:
                throw unexpected()
            }
        }
    }

    private mutating func enterContainer() throws(JSONParseError) {
        guard depth < depthLimit else { throw JSONParseError(.tooDeep(limit: depthLimit), at: index) }
        depth += 1
    }

    private mutating func parseLiteral(_ word: String) throws(JSONParseError) {
        for byte in word.utf8 {
            guard index < bytes.count else { throw JSONParseError(.truncated, at: index) }
            guard bytes[index] == byte else { throw unexpected() }
            index += 1
        }
    }

    /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`
    private mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        let negative = bytes[index] == JSONByte.minus
        if negative { index += 1 }
        let firstDigit = try peek()
        if firstDigit == JSONByte.zero {
            index += 1
            if index < bytes.count, JSONByte.isDigit(bytes[index]) { throw JSONParseError(.leadingZero, at: start) }
        } else {
            try skipDigits()
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == JSONByte.dot {
            isInteger = false
            index += 1
            try skipDigits()
        }
        if index < bytes.count, bytes[index] == JSONByte.e || bytes[index] == JSONByte.capitalE {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == JSONByte.plus || bytes[index] == JSONByte.minus { index += 1 }
            try skipDigits()
        }
        let digitsStart = negative ? start + 1 : start
        // Up to 15 digits is below 2^53, so adding them up is exact; longer numbers go to the correctly rounded strtod.
        if isInteger, index - digitsStart <= 15 {
            var value = 0
            for digit in bytes[digitsStart..<index] { value = value * 10 + Int(digit - JSONByte.zero) }
            return negative ? -Double(value) : Double(value)
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw JSONParseError(.numberOutOfRange, at: start)
        }
        return value
    }

    /// One or more digits.
    private mutating func skipDigits() throws(JSONParseError) {
        guard JSONByte.isDigit(try peek()) else { throw unexpected() }
        repeat { index += 1 } while index < bytes.count && JSONByte.isDigit(bytes[index])
    }

    /// At the opening quote: reads the string and moves past its closing quote.
    private mutating func parseString() throws(JSONParseError) -> String {
        let start = index
        index += 1
        var runStart = index
        var hasEscapes = false
        while true {
            guard index < bytes.count else { throw JSONParseError(.unterminatedString, at: start) }
            let byte = bytes[index]
            if byte == JSONByte.quote {
                let text: String?
                if hasEscapes {
                    unescaped.append(contentsOf: bytes[runStart..<index])
                    text = String(validating: unescaped, as: UTF8.self)
                } else {
                    text = String(validating: bytes[runStart..<index], as: UTF8.self)
                }
                index += 1
                guard let text else { throw JSONParseError(.invalidUTF8, at: start) }
                return text
            } else if byte == JSONByte.backslash {
                if !hasEscapes { unescaped.removeAll(keepingCapacity: true) }
                hasEscapes = true
                unescaped.append(contentsOf: bytes[runStart..<index])
                let scalar = try parseEscape(inStringAt: start)
                unescaped.append(contentsOf: scalar.utf8)
                runStart = index
            } else if byte < 0x20 {
                throw JSONParseError(.controlCharacterInString(byte), at: index)
            } else {
                index += 1
            }
        }
    }

    /// At a backslash: reads one escape, or two for a UTF-16 surrogate pair, and returns the character.
    private mutating func parseEscape(inStringAt stringStart: Int) throws(JSONParseError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw JSONParseError(.unterminatedString, at: stringStart) }
        let letter = bytes[index]
        index += 1
        switch letter {
        case JSONByte.quote, JSONByte.backslash, JSONByte.slash: return Unicode.Scalar(letter)
        case JSONByte.b: return "\u{08}"
        case JSONByte.f: return "\u{0C}"
        case JSONByte.n: return "\n"
        case JSONByte.r: return "\r"
        case JSONByte.t: return "\t"
        case JSONByte.u: break
        default: throw JSONParseError(.invalidEscape(letter), at: start)
        }
        let unit = try parseHex4(escapeAt: start, stringStart: stringStart)
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate needs `\u` and a low one next; input ending before that is a truncation.
            if index == bytes.count || (bytes[index] == JSONByte.backslash && index + 1 == bytes.count) {
                throw JSONParseError(.unterminatedString, at: stringStart)
            }
            guard bytes[index] == JSONByte.backslash, bytes[index + 1] == JSONByte.u else {
                throw JSONParseError(.loneSurrogate(unit), at: start)
            }
            index += 2
            let low = try parseHex4(escapeAt: index - 2, stringStart: stringStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw JSONParseError(.loneSurrogate(unit), at: start) }
            let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
            return Unicode.Scalar(value)!
        case 0xDC00...0xDFFF:
            throw JSONParseError(.loneSurrogate(unit), at: start)
        default:
            return Unicode.Scalar(unit)!
        }
    }

    /// The four hex digits after `\u`.
    private mutating func parseHex4(escapeAt escape: Int, stringStart: Int) throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw JSONParseError(.unterminatedString, at: stringStart) }
            guard let digit = JSONByte.hexValue(bytes[index]) else { throw JSONParseError(.invalidUnicodeEscape, at: escape) }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, JSONByte.isWhitespace(bytes[index]) { index += 1 }
    }

    /// The next byte, or `truncated` when the input ends here.
    private func peek() throws(JSONParseError) -> UInt8 {
        guard index < bytes.count else { throw JSONParseError(.truncated, at: index) }
        return bytes[index]
    }

    private func unexpected() -> JSONParseError {
        JSONParseError(.unexpectedByte(bytes[index]), at: index)
    }
}
