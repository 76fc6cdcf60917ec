/// Any JSON value (RFC 8259), for the state file and mpv's IPC messages.
///
/// Our own rather than `JSONDecoder`/`JSONEncoder`: those keep several hundred KiB of FoundationEssentials code
/// resident in the idle clock, which saves its state every minute. Read one with `JSONValue(parsing:)`
/// (see `JSONParser`), write one with `compactText` or `prettyText` (see `JSONWriter`).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Every number is a `Double`, as in JavaScript: integers up to 2^53 in magnitude are exact.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members by name. A document naming a member twice keeps the last, as JavaScript does;
    /// the writer puts the names in sorted order, so output does not depend on hashing.
    case object([String: JSONValue])

    /// The largest integer a `Double` holds exactly, together with all smaller ones: 2^53.
    public static let maxExactInteger = 9_007_199_254_740_992.0

    /// The member named `key`, if this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var double: Double? {
        if case .number(let d) = self { return d }
        return nil
    }

    /// The number as an `Int` when it is a whole number small enough to have been written exactly (|n| ≤ 2^53):
    /// `7` and `7.0` are 7, `7.5` and `1e300` are not integers.
    public var int: Int? {
        guard case .number(let d) = self, d.magnitude <= Self.maxExactInteger else { return nil }
        return Int(exactly: d)
    }

    public var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var object: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

/// Literals for building values in code: `["command": ["stop"]]`. Not `nil`, which would make `JSONValue?` ambiguous.
extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

public extension JSONValue {
    /// A number from an integer; exact when |value| ≤ 2^53.
    static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}
