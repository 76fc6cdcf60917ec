import JSON
import FoundationEssentials

/// Everything tui-clock keeps across a restart, as one value.
public struct SavedState: Sendable, Equatable {
    /// The alarms in the order the list shows them; a fresh install has one, off, at 7:00.
    public var alarms: [AlarmSettings]
    /// The index of the selected alarm.
    public var selected: Int
    /// How the clock screen was last shown (24 h, seconds, face only); nil until a key changed it, so the
    /// command line and the config file decide.
    public var display: ClockDisplay?
    /// The music player's volume, shuffle, repeat and where it stopped (issue 21).
    public var player: PlayerMemory
    /// The countdown timers and the recent lengths (issue 25; version 3).
    public var timers: SavedTimers
    /// Whether the user has seen that alarms ring only while the clock is open (`ClosedClockWarning`): a start
    /// does not say it again.
    public var closedClockWarningTold: Bool

    public init(alarms: [AlarmSettings] = [AlarmSettings()], selected: Int = 0, display: ClockDisplay? = nil,
                player: PlayerMemory = PlayerMemory(), timers: SavedTimers = SavedTimers(),
                closedClockWarningTold: Bool = false) {
        self.timers = timers
        self.closedClockWarningTold = closedClockWarningTold
        self.alarms = alarms
        self.selected = selected
        self.display = display
        self.player = player
    }

    /// A state of one alarm, as a version-1 file held it.
    public init(alarm: AlarmSettings) { self.init(alarms: [alarm]) }

