import FoundationEssentials

/// Everything tui-clock keeps across a restart, as one value.
public struct SavedState: Sendable, Equatable {
    public var alarm: AlarmSettings

    public init(alarm: AlarmSettings = AlarmSettings()) {
        self.alarm = alarm
    }
}

/// Why a state file could not be read as a `SavedState`.
public enum StateFileFormatError: Error, Equatable, CustomStringConvertible {
    /// The file has no bytes (or only white space).
    case empty
    /// Not valid JSON or not the expected shape (a truncated write, another program's file).
    case malformed(String)
    /// Written by a newer tui-clock whose format this one does not know.
    case unsupportedVersion(Int)
    /// Well-formed, but a value is impossible (hour 25).
    case invalidValue(String)

    public var description: String {
        switch self {
        case .empty: return "the file is empty"
        case .malformed(let why): return "the file is not a tui-clock state file (\(why))"
        case .unsupportedVersion(let v): return "the file has format version \(v), this tui-clock reads up to \(StateFileFormat.currentVersion)"
        case .invalidValue(let why): return "the file holds an impossible value (\(why))"
        }
    }
}

/// The on-disk form of `SavedState`: JSON with a format version, dates as seconds since 1970 (exact round trip).
///
/// ```json
/// { "version": 1, "alarm": { "on": true, "hour": 7, "minute": 30, "snoozeMinutes": 10,
///   "pendingSnooze": 1795000000.5, "lastSeenRunning": 1795000000, "lastHandledOccurrence": 1794990000 } }
/// ```
/// Written pretty-printed with sorted keys, as `JSONEncoder` wrote it before. Missing optional fields (or `null`)
/// take their defaults, so older files stay readable; unknown fields are ignored.
///
/// Every value is range-checked: one that tui-clock cannot have written (snooze of 1e19 s, hour 25, 0 minutes of
/// snooze) makes the whole file bad, like a syntax error, rather than being dropped or clamped. Such a file was
/// damaged or written by something else, so none of it is trusted; the store keeps it aside for the user to look at.
public enum StateFileFormat {
    /// The version this build writes; it reads every version up to this one.
    public static let currentVersion = 1
    /// The instants a state file may hold, in seconds since 1970: from 1970 to the end of 9999, every time a
    /// system clock can show (one that lost its battery starts in 1970).
    public static let instants: ClosedRange<Double> = 0 ... 253_402_300_799

    public static func encode(_ state: SavedState) -> [UInt8] {
        let s = state.alarm
        var alarm: [String: JSONValue] = [
            "on": .bool(s.isOn), "hour": .int(s.time.hour), "minute": .int(s.time.minute),
            "snoozeMinutes": .int(s.snoozeMinutes),
        ]
        alarm["pendingSnooze"] = s.pendingSnooze.map { .number($0.timeIntervalSince1970) }
        alarm["lastSeenRunning"] = s.lastSeenRunning.map { .number($0.timeIntervalSince1970) }
        alarm["lastHandledOccurrence"] = s.lastHandledOccurrence.map { .number($0.timeIntervalSince1970) }
        let file: JSONValue = ["version": .int(currentVersion), "alarm": .object(alarm)]
        return file.encoded(.pretty) + Array("\n".utf8)
    }

    public static func decode(_ bytes: some Collection<UInt8>) throws(StateFileFormatError) -> SavedState {
        guard bytes.contains(where: { !JSONByte.isWhitespace($0) }) else { throw .empty }
        let file: JSONValue
        do {
            file = try JSONValue(parsing: bytes)
        } catch {
            throw .malformed(error.description)
        }
        guard case .object = file else { throw .malformed("not a JSON object") }
        let version = try field(file, "version", "a whole number", { $0.int })
        guard let version else { throw .malformed("no \"version\"") }
        guard version >= 1 else { throw .invalidValue("version \(version)") }
        guard version <= currentVersion else { throw .unsupportedVersion(version) }

        var alarm = AlarmSettings()
        guard let a = try field(file, "alarm", "an object", { $0.object.map(JSONValue.object) }) else {
            return SavedState(alarm: alarm)
        }
        if let on = try field(a, "on", "true or false", { $0.bool }, in: "alarm") { alarm.isOn = on }
        let hour = try field(a, "hour", "a whole number", { $0.int }, in: "alarm")
        let minute = try field(a, "minute", "a whole number", { $0.int }, in: "alarm")
        if hour != nil || minute != nil {
            let h = hour ?? alarm.time.hour, m = minute ?? 0
            guard let t = AlarmTime(hour: h, minute: m) else { throw .invalidValue("alarm time \(h):\(m)") }
            alarm.time = t
        }
        if let m = try field(a, "snoozeMinutes", "a whole number", { $0.int }, in: "alarm") {
            let range = AlarmSettings.snoozeMinutesRange
            guard range.contains(m) else {
                throw .invalidValue("alarm.snoozeMinutes \(m), not \(range.lowerBound) to \(range.upperBound)")
            }
            alarm.setSnoozeMinutes(m)
        }
        alarm.pendingSnooze = try date(a, "pendingSnooze")
        alarm.lastSeenRunning = try date(a, "lastSeenRunning")
        alarm.lastHandledOccurrence = try date(a, "lastHandledOccurrence")
        return SavedState(alarm: alarm)
    }

    /// A member of `object` read with `read`; nil when missing or `null`, malformed when of another type.
    private static func field<T>(_ object: JSONValue, _ name: String, _ expected: String, _ read: (JSONValue) -> T?,
                                 in parent: String? = nil) throws(StateFileFormatError) -> T? {
        guard let value = object[name], !value.isNull else { return nil }
        guard let result = read(value) else {
            throw .malformed("expected \(expected) at \(parent.map { $0 + "." } ?? "")\(name)")
        }
        return result
    }

    /// Seconds since 1970 as a date, within `instants`.
    private static func date(_ alarm: JSONValue, _ name: String) throws(StateFileFormatError) -> Date? {
        guard let seconds = try field(alarm, name, "a number of seconds", { $0.double }, in: "alarm") else { return nil }
        guard instants.contains(seconds) else {
            throw .invalidValue("alarm.\(name) \(seconds) is not a time between 1970 and 9999")
        }
        return Date(timeIntervalSince1970: seconds)
    }
}
