import ClockCore

/// mpv's JSON IPC, one JSON object per line: `PlayerCommand`s in, `PlayerEvent`s out.
/// Pure translation, so it is tested without a running mpv.
enum MPVProtocol {
    /// The properties the player panel follows, by observation id.
    static let observed: [(id: Int, name: String)] = [
        (1, "pause"), (2, "media-title"), (3, "playlist-pos"), (4, "time-pos"), (5, "duration"), (6, "idle-active"),
    ]

    /// The lines that start observing `observed`.
    static func observeLines() -> [String] {
        observed.map { line(["observe_property", .int($0.id), .string($0.name)]) }
    }

    /// The lines that carry out one command.
    static func lines(for command: PlayerCommand) -> [String] {
        switch command {
        case .load(let paths, _):
            // `replace` never passes through idle, so no spurious "playback complete" between albums.
            // Starting elsewhere than the first track is done by `MPVPlayer` once mpv starts the first file:
            // sent right away, mpv 0.35 overrides the index with the playlist's first entry when leaving idle.
            guard !paths.isEmpty else { return [line(["stop"])] }
            var out = [line(["set_property", "pause", false]), line(["loadfile", .string(paths[0]), "replace"])]
            out += paths.dropFirst().map { line(["loadfile", .string($0), "append"]) }
            return out
        case .setPaused(let paused): return [line(["set_property", "pause", .bool(paused)])]
        case .next: return [line(["playlist-next"])]
        case .previous: return [line(["playlist-prev"])]
        case .playIndex(let index): return [line(["playlist-play-index", .int(index)])]
        case .stop: return [line(["stop"])]
        }
    }

    static func quitLine() -> String { line(["quit"]) }

    static func playIndexLine(_ index: Int) -> String { line(["playlist-play-index", .int(index)]) }

    /// Whether the line is mpv's `start-file` event (a file begins loading).
    static func isStartFile(_ text: Substring) -> Bool {
        text.contains(#""event":"start-file""#)
    }

    /// Turns one line from mpv into events; replies to commands and unknown events give none.
    static func events(fromLine text: Substring) -> [PlayerEvent] {
        guard let object = try? JSONValue(parsing: text.utf8),
              let event = object["event"]?.string else { return [] }
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
        case "time-pos": return data?.double.map { [.timePosition($0)] } ?? []
        case "duration": return data?.double.map { [.duration($0)] } ?? []
        case "idle-active": return data?.bool == true ? [.idle] : []
        default: return []
        }
    }

    private static func line(_ command: [JSONValue]) -> String {
        JSONValue.object(["command": .array(command)]).text() + "\n"
    }
}
