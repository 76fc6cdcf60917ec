import JSON

/// The state file's `"player"` member: what the music player remembers (issue 21), checked as hard as the alarms —
/// a value tui-clock cannot have written makes the whole file bad (`StateFileFormat`).
///
/// ```json
/// "player": { "volume": 55, "shuffle": false, "repeat": "album", "track": 3, "position": 42.5,
///             "path": "/music/A/04.flac",
///             "album": { "id": "clockwork quartet\u001ftock", "title": "Tock", "artist": "Clockwork Quartet",
///                        "directory": "/music/A", "trackCount": 12 } }
/// ```
/// The album is named, not copied: its id and folders (`"folders"`, when its tracks are not all in `directory`) are
/// what the library index reads it back by, and `path` finds the track again if the album changed meanwhile. A file
/// written before kept the whole album (`"tracks"`, each with its title, path, duration and a compilation's
/// `"artist"`); it is still read, and the next save writes the short form.
enum PlayerMemoryFormat {
    /// Longest title, artist or path a state file may hold (paths are at most PATH_MAX on Linux).
    static let maxText = 4096

    static func encode(_ memory: PlayerMemory) -> JSONValue {
        var object: [String: JSONValue] = [
            "volume": .int(memory.volume), "shuffle": .bool(memory.shuffle), "repeat": .string(memory.repeatMode.rawValue),
            "track": .int(memory.track), "position": .number(memory.position),
        ]
        if let album = memory.album {
            var named: [String: JSONValue] = [
                "id": .string(album.id), "title": .string(album.title), "artist": .string(album.artist),
                "directory": .string(album.directory), "trackCount": .int(album.trackCount),
            ]
            let folders = album.trackFolderList
            if !folders.isEmpty { named["folders"] = .array(folders.map { .string($0) }) }
            object["album"] = .object(named)
            object["path"] = memory.trackPath.map { .string($0) }
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
        guard case .object = albumValue else { throw .malformed("expected an object at player.album") }
        let album = albumValue["tracks"] == nil ? try named(albumValue) : try self.album(albumValue)
        let track = try StateFileFormat.field(value, "track", "a whole number", { $0.int }, in: "player") ?? 0
        guard (0..<album.trackCount).contains(track) else { throw .invalidValue("player.track \(track)") }
        if try StateFileFormat.field(value, "path", "a string", { $0.string }, in: "player") != nil {
            memory.trackPath = try trackPath(text("path", in: value, at: "player"), at: "player.path")
        } else if album.tracks.indices.contains(track) {
            memory.trackPath = album.tracks[track].path
        }
        let position = try StateFileFormat.field(value, "position", "a number", { $0.double }, in: "player") ?? 0
        guard position.isFinite, (0...1_000_000).contains(position) else {
            throw .invalidValue("player.position \(position)")
        }
        memory.album = album
        memory.track = track
        memory.position = position
        return memory
    }

    private static func text(_ name: String, in object: JSONValue, at path: String) throws(StateFileFormatError) -> String {
        guard let value = try StateFileFormat.field(object, name, "a string", { $0.string }, in: path) else {
            throw .malformed("no \"\(name)\" at \(path)")
        }
        guard value.utf8.count <= maxText, !value.unicodeScalars.contains(where: { $0.value == 0 }) else {
            throw .invalidValue("\(path).\(name) is longer than \(maxText) bytes or holds a NUL")
        }
        return value
    }

    /// A track's file: absolute, or a track on an MPD server.
    private static func trackPath(_ file: String, at path: String) throws(StateFileFormatError) -> String {
        guard file.hasPrefix("/") || ServerTrack.uri(ofPath: file) != nil else {
            throw .invalidValue("\(path) is not absolute")
        }
        return file
    }

    private static func id(of a: JSONValue) throws(StateFileFormatError) -> String {
        let id = try text("id", in: a, at: "player.album")
        guard !id.isEmpty, id.utf8.count <= StateFileFormat.maxAlbumIDLength else { throw .invalidValue("player.album.id") }
        return id
    }

    /// The album as the state file names it now: its tracks are read again when it resumes.
    private static func named(_ a: JSONValue) throws(StateFileFormatError) -> Album {
        let id = try id(of: a)
        guard let count = try StateFileFormat.field(a, "trackCount", "a whole number", { $0.int }, in: "player.album") else {
            throw .malformed("no tracks at player.album")
        }
        guard (1...PlayerMemory.maxTrackCount).contains(count) else { throw .invalidValue("player.album.trackCount \(count)") }
        var folders: [String] = []
        if let list = try StateFileFormat.field(a, "folders", "a list", { $0.array }, in: "player.album") {
            guard list.count <= PlayerMemory.maxFolders else {
                throw .invalidValue("\(list.count) folders at player.album, at most \(PlayerMemory.maxFolders)")
            }
            for (i, item) in list.enumerated() {
                guard let folder = item.string, folder.utf8.count <= maxText, !folder.isEmpty,
                      !folder.unicodeScalars.contains(where: { $0.value == 0 }) else {
                    throw .invalidValue("player.album.folders[\(i)] is not a folder's path")
                }
                folders.append(folder)
            }
        }
        return Album.remembered(id: id, title: try text("title", in: a, at: "player.album"),
                                artist: try text("artist", in: a, at: "player.album"),
                                directory: try text("directory", in: a, at: "player.album"), folders: folders,
                                trackCount: count)
    }

    /// The album as a file written before kept it, whole.
    private static func album(_ a: JSONValue) throws(StateFileFormatError) -> Album {
        let id = try id(of: a)
        guard let list = try StateFileFormat.field(a, "tracks", "a list", { $0.array }, in: "player.album"),
              !list.isEmpty else { throw .malformed("no tracks at player.album") }
        guard list.count <= PlayerMemory.maxTracks else {
            throw .invalidValue("\(list.count) tracks at player.album, at most \(PlayerMemory.maxTracks)")
        }
        var tracks: [Track] = []
        for (i, item) in list.enumerated() {
            let path = "player.album.tracks[\(i)]"
            guard case .object = item else { throw .malformed("expected an object at \(path)") }
            let file = try trackPath(text("path", in: item, at: path), at: path + ".path")
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
