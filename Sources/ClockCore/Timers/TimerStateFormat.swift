import JSON
import FoundationEssentials

/// The state file's `"timers"` member (version 3), checked as hard as the alarms: a value tui-clock cannot have
/// written makes the whole file bad (`StateFileFormat`).
///
/// ```json
/// "timers": { "presets": [240, 1500],
///             "list": [ { "id": 1, "label": "Tea", "duration": 240, "endsAt": 1795000240.5 },
///                       { "id": 2, "label": "", "duration": 1500, "left": 612.25 } ] }
/// ```
/// A running timer has `endsAt` (seconds since 1970: the wall-clock instant it reaches zero, so a restart finds it
/// counting); a held one has `left` (seconds to go), and while it rings `ringingSince` (when it began: the ring
/// record every tui-clock process follows; older builds ignore it).
enum TimerStateFormat {
    static func encode(_ timers: SavedTimers) -> JSONValue {
        let list: [JSONValue] = timers.timers.map { t in
            var object: [String: JSONValue] = ["id": .int(t.id), "label": .string(t.label), "duration": .int(t.duration)]
            object["endsAt"] = t.endsAt.map { .number($0.timeIntervalSince1970) }
            object["left"] = t.left.map { .number($0) }
            object["ringingSince"] = t.ringingSince.map { .number($0.timeIntervalSince1970) }
            return .object(object)
        }
        return ["presets": .array(timers.presets.map { .int($0) }), "list": .array(list)]
    }

    static func decode(_ value: JSONValue?) throws(StateFileFormatError) -> SavedTimers {
        guard let value, !value.isNull else { return SavedTimers() }
        guard case .object = value else { throw .malformed("expected an object at timers") }
        let presets = try StateFileFormat.field(value, "presets", "a list", { $0.array }, in: "timers") ?? []
        guard presets.count <= TimerList.presetCount else { throw .invalidValue("\(presets.count) timer presets") }
        var lengths: [Int] = []
        for item in presets {
            guard let n = item.int else { throw .malformed("expected whole numbers at timers.presets") }
            guard (1...TimerDuration.longest).contains(n) else { throw .invalidValue("timers.presets \(n)") }
            lengths.append(n)
        }
        let list = try StateFileFormat.field(value, "list", "a list", { $0.array }, in: "timers") ?? []
        guard list.count <= TimerList.maxCount else {
            throw .invalidValue("\(list.count) timers, at most \(TimerList.maxCount)")
        }
        var timers: [SavedTimer] = []
        for (i, item) in list.enumerated() {
            let path = "timers.list[\(i)]"
            guard case .object = item else { throw .malformed("expected an object at \(path)") }
            let timer = try self.timer(item, path: path)
            guard !timers.contains(where: { $0.id == timer.id }) else { throw .invalidValue("timer id \(timer.id) twice") }
            timers.append(timer)
        }
        return SavedTimers(timers: timers, presets: lengths)
    }

    private static func timer(_ t: JSONValue, path: String) throws(StateFileFormatError) -> SavedTimer {
        guard let id = try StateFileFormat.field(t, "id", "a whole number", { $0.int }, in: path) else {
            throw .malformed("no \"id\" at \(path)")
        }
        guard id > 0 else { throw .invalidValue("\(path).id \(id)") }
        guard let duration = try StateFileFormat.field(t, "duration", "a whole number", { $0.int }, in: path) else {
            throw .malformed("no \"duration\" at \(path)")
        }
        guard (1...TimerDuration.longest).contains(duration) else { throw .invalidValue("\(path).duration \(duration)") }
        let label = try StateFileFormat.field(t, "label", "a string", { $0.string }, in: path) ?? ""
        guard label.count <= AlarmSettings.maxLabelLength,
              !label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalidValue("\(path).label is longer than \(AlarmSettings.maxLabelLength) characters or holds control characters")
        }
        let endsAt = try StateFileFormat.field(t, "endsAt", "a number of seconds", { $0.double }, in: path)
        if let endsAt, !StateFileFormat.instants.contains(endsAt) {
            throw .invalidValue("\(path).endsAt \(endsAt) is not a time between 1970 and 9999")
        }
        let left = try StateFileFormat.field(t, "left", "a number of seconds", { $0.double }, in: path)
        if let left, !(left.isFinite && (0...Double(TimerDuration.longest)).contains(left)) {
            throw .invalidValue("\(path).left \(left)")
        }
        guard (endsAt == nil) != (left == nil) else { throw .invalidValue("\(path) needs either endsAt or left") }
        let ringingSince = try StateFileFormat.field(t, "ringingSince", "a number of seconds", { $0.double }, in: path)
        if let ringingSince, !StateFileFormat.instants.contains(ringingSince) || endsAt != nil {
            throw .invalidValue("\(path).ringingSince \(ringingSince) is not a time between 1970 and 9999 of a timer that is done")
        }
        return SavedTimer(id: id, label: AlarmSettings.cleanLabel(label), duration: duration,
                          endsAt: endsAt.map { Date(timeIntervalSince1970: $0) }, left: left,
                          ringingSince: ringingSince.map { Date(timeIntervalSince1970: $0) })
    }
}
