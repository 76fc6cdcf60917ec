/// A value as the file wrote it.
public enum TOMLValue: Sendable, Equatable, CustomStringConvertible {
    case bool(Bool)
    case integer(Int)
    case string(String)

    public var description: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .integer(let n): return "\(n)"
        case .string(let s): return "\"\(s)\""
        }
    }

    public func bool(for key: String) throws(TOMLProblem) -> Bool {
        guard case .bool(let b) = self else { throw TOMLProblem("\(key) must be true or false, not \(self)") }
        return b
    }

    public func integer(for key: String) throws(TOMLProblem) -> Int {
        guard case .integer(let n) = self else { throw TOMLProblem("\(key) must be a whole number, not \(self)") }
        return n
    }

    public func string(for key: String) throws(TOMLProblem) -> String {
        guard case .string(let s) = self else { throw TOMLProblem("\(key) must be a quoted string, not \(self)") }
        return s
    }
}

/// A problem within one line, before the reader adds the line number.
public struct TOMLProblem: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// The first problem of a file and its line.
public struct TOMLError: Error, Sendable, Equatable {
    /// 1-based.
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

extension TOMLValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}
