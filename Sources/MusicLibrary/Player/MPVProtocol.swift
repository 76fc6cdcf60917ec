import JSON
import ClockCore

/// mpv's JSON IPC, one JSON object per line: `PlayerCommand`s in, `PlayerEvent`s out.
/// Pure translation, so it is tested without a running mpv.
enum MPVProtocol {
    /// One command as mpv's `command` array, e.g. `["playlist-next"]`.
    typealias Command = [JSONValue]

    /// The properties the player panel follows, by observation id. Not `time-pos` (nor `playback-time`): mpv reports
    /// it on every audio chunk, about ten times a second, and each report would wake the program's loop; the position
    /// is asked for instead (`positionQuery`) when playback starts, jumps or pauses, and the model moves it on with
    /// the clock's seconds in between.
    static let observed: [(id: Int, name: String)] = [
        (1, "pause"), (2, "media-title"), (3, "playlist-pos"), (5, "duration"), (6, "idle-active"),
    ]

    /// The commands that start observing `observed`.
    static func observeCommands() -> [Command] {
        observed.map { ["observe_property", .int($0.id), .string($0.name)] }
    }

    /// The commands that carry out one player command.
    static func commands(for command: PlayerCommand) -> [Command] {
        switch command {
        case .load(let paths, _):
            // The whole album in one command, however long: one `loadfile` per track would be thousands of lines
            // (and replies). `replace` never passes through idle, so no spurious "playback complete" between albums.
            // Starting elsewhere than the first track is done by `MPVPlayer` once mpv starts the first file:
            // sent right away, mpv 0.35 overrides the index with the playlist's first entry when leaving idle.
            guard !paths.isEmpty else { return [["stop"]] }
            return [["set_property", "pause", false], ["loadlist", .string(playlist(paths)), "replace"]]
        case .reorder(let paths, let current):
            // `playlist-clear` keeps the current file, which goes on untouched (paused or not, at its second); the
            // others come back in their new order after it, and it is moved to its place among them.
            guard paths.indices.contains(current) else { return [] }
            var others = paths
            others.remove(at: current)
            var commands: [Command] = [["playlist-clear"]]
            if !others.isEmpty { commands.append(["loadlist", .string(playlist(others)), "append"]) }
            if current > 0 { commands.append(["playlist-move", 0, .int(current + 1)]) }
            return commands
        case .setPaused(let paused): return [["set_property", "pause", .bool(paused)]]
        case .next: return [["playlist-next"]]
        case .previous: return [["playlist-prev"]]
        case .playIndex(let index): return [playIndex(index)]
        case .stop: return [["stop"]]
        case .setVolume(let volume): return [["set_property", "volume", .int(min(max(volume, 0), 100))]]
        case .seekBy(let seconds): return [["seek", .number(seconds), "relative"]]
        case .seekTo(let seconds): return [["seek", .number(max(0, seconds)), "absolute"]]
        case .loopTrack(let on): return [["set_property", "loop-file", .string(on ? "inf" : "no")]]
        // A server's modes and queue: the model sends them to MPD only (mpv's shuffle is the model's order, its repeat
        // loopTrack, its queue the model's own).
        case .setShuffle, .setRepeat, .append, .removeQueued: return []
        }
    }

    static let quit: Command = ["quit"]

    static func playIndex(_ index: Int) -> Command { ["playlist-play-index", .int(index)] }

    /// Asks where the current file is; the reply's `data` is the seconds (null when no file plays).
    static let positionQuery: Command = ["get_property", "time-pos"]

    /// Asks which playlist entry is current; the reply's `data` is its index (-1 for none).
    static let playlistPositionQuery: Command = ["get_property", "playlist-pos"]

    /// An M3U playlist held in the command itself (mpv's `memory://`), so no file has to be written and cleaned up.
    /// Each entry is a `file://` URL: a name with a newline, a leading `#` or trailing blanks stays one entry.
    static func playlist(_ paths: [String]) -> String {
        "memory://#EXTM3U\n" + paths.map { fileURL($0) + "\n" }.joined()
    }

    /// `path` (absolute) as a `file://` URL of the file's exact bytes (`PathBytes`), every byte outside the unreserved
    /// set and `/` percent-encoded: mpv decodes them back and opens that very file, whatever its name's encoding.
    static func fileURL(_ path: String) -> String {
        var url = "file://"
        for byte in PathBytes.bytes(of: path) {
            if isUnreserved(byte) {
                url.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                url.unicodeScalars.append("%")
                url.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                url.unicodeScalars.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return url
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// A command as the line that sends it; mpv echoes `requestID` in its reply.
    static func line(_ command: Command, requestID: Int) -> String {
        JSONValue.object(["command": .array(command), "request_id": .int(requestID)]).text() + "\n"
    }

    /// What one line from mpv says.
    struct Reading: Equatable {
        /// The request this line answers, if it is a reply.
        var replyTo: Int?
        /// A number the reply carries (`get_property`'s answer), if any.
        var replyNumber: Double?
        var events: [PlayerEvent] = []
        /// mpv's `start-file` event: a file begins loading.
        var startsFile = false
        /// mpv's `playback-restart` event: playback (re)starts, after a file opened or a seek, so the position jumped.
        var restartsPlayback = false
        /// Whether the line is mpv's JSON at all: an object with an event or a request id.
        var understood = false
    }

    /// Reads one line from mpv; replies to commands and unknown events give no events.
    static func read(_ text: Substring) -> Reading {
        var reading = Reading()
        guard let object = try? JSONValue(parsing: text.utf8) else { return reading }
        if let event = object["event"]?.string {
            reading.understood = true
            reading.startsFile = event == "start-file"
            reading.restartsPlayback = event == "playback-restart"
            reading.events = events(event: event, in: object)
        } else if let id = object["request_id"]?.int, object["error"]?.string != nil {
            reading.understood = true
            reading.replyTo = id
            reading.replyNumber = object["data"]?.double
        }
        return reading
    }

    /// The player events in one line (a shorthand for tests and for lines that are not replies).
    static func events(fromLine text: Substring) -> [PlayerEvent] {
        read(text).events
    }

    private static func events(event: String, in object: JSONValue) -> [PlayerEvent] {
        switch event {
        case "property-change":
            return propertyChange(name: object["name"]?.string, data: object["data"])
        case "end-file":
            let reason = object["reason"]?.string ?? "unknown"
            let error = object["file_error"]?.string
            return [.endOfFile(reason: reason, error: reason == "error" ? (error ?? "cannot play this file") : nil)]
        default:
            return []
        }
    }

    private static func propertyChange(name: String?, data: JSONValue?) -> [PlayerEvent] {
        switch name {
        case "pause": return data?.bool.map { [.paused($0)] } ?? []
        case "media-title": return data?.string.map { [.mediaTitle($0)] } ?? []
        case "playlist-pos":
            guard let pos = data?.int else { return [.playlistPosition(nil)] }
            return [.playlistPosition(pos >= 0 ? pos : nil)]
        case "duration": return data?.double.map { [.duration($0)] } ?? []
        case "idle-active": return data?.bool == true ? [.idle] : []
        default: return []
        }
    }
}
