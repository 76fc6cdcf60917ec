import JSON

/// The state file's `"player"` member: what the music player remembers (issue 21), checked as hard as the alarms —
/// a value tui-clock cannot have written makes the whole file bad (`StateFileFormat`).
///
/// ```json
/// "player": { "volume": 55, "shuffle": false, "repeat": "album", "track": 3, "position": 42.5,
///             "album": { "id": "/music/A", "title": "Tock", "artist": "Clockwork Quartet", "directory": "/music/A",
///                        "tracks": [ { "title": "One", "path": "/music/A/01.flac", "duration": 190.2 } ] } }
/// ```
/// A compilation's track also keeps its own `"artist"` (`Track.artist`).
enum PlayerMemoryFormat {
    /// Longest title, artist or path a state file may hold (paths are at most PATH_MAX on Linux).
    static let maxText = 4096

    static func encode(_ memory: PlayerMemory) -> JSONValue {
        var object: [String: JSONValue] = [
            "volume": .int(memory.volume), "shuffle": .bool(memory.shuffle), "repeat": .string(memory.repeatMode.rawValue),
            "track": .int(memory.track), "position": .number(memory.position),
        ]
        if let album = memory.album {
            var tracks: [JSONValue] = []
            for track in album.tracks {
                var t: [String: JSONValue] = ["title": .string(track.title), "path": .string(track.path)]
                t["duration"] = track.duration.map { .number($0) }
                t["artist"] = track.artist.map { .string($0) }
                tracks.append(.object(t))
            }
            object["album"] = ["id": .string(album.id), "title": .string(album.title), "artist": .string(album.artist),
                               "directory": .string(album.directory), "tracks": .array(tracks)]
        }
        return .object(object)
    }

    static func decode(_ value: JSONValue?) throws(StateFileFormatError) -> PlayerMemory {
        var memory = PlayerMemory()
        guard let value, !value.isNull else { return memory }
        guard case .object = value else { throw .malformed("expected an object at player") }
        if let volume = try StateFileFormat.field(value, "volume", "a whole number", { $0.int }, in: "player") {
            guard (0...100).contains(volume) else { throw .invalidValue("player.volume \(volume), not 0 to 100") }
            memory.volume = volume
        }
        memory.shuffle = try StateFileFormat.field(value, "shuffle", "true or false", { $0.bool }, in: "player") ?? false
        if let text = try StateFileFormat.field(value, "repeat", "a string", { $0.string }, in: "player") {
            guard let mode = RepeatMode(rawValue: text) else { throw .invalidValue("player.repeat \"\(text)\"") }
            memory.repeatMode = mode
        }
        guard let albumValue = value["album"], !albumValue.isNull else { return memory }
        let album = try self.album(albumValue)
        let track = try StateFileFormat.field(value, "track", "a whole number", { $0.int }, in: "player") ?? 0
        guard album.tracks.indices.contains(track) else { throw .invalidValue("player.track \(track)") }
        let position = try StateFileFormat.field(value, "position", "a number", { $0.double }, in: "player") ?? 0
        guard position.isFinite, (0...1_000_000).contains(position) else {
            throw .invalidValue("player.position \(position)")
        }
        memory.album = album
        memory.track = track
        memory.position = position
        return memory
    }

    private static func album(_ a: JSONValue) throws(StateFileFormatError) -> Album {
        func text(_ name: String, in object: JSONValue, at path: String) throws(StateFileFormatError) -> String {
            guard let value = try StateFileFormat.field(object, name, "a string", { $0.string }, in: path) else {
                throw .malformed("no \"\(name)\" at \(path)")
            }
            guard value.utf8.count <= maxText, !value.unicodeScalars.contains(where: { $0.value == 0 }) else {
                throw .invalidValue("\(path).\(name) is longer than \(maxText) bytes or holds a NUL")
            }
            return value
        }
        guard case .object = a else { throw .malformed("expected an object at player.album") }
        let id = try text("id", in: a, at: "player.album")
        guard !id.isEmpty, id.utf8.count <= StateFileFormat.maxAlbumIDLength else { throw .invalidValue("player.album.id") }
        guard let list = try StateFileFormat.field(a, "tracks", "a list", { $0.array }, in: "player.album"),
              !list.isEmpty else { throw .malformed("no tracks at player.album") }
        guard list.count <= PlayerMemory.maxTracks else {
            throw .invalidValue("\(list.count) tracks at player.album, at most \(PlayerMemory.maxTracks)")
        }
        var tracks: [Track] = []
        for (i, item) in list.enumerated() {
            let path = "player.album.tracks[\(i)]"
            guard case .object = item else { throw .malformed("expected an object at \(path)") }
            let file = try text("path", in: item, at: path)
            guard file.hasPrefix("/") || ServerTrack.uri(ofPath: file) != nil else {
                throw .invalidValue("\(path).path is not absolute")
            }
            let duration = try StateFileFormat.field(item, "duration", "a number", { $0.double }, in: path)
            if let duration, !(duration.isFinite && duration >= 0 && duration <= 1_000_000) {
                throw .invalidValue("\(path).duration \(duration)")
            }
            // A compilation's track keeps its own artist across a restart; a file saved before it had none.
            let hasArtist = try StateFileFormat.field(item, "artist", "a string", { $0.string }, in: path) != nil
            let artist = hasArtist ? try text("artist", in: item, at: path) : nil
            tracks.append(Track(title: try text("title", in: item, at: path), path: file, duration: duration,
                                artist: artist))
        }
        return Album(id: id, title: try text("title", in: a, at: "player.album"),
                     artist: try text("artist", in: a, at: "player.album"),
                     directory: try text("directory", in: a, at: "player.album"), tracks: tracks, cover: .none)
    }
}
