import ClockCore
/// Gathers tracks into albums as the scan finds them, and hands out albums once the scan has left
/// their folder (so an album is normally delivered whole, once).
///
/// Albums are keyed by album artist (else artist) + album title, lower-cased; `Album.id` is that key.
struct AlbumAssembler {
    private struct Entry {
        var album: Album
        /// Tracks with their sort keys (disc, track, file name), sorted when the album is handed out.
        var tracks: [(key: (Int, Int, String), track: Track)] = []
        var years: [Int] = []
        var firstEmbeddedCover: (key: (Int, Int, String), path: String)?
        /// The album counts as complete once the scan has left this folder.
        var settleRoot: String
        var delivered = false
        var changedSinceDelivery = true
    }

    private var entries: [String: Entry] = [:]
    /// Keys in first-seen order: the order albums are delivered in.
    private var order: [String] = []
    private var unsettled: Set<String> = []
    /// Cover image files found, by folder.
    private var coverFiles: [String: String] = [:]

    mutating func noteCoverFile(_ path: String, inDirectory directory: String) {
        coverFiles[directory] = path
    }

    /// Adds one track. `tags` win; `layout` fills what they leave out. Text from either is cleaned here, once
    /// (`TagText`), so nothing drawn later has to bound or filter it.
    mutating func add(path: String, fileName: String, tags rawTags: TrackTags, layout: FolderLayout) {
        let tags = rawTags.cleanedForDisplay()
        let artist = tags.albumArtist ?? tags.artist ?? layout.artist.flatMap(TagText.clean) ?? "Unknown Artist"
        let title = tags.album ?? layout.album.flatMap(TagText.clean) ?? "Unknown Album"
        let key = artist.lowercased() + "\u{1F}" + title.lowercased()
        let trackTitle = tags.title ?? TagText.clean(layout.title) ?? TagText.clean(fileName) ?? "Untitled"
        let track = Track(title: trackTitle, path: path, duration: tags.duration,
                          trackNumber: tags.trackNumber ?? layout.trackNumber,
                          discNumber: tags.discNumber ?? layout.discNumber)
        let sortKey = (track.discNumber ?? 1, track.trackNumber ?? Int.max, fileName)
        var entry = entries[key] ?? {
            order.append(key)
            return Entry(album: Album(id: key, title: title, artist: artist, directory: layout.albumDirectory,
                                      tracks: [], cover: .none),
                         settleRoot: layout.albumDirectory)
        }()
        entry.tracks.append((sortKey, track))
        if let year = tags.year { entry.years.append(year) }
        if tags.hasEmbeddedPicture,
           entry.firstEmbeddedCover.map({ Self.precedes(sortKey, $0.key) }) ?? true {
            entry.firstEmbeddedCover = (sortKey, path)
        }
        entry.changedSinceDelivery = true
        entries[key] = entry
        unsettled.insert(key)
    }

    /// Albums that are complete now that the scan moves on to `nextDirectory` (nil: the scan is over),
    /// new or changed since they were last handed out.
    mutating func takeSettled(nextDirectory: String?) -> [Album] {
        var settledKeys: [String] = []
        for key in unsettled {
            let root = entries[key]!.settleRoot
            if let next = nextDirectory, next == root || next.hasPrefix(root + "/") { continue }
            settledKeys.append(key)
        }
        guard !settledKeys.isEmpty else { return [] }
        var result: [Album] = []
        let settled = Set(settledKeys)
        for key in order where settled.contains(key) {
            unsettled.remove(key)
            guard var entry = entries[key], entry.changedSinceDelivery else { continue }
            entry.delivered = true
            entry.changedSinceDelivery = false
            entries[key] = entry
            result.append(finished(entry))
        }
        return result
    }

    /// Every album so far, in delivery order.
    func allAlbums() -> [Album] {
        order.compactMap { entries[$0].map(finished) }
    }

    private func finished(_ entry: Entry) -> Album {
        var album = entry.album
        album.tracks = entry.tracks.sorted { Self.precedes($0.key, $1.key) }.map(\.track)
        album.year = entry.years.min()
        if let embedded = entry.firstEmbeddedCover {
            album.cover = .embedded(path: embedded.path)
        } else if let file = coverFiles[album.directory] ?? album.tracks.lazy.compactMap({ track in
            coverFiles[Self.directory(of: track.path)]
        }).first {
            album.cover = .file(path: file)
        } else {
            album.cover = .none
        }
        return album
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[..<slash])
    }

    private static func precedes(_ a: (Int, Int, String), _ b: (Int, Int, String)) -> Bool {
        if a.0 != b.0 { return a.0 < b.0 }
        if a.1 != b.1 { return a.1 < b.1 }
        return a.2.utf8.lexicographicallyPrecedes(b.2.utf8)
    }
}
