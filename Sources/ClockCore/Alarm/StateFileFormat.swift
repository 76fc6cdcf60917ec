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
/// Missing optional fields take their defaults, so older files stay readable.
public enum StateFileFormat {
    /// The version this build writes; it reads every version up to this one.
    public static let currentVersion = 1

    public static func encode(_ state: SavedState) -> Data {
        let s = state.alarm
        let file = FileV1(version: currentVersion, alarm: AlarmV1(
            on: s.isOn, hour: s.time.hour, minute: s.time.minute, snoozeMinutes: s.snoozeMinutes,
            pendingSnooze: s.pendingSnooze?.timeIntervalSince1970,
            lastSeenRunning: s.lastSeenRunning?.timeIntervalSince1970,
            lastHandledOccurrence: s.lastHandledOccurrence?.timeIntervalSince1970))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Encoding plain numbers, bools and strings cannot fail.
        return ((try? encoder.encode(file)) ?? Data()) + Data("\n".utf8)
    }

    public static func decode(_ data: Data) throws(StateFileFormatError) -> SavedState {
        guard data.contains(where: { !" \n\r\t".utf8.contains($0) }) else { throw .empty }
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(VersionOnly.self, from: data).version
        } catch {
            throw .malformed(Self.reason(error))
        }
        guard version >= 1 else { throw .invalidValue("version \(version)") }
        guard version <= currentVersion else { throw .unsupportedVersion(version) }
        let file: FileV1
        do {
            file = try decoder.decode(FileV1.self, from: data)
        } catch {
            throw .malformed(Self.reason(error))
        }
        var alarm = AlarmSettings()
        guard let a = file.alarm else { return SavedState(alarm: alarm) }
        if let on = a.on { alarm.isOn = on }
        if a.hour != nil || a.minute != nil {
            let h = a.hour ?? alarm.time.hour, m = a.minute ?? 0
            guard let t = AlarmTime(hour: h, minute: m) else { throw .invalidValue("alarm time \(h):\(m)") }
            alarm.time = t
        }
        if let m = a.snoozeMinutes { alarm.setSnoozeMinutes(m) }
        for (name, value) in [("pendingSnooze", a.pendingSnooze), ("lastSeenRunning", a.lastSeenRunning),
                              ("lastHandledOccurrence", a.lastHandledOccurrence)] {
            if let v = value, !v.isFinite { throw .invalidValue("\(name) \(v)") }
        }
        alarm.pendingSnooze = a.pendingSnooze.map(Date.init(timeIntervalSince1970:))
        alarm.lastSeenRunning = a.lastSeenRunning.map(Date.init(timeIntervalSince1970:))
        alarm.lastHandledOccurrence = a.lastHandledOccurrence.map(Date.init(timeIntervalSince1970:))
        return SavedState(alarm: alarm)
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let c): return c.debugDescription
        case DecodingError.keyNotFound(let key, _): return "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c):
            return "unexpected value at \(c.codingPath.map(\.stringValue).joined(separator: "."))"
        default: return "\(error)"
        }
    }

    private struct VersionOnly: Decodable {
        var version: Int
    }

    private struct FileV1: Codable {
        var version: Int
        var alarm: AlarmV1?
    }

    private struct AlarmV1: Codable {
        var on: Bool?
        var hour: Int?
        var minute: Int?
        var snoozeMinutes: Int?
        var pendingSnooze: Double?
        var lastSeenRunning: Double?
        var lastHandledOccurrence: Double?
    }
}