    /// The first alarm (the only one a version-1 file had); setting it on an empty list adds it.
    public var alarm: AlarmSettings {
        get { alarms.first ?? AlarmSettings() }
        set { if alarms.isEmpty { alarms = [newValue] } else { alarms[0] = newValue } }
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
/// { "version": 2, "selected": 0,
///   "alarms": [ { "id": 1, "on": true, "hour": 7, "minute": 30, "days": "weekdays", "label": "Work",
///                 "sound": "ring", "snoozeMinutes": 10, "pendingSnooze": 1795000000.5,
///                 "lastSeenRunning": 1795000000, "lastHandledOccurrence": 1794990000 } ] }
/// ```
/// An alarm ringing now has `"ringing": {"occurrence": t, "hour": 7, "minute": 30, "snooze": false, "since": t,
/// "lateBy": s}` (optional, still version 2: older builds ignore it), which every tui-clock process follows.
/// Version 1 held one daily alarm as `"alarm": {…}` with the same members (no id, days, label or sound); it reads
/// as a list of that one alarm. `"sound"` is `"ring"` or `{"album": "<album id>"}`, with `"from": "<source>"` (optional,
/// still version 3: older builds ignore it) naming where the album was chosen: an `mpd://` address or a folder.
/// `"display": {"24h": true, "seconds": false, "clockOnly": false}` (optional, still version 2: older builds ignore
/// it) is how the clock screen was last shown, once a key changed it. `"player"` (optional, files before it read
/// with the player's defaults) is `PlayerMemoryFormat`'s. Version 3 adds `"timers"` (`TimerStateFormat`'s); a
/// version-2 file reads with no timers and is upgraded, its original kept as `state.v2.json`.
/// `"closedClockWarningTold": true` (optional, written only when true, still version 3: older builds ignore it) says
/// the user has seen that alarms ring only while the clock is open; missing, it has not.
/// Written pretty-printed with sorted keys, as `JSONEncoder` wrote it before. Missing optional fields (or `null`)
/// take their defaults, so older files stay readable; unknown fields are ignored.
///
/// Every value is range-checked: one that tui-clock cannot have written (snooze of 1e19 s, hour 25, 0 minutes of
/// snooze) makes the whole file bad, like a syntax error, rather than being dropped or clamped. Such a file was
/// damaged or written by something else, so none of it is trusted; the store keeps it aside for the user to look at.
public enum StateFileFormat {
    /// The version this build writes; it reads every version up to this one.
    public static let currentVersion = 3
    /// Album ids are paths; anything longer than this is not one.
    static let maxAlbumIDLength = 4096
    /// The instants a state file may hold, in seconds since 1970: from 1970 to the end of 9999, every time a
    /// system clock can show (one that lost its battery starts in 1970).
    public static let instants: ClosedRange<Double> = 0 ... 253_402_300_799

    public static func encode(_ state: SavedState) -> [UInt8] {
        var file: [String: JSONValue] = ["version": .int(currentVersion), "selected": .int(state.selected),
                                         "alarms": .array(state.alarms.map(encode)),
                                         "player": PlayerMemoryFormat.encode(state.player),
                                         "timers": TimerStateFormat.encode(state.timers)]
        if let display = state.display {
            file["display"] = ["24h": .bool(display.twentyFourHour), "seconds": .bool(display.showSeconds),
                               "clockOnly": .bool(display.clockOnly)]
        }
        if state.closedClockWarningTold { file["closedClockWarningTold"] = .bool(true) }
        return JSONValue.object(file).encoded(.pretty) + Array("\n".utf8)
    }

    private static func encode(_ s: AlarmSettings) -> JSONValue {
        var alarm: [String: JSONValue] = [
            "id": .int(s.id), "on": .bool(s.isOn), "hour": .int(s.time.hour), "minute": .int(s.time.minute),
            "days": .string(s.days.description), "label": .string(s.label), "snoozeMinutes": .int(s.snoozeMinutes),
        ]
        switch s.sound {
        case .ringTone: alarm["sound"] = .string("ring")
        case .album(let id, let source):
            var album: [String: JSONValue] = ["album": .string(id)]
            album["from"] = source.map { .string($0) }
            alarm["sound"] = .object(album)
        }
        alarm["pendingSnooze"] = s.pendingSnooze.map { .number($0.timeIntervalSince1970) }
        alarm["lastSeenRunning"] = s.lastSeenRunning.map { .number($0.timeIntervalSince1970) }
        alarm["lastHandledOccurrence"] = s.lastHandledOccurrence.map { .number($0.timeIntervalSince1970) }
        alarm["ringing"] = s.ringing.map(encode)
        return .object(alarm)
    }

    private static func encode(_ r: RingRecord) -> JSONValue {
        var ring: [String: JSONValue] = [
            "occurrence": .number(r.occurrence.instant.timeIntervalSince1970), "hour": .int(r.occurrence.time.hour),
            "minute": .int(r.occurrence.time.minute), "snooze": .bool(r.occurrence.isSnooze),
            "since": .number(r.since.timeIntervalSince1970),
        ]
        ring["lateBy"] = r.lateBy.map { .number($0) }
        return .object(ring)
    }

    public static func decode(_ bytes: some Collection<UInt8>) throws(StateFileFormatError) -> SavedState {
        try decodeWithVersion(bytes).state
    }

    /// The state and the format version the file had (1 means it is to be migrated).
    public static func decodeWithVersion(_ bytes: some Collection<UInt8>) throws(StateFileFormatError)
        -> (state: SavedState, version: Int) {
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
        if version == 1 {
            guard let a = try field(file, "alarm", "an object", { $0.object.map(JSONValue.object) }) else {
                return (SavedState(), 1)
            }
            return (SavedState(alarm: try alarm(a, path: "alarm", version: 1)), 1)
        }
        guard let list = try field(file, "alarms", "a list", { $0.array }) else { return (SavedState(), version) }
        guard list.count <= AlarmList.maxCount else {
            throw .invalidValue("\(list.count) alarms, at most \(AlarmList.maxCount)")
        }
        var alarms: [AlarmSettings] = []
        for (i, item) in list.enumerated() {
            guard case .object = item else { throw .malformed("expected an object at alarms[\(i)]") }
            let a = try alarm(item, path: "alarms[\(i)]", version: version)
            guard !alarms.contains(where: { $0.id == a.id }) else { throw .invalidValue("alarm id \(a.id) twice") }
            alarms.append(a)
        }
        let selected = try field(file, "selected", "a whole number", { $0.int }) ?? 0
        guard alarms.isEmpty ? selected == 0 : alarms.indices.contains(selected) else {
            throw .invalidValue("selected \(selected) with \(alarms.count) alarms")
        }
        let player = try PlayerMemoryFormat.decode(file["player"])
        let timers = version >= 3 ? try TimerStateFormat.decode(file["timers"]) : SavedTimers()
        let told = try field(file, "closedClockWarningTold", "true or false", { $0.bool }) ?? false
        return (SavedState(alarms: alarms, selected: selected, display: try display(file), player: player,
                           timers: timers, closedClockWarningTold: told), version)
    }

    /// The optional `"display"` object; a member that is missing takes the built-in default.
    private static func display(_ file: JSONValue) throws(StateFileFormatError) -> ClockDisplay? {
        guard let object = try field(file, "display", "an object", { $0.object.map(JSONValue.object) }) else {
            return nil
        }
        var display = ClockDisplay()
        if let on = try field(object, "24h", "true or false", { $0.bool }, in: "display") { display.twentyFourHour = on }
        if let on = try field(object, "seconds", "true or false", { $0.bool }, in: "display") { display.showSeconds = on }
        if let on = try field(object, "clockOnly", "true or false", { $0.bool }, in: "display") { display.clockOnly = on }
        return display
    }

    /// One alarm object (`path` names it in messages).
    private static func alarm(_ a: JSONValue, path: String, version: Int) throws(StateFileFormatError) -> AlarmSettings {
        var alarm = AlarmSettings()
        if version >= 2 {
            guard let id = try field(a, "id", "a whole number", { $0.int }, in: path) else {
                throw .malformed("no \"id\" at \(path)")
            }
            guard id > 0 else { throw .invalidValue("\(path).id \(id)") }
            alarm.id = id
            if let text = try field(a, "days", "a string", { $0.string }, in: path) {
                guard let days = AlarmDays(parsing: text) else { throw .invalidValue("\(path).days \"\(text)\"") }
                alarm.days = days
            }
            if let label = try field(a, "label", "a string", { $0.string }, in: path) {
                guard label.count <= AlarmSettings.maxLabelLength,
                      !label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    throw .invalidValue("\(path).label is longer than \(AlarmSettings.maxLabelLength) characters or holds control characters")
                }
                // Earlier versions let bidi and other format characters into labels: cleaned, not a damaged file.
                alarm.label = AlarmSettings.cleanLabel(label)
            }
            alarm.sound = try sound(a, path: path)
        }
        if let on = try field(a, "on", "true or false", { $0.bool }, in: path) { alarm.isOn = on }
        let hour = try field(a, "hour", "a whole number", { $0.int }, in: path)
        let minute = try field(a, "minute", "a whole number", { $0.int }, in: path)
        if hour != nil || minute != nil {
            let h = hour ?? alarm.time.hour, m = minute ?? 0
            guard let t = AlarmTime(hour: h, minute: m) else { throw .invalidValue("alarm time \(h):\(m)") }
            alarm.time = t
        }
        if let m = try field(a, "snoozeMinutes", "a whole number", { $0.int }, in: path) {
            let range = AlarmSettings.snoozeMinutesRange
            guard range.contains(m) else {
                throw .invalidValue("\(path).snoozeMinutes \(m), not \(range.lowerBound) to \(range.upperBound)")
            }
            alarm.setSnoozeMinutes(m)
        }
        alarm.pendingSnooze = try date(a, "pendingSnooze", in: path)
        alarm.lastSeenRunning = try date(a, "lastSeenRunning", in: path)
        alarm.lastHandledOccurrence = try date(a, "lastHandledOccurrence", in: path)
        alarm.ringing = try ringing(a, path: path)
        return alarm
    }

    /// The optional `"ringing"` object: the ring going on now (`RingRecord`).
    private static func ringing(_ a: JSONValue, path: String) throws(StateFileFormatError) -> RingRecord? {
        guard let r = try field(a, "ringing", "an object", { $0.object.map(JSONValue.object) }, in: path) else { return nil }
        let inside = path + ".ringing"
        guard let instant = try date(r, "occurrence", in: inside), let since = try date(r, "since", in: inside) else {
            throw .malformed("no \"occurrence\" or \"since\" at \(inside)")
        }
        let hour = try field(r, "hour", "a whole number", { $0.int }, in: inside) ?? -1
        let minute = try field(r, "minute", "a whole number", { $0.int }, in: inside) ?? -1
        guard let time = AlarmTime(hour: hour, minute: minute) else { throw .invalidValue("\(inside) time \(hour):\(minute)") }
        let snooze = try field(r, "snooze", "true or false", { $0.bool }, in: inside) ?? false
        let late = try field(r, "lateBy", "a number of seconds", { $0.double }, in: inside)
        if let late, !(0...instants.upperBound).contains(late) { throw .invalidValue("\(inside).lateBy \(late)") }
        return RingRecord(occurrence: AlarmOccurrence(instant: instant, time: time, isSnooze: snooze), since: since,
                          lateBy: late)
    }

    /// `"ring"` (or missing) for the ring tone, `{"album": "<id>"}` for an album.
    private static func sound(_ a: JSONValue, path: String) throws(StateFileFormatError) -> WakeSound {
        guard let value = a["sound"], !value.isNull, value.string != "ring" else { return .ringTone }
        guard let id = value["album"]?.string else {
            throw .malformed("expected \"ring\" or {\"album\": …} at \(path).sound")
        }
        guard !id.isEmpty, id.utf8.count <= maxAlbumIDLength else { throw .invalidValue("\(path).sound album id") }
        // Where the album was chosen from (optional: files before it wake to the music setting's album). A path or
        // an address; anything else was not written by tui-clock. Its text may hold a password: not quoted.
        let source = try field(value, "from", "a string", { $0.string }, in: path + ".sound")
        if let source {
            guard !source.isEmpty, source.utf8.count <= maxAlbumIDLength,
                  !source.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw .invalidValue("\(path).sound.from is empty, longer than \(maxAlbumIDLength) bytes or holds control characters")
            }
        }
        return .album(id, from: source)
    }

    /// A member of `object` read with `read`; nil when missing or `null`, malformed when of another type.
    static func field<T>(_ object: JSONValue, _ name: String, _ expected: String, _ read: (JSONValue) -> T?,
                                 in parent: String? = nil) throws(StateFileFormatError) -> T? {
        guard let value = object[name], !value.isNull else { return nil }
        guard let result = read(value) else {
            throw .malformed("expected \(expected) at \(parent.map { $0 + "." } ?? "")\(name)")
        }
        return result
    }

    /// Seconds since 1970 as a date, within `instants`.
    private static func date(_ alarm: JSONValue, _ name: String, in path: String) throws(StateFileFormatError) -> Date? {
        guard let seconds = try field(alarm, name, "a number of seconds", { $0.double }, in: path) else { return nil }
        guard instants.contains(seconds) else {
            throw .invalidValue("\(path).\(name) \(seconds) is not a time between 1970 and 9999")
        }
        return Date(timeIntervalSince1970: seconds)
    }
}
