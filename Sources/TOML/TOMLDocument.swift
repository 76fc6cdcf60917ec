/// The subset of TOML a flat list of settings needs, read strictly: comments, blank lines and `key = value` lines,
/// where a key is bare (`24h`) or quoted, and a value is `true`/`false`, a decimal integer or a basic ("…") or
/// literal ('…') string on one line. Anything else TOML allows (tables, arrays, floats, dates, multi-line strings)
/// is reported as not used here rather than half understood. The first problem stops the reading, so a file is used
/// whole or not at all. What the keys mean is the reader's business (`TOMLValue`'s accessors word the type errors).
public enum TOMLDocument {
    /// The file's `key = value` lines in order, or the first problem and its line. A key set twice is a problem.
    public static func entries(_ bytes: [UInt8]) -> Result<[TOMLEntry], TOMLError> {
        var entries: [TOMLEntry] = []
        var firstSeen: [String: Int] = [:]
        for (index, rawLine) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            var lineBytes = rawLine
            if lineBytes.last == UInt8(ascii: "\r") { lineBytes.removeLast() }
            guard let text = String(validating: lineBytes, as: UTF8.self) else {
                return .failure(TOMLError(line: number, message: "this line is not UTF-8 text"))
            }
            do throws(TOMLProblem) {
                var scanner = LineScanner(text)
                guard let (key, value) = try scanner.keyValue() else { continue }
                if let first = firstSeen[key] { throw TOMLProblem("\(key) is set twice (first on line \(first))") }
                firstSeen[key] = number
                entries.append(TOMLEntry(key: key, value: value, line: number))
            } catch {
                return .failure(TOMLError(line: number, message: error.message))
            }
        }
        return .success(entries)
    }
}

/// One `key = value` line.
public struct TOMLEntry: Sendable, Equatable {
    public var key: String
    public var value: TOMLValue
    /// 1-based.
    public var line: Int

    public init(key: String, value: TOMLValue, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}

/// One line of a TOML file, read left to right.
private struct LineScanner {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    /// The line's setting, or nil for a blank or comment line.
    mutating func keyValue() throws(TOMLProblem) -> (String, TOMLValue)? {
        skipSpaces()
        guard let first = current, first != "#" else { return nil }
        if first == "[" { throw .init("tables ([…]) are not used: write the settings at the top level") }
        let key = try readKey()
        skipSpaces()
        if current == "." { throw .init("dotted keys are not used: write \(key) = … on its own") }
        guard current == "=" else { throw .init("expected '=' after the key \(key)") }
        position += 1
        skipSpaces()
        let value = try readValue(for: key)
        skipSpaces()
        if let rest = current, rest != "#" { throw .init("unexpected '\(rest)' after the value of \(key)") }
        return (key, value)
    }

    private mutating func skipSpaces() {
        while current == " " || current == "\t" { position += 1 }
    }

    private mutating func readKey() throws(TOMLProblem) -> String {
        switch current {
        case "\"": return try readBasicString()
        case "'": return try readLiteralString()
        default:
            var key = ""
            while let c = current, Self.isBareKeyCharacter(c) {
                key.unicodeScalars.append(c)
                position += 1
            }
            guard !key.isEmpty else { throw .init("expected a key, found '\(current.map(String.init) ?? "")'") }
            return key
        }
    }

    private static func isBareKeyCharacter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-")
    }

    private mutating func readValue(for key: String) throws(TOMLProblem) -> TOMLValue {
        switch current {
        case nil, "#": throw .init("\(key) has no value")
        case "\"":
            if scalars[position...].starts(with: "\"\"\"".unicodeScalars) { throw Self.unsupported(key) }
            return .string(try readBasicString())
        case "'":
            if scalars[position...].starts(with: "'''".unicodeScalars) { throw Self.unsupported(key) }
            return .string(try readLiteralString())
        default:
            var word = ""
            while let c = current, c != " ", c != "\t", c != "#" {
                word.unicodeScalars.append(c)
                position += 1
            }
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default:
                guard let number = Self.decimalInteger(word) else {
                    if word.first.map({ "[{".contains($0) }) == true || word.contains(".") || word.contains(":") {
                        throw Self.unsupported(key)
                    }
                    throw .init("\(key) = \(word) is not a value: write true, false, a number or a \"quoted string\"")
                }
                return .integer(number)
            }
        }
    }

    private static func unsupported(_ key: String) -> TOMLProblem {
        .init("\(key): only true/false, whole numbers and one-line \"strings\" are used in this file")
    }

    /// TOML's decimal integers: an optional sign, no leading zeros, single underscores between digits.
    private static func decimalInteger(_ word: String) -> Int? {
        var digits = Substring(word)
        var negative = false
        if let sign = digits.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        guard let first = digits.first, let last = digits.last, first.isASCII, first.isNumber, last.isASCII, last.isNumber,
              !digits.contains("__"), digits == "0" || first != "0" else { return nil }
        let plain = digits.filter { $0 != "_" }
        guard plain.allSatisfy({ $0.isASCII && $0.isNumber }), let magnitude = Int(plain) else { return nil }
        return negative ? -magnitude : magnitude
    }

    private mutating func readLiteralString() throws(TOMLProblem) -> String {
        position += 1
        var text = ""
        while let c = current, c != "'" {
            guard c == "\t" || !Self.isControl(c) else { throw .init("a control character inside a string") }
            text.unicodeScalars.append(c)
            position += 1
        }
        guard current == "'" else { throw .init("the string is not closed with '") }
        position += 1
        return text
    }

    private mutating func readBasicString() throws(TOMLProblem) -> String {
        position += 1
        var text = ""
        while let c = current, c != "\"" {
            position += 1
            if c == "\\" {
                text.unicodeScalars.append(try readEscape())
            } else {
                guard c == "\t" || !Self.isControl(c) else { throw .init("a control character inside a string") }
                text.unicodeScalars.append(c)
            }
        }
        guard current == "\"" else { throw .init("the string is not closed with \"") }
        position += 1
        return text
    }

    private mutating func readEscape() throws(TOMLProblem) -> Unicode.Scalar {
        guard let c = current else { throw .init("the string is not closed with \"") }
        position += 1
        switch c {
        case "b": return "\u{8}"
        case "t": return "\t"
        case "n": return "\n"
        case "f": return "\u{C}"
        case "r": return "\r"
        case "\"": return "\""
        case "\\": return "\\"
        case "u", "U":
            let count = c == "u" ? 4 : 8
            let hex = String(String.UnicodeScalarView(scalars[position..<min(position + count, scalars.count)]))
            guard hex.count == count, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw .init("\\\(c) must be followed by \(count) hex digits of a Unicode character")
            }
            position += count
            return scalar
        default:
            throw .init("unknown escape \\\(c) in a string (write \\\\ for a backslash)")
        }
    }

    private static func isControl(_ c: Unicode.Scalar) -> Bool { c.value < 0x20 || c.value == 0x7F }
}
