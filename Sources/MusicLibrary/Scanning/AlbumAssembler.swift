import ClockCore
/// Gathers tracks into albums as the scan finds them, and hands out albums once the scan has left
/// their folder (so an album is normally delivered whole, once).
///
/// With `earlierPart` (a walk with the library index) an album handed out leaves only its place and folders here:
/// a later part of it (an album split over distant folders) reads the earlier one back. Without, every album
/// handed out stays here with its tracks until the walk ends — at 1,000,000 tracks that was 550 MiB at every
/// start, where the wall itself holds albums only.
///
/// Albums are keyed as people tag them: the album artist; else, for one album title in one album folder (disc
/// folders included), the artist `AlbumArtist` chooses from its tracks — "Various Artists" for a compilation —
/// plus the album title, lower-cased; `Album.id` is that key. Tracks wait in a group per album folder and title until
/// the scan leaves that folder, because only then are all the title's artists known.
struct AlbumAssembler {
    private typealias SortKey = (disc: Int, track: Int, fileName: String)

    /// Tracks gathered for an album or a part of it; sorted when the album is handed out.
    private struct Gathered {
        var tracks: [(key: SortKey, track: Track)] = []
        var year: Int?
        /// When the index first saw the earliest of these tracks (seconds since 1970): when the album was added.
        var firstSeen: Int64?
        var firstEmbeddedCover: (key: SortKey, path: String)?

        mutating func add(_ track: Track, key: SortKey, year: Int?, firstSeen: Int64?, hasEmbeddedPicture: Bool) {
            tracks.append((key, track))
            if let year { self.year = min(year, self.year ?? year) }
            if let firstSeen { self.firstSeen = min(firstSeen, self.firstSeen ?? firstSeen) }
            if hasEmbeddedPicture, firstEmbeddedCover.map({ AlbumAssembler.precedes(key, $0.key) }) ?? true {
                firstEmbeddedCover = (key, track.path)
            }
        }

        mutating func merge(_ other: Gathered) {
            tracks += other.tracks
            if let year = other.year { self.year = min(year, self.year ?? year) }
            if let seen = other.firstSeen { firstSeen = min(seen, firstSeen ?? seen) }
            if let cover = other.firstEmbeddedCover,
               firstEmbeddedCover.map({ AlbumAssembler.precedes(cover.key, $0.key) }) ?? true {
                firstEmbeddedCover = cover
            }
        }
    }

    /// One album title's tracks in one album folder while the scan is still inside it.
    private struct Group {
        var title: String
        var albumArtist: String?
        var directory: String
        var trackArtists: [String] = []
        var isCompilation = false
        var gathered = Gathered()

        mutating func add(_ track: Track, key: SortKey, artist: String, tags: TrackTags, firstSeen: Int64?) {
            trackArtists.append(artist)
            isCompilation = isCompilation || tags.isCompilation
            gathered.add(track, key: key, year: tags.year, firstSeen: firstSeen, hasEmbeddedPicture: tags.hasEmbeddedPicture)
        }
    }

    private struct Entry {
        /// The album as last handed out.
        var album: Album
        /// The album's place in first-seen order: the order albums are delivered in.
        var position: Int
        var gathered = Gathered()
    }

    /// An album handed out and let go (with `earlierPart`): enough to read it back.
    private struct HandedOut {
        var position: Int
        /// The album's folder and its tracks' folders.
        var folders: [String]
    }

    /// Reads back the album with this id, tracks, cover and all, from these folders (what an earlier part of it
    /// held); nil when none of its tracks is there any more.
    typealias EarlierPart = (_ id: String, _ folders: [String]) -> Album?

    private var groups: [String: Group] = [:]
    /// Keys of the groups not yet settled, in first-seen order.
    private var unsettled: [String] = []
    private var entries: [String: Entry] = [:]
    private var handedOut: [String: HandedOut] = [:]
    private var positions = 0
    /// Cover image files found, by folder.
    private var coverFiles: [String: (path: String, rank: Int)] = [:]

    /// `name` is the best cover file in `directory` (see `CoverFileName`).
    mutating func noteCoverFile(named name: String, inDirectory directory: String) {
        coverFiles[directory] = (directory + "/" + name, CoverFileName.rank(name) ?? .max)
    }

    /// Adds one track. `tags` win; `layout` fills what they leave out. Text from either is cleaned here, once
    /// (`TagText`), so nothing drawn later has to bound or filter it. `firstSeen`: when the library index first saw
    /// the file (nil without an index); an album's is its earliest track's, for the "recently added" order.
    mutating func add(path: String, fileName: String, tags rawTags: TrackTags, layout: FolderLayout,
                      firstSeen: Int64? = nil) {
        let tags = rawTags.cleanedForDisplay()
        let title = tags.album ?? layout.album.flatMap(TagText.clean) ?? "Unknown Album"
        let groupKey = [layout.albumDirectory, tags.albumArtist?.lowercased() ?? "", title.lowercased()]
            .joined(separator: "\u{1F}")
        let trackTitle = tags.title ?? TagText.clean(PathBytes.display(layout.title))
            ?? TagText.clean(PathBytes.display(fileName)) ?? "Untitled"
        let track = Track(title: trackTitle, path: path, duration: tags.duration,
                          trackNumber: tags.trackNumber ?? layout.trackNumber,
                          discNumber: tags.discNumber ?? layout.discNumber, artist: tags.artist)
        if groups[groupKey] == nil {
            unsettled.append(groupKey)
            groups[groupKey] = Group(title: title, albumArtist: tags.albumArtist, directory: layout.albumDirectory)
        }
        // Changed in place: a copy taken out of the dictionary would copy the folder's tracks for every track added.
        groups[groupKey]!.add(track, key: (track.discNumber ?? 1, track.trackNumber ?? Int.max, fileName),
                              artist: tags.artist ?? layout.artist.flatMap(TagText.clean) ?? "Unknown Artist", tags: tags,
                              firstSeen: firstSeen)
    }

    /// Albums that are complete now that the scan moves on to `nextDirectory` (nil: the scan is over),
    /// new or changed since they were last handed out, with all their tracks. With `earlierPart` the assembler
    /// lets them go (pass it at every call or at none).
    mutating func takeSettled(nextDirectory: String?, earlierPart: EarlierPart? = nil) -> [Album] {
        var staying: [String] = []
        var touched: Set<String> = []
        for groupKey in unsettled {
            let directory = groups[groupKey]!.directory
            if let next = nextDirectory, next == directory || next.hasPrefix(directory + "/") {
                staying.append(groupKey)
            } else {
                touched.insert(settle(groups.removeValue(forKey: groupKey)!, earlierPart: earlierPart))
            }
        }
        unsettled = staying
        let settled = touched.map { entries[$0]! }.sorted { $0.position < $1.position }
        let albums = settled.map { entry in
            let album = finished(entry)
            // The album holds the tracks now; the gathered copy would only sit in memory until the scan ends
            // (and leave holes among the albums when it went). A later part of the album gathers them again.
            entries[album.id]!.album = album
            entries[album.id]!.gathered.tracks = []
            return album
        }
        if earlierPart != nil {
            for album in albums {
                entries[album.id] = nil
                var folders = [album.directory]
                for folder in Self.folders(of: album.tracks) where !folders.contains(folder) { folders.append(folder) }
                handedOut[album.id] = HandedOut(position: settled.first { $0.album.id == album.id }!.position,
                                                folders: folders)
                for folder in folders { coverFiles[folder] = nil }
            }
        }
        return albums
    }

    /// Files a finished group under its album (an album split over distant folders gathers again); returns the key.
    private mutating func settle(_ group: Group, earlierPart: EarlierPart?) -> String {
        let artist = group.albumArtist
            ?? AlbumArtist.of(trackArtists: group.trackArtists, isCompilation: group.isCompilation)
        // Titles and artists from folder names keep their exact bytes (escaped) until here, so the key tells apart
        // folders whose names differ only in bytes that are not UTF-8; the album shows them as U+FFFD.
        let key = LibraryScan.join(artist.lowercased(), group.title.lowercased(), separator: "\u{1F}")
        if entries[key] == nil, let part = handedOut.removeValue(forKey: key),
           let earlier = earlierPart?(key, part.folders) {
            entries[key] = gatheredAgain(earlier, position: part.position)
        }
        var entry = entries[key] ?? Entry(album: Album(id: key, title: PathBytes.display(group.title),
                                                       artist: PathBytes.display(artist),
                                                       directory: group.directory, tracks: [], cover: .none),
                                          position: positions)
        if entries[key] == nil { positions += 1 }
        if entry.gathered.tracks.isEmpty {
            entry.gathered.tracks = entry.album.tracks.map { (Self.sortKey(of: $0), $0) }
        }
        entry.gathered.merge(group.gathered)
        entries[key] = entry
        return key
    }

    /// An album read back as the entry it was when handed out: its best cover file noted again, its tracks,
    /// year, first-seen date and embedded cover gathered.
    private mutating func gatheredAgain(_ album: Album, position: Int) -> Entry {
        var entry = Entry(album: album, position: position)
        entry.gathered.year = album.year
        entry.gathered.firstSeen = album.firstSeen
        switch album.cover {
        case .file(let path):
            let folder = Self.directory(of: path)
            let name = String(path.dropFirst(folder.count + 1))
            coverFiles[folder] = (path, CoverFileName.rank(name) ?? .max)
        case .embedded(let path):
            if let track = album.tracks.first(where: { $0.path == path }) {
                entry.gathered.firstEmbeddedCover = (Self.sortKey(of: track), path)
            }
        case .server, .none: break
        }
        return entry
    }

    /// The key a track was sorted by, from the track itself.
    private static func sortKey(of track: Track) -> SortKey {
        let name = track.path.lastIndex(of: "/").map { String(track.path[track.path.index(after: $0)...]) } ?? track.path
        return (track.discNumber ?? 1, track.trackNumber ?? Int.max, name)
    }

    /// Cover files before embedded pictures: a file is what the user (or their player) chose as the album's face.
    private func finished(_ entry: Entry) -> Album {
        var album = entry.album
        album.tracks = entry.gathered.tracks.sorted { Self.precedes($0.key, $1.key) }.map { Self.own($0.track, on: album) }
        album.year = entry.gathered.year
        if let seen = entry.gathered.firstSeen { album.firstSeen = min(seen, album.firstSeen ?? seen) }
        // The album folder's and its disc folders' covers: the best name wins, the album folder's on a tie.
        let folders = [album.directory] + album.tracks.map { Self.directory(of: $0.path) }
        if let file = folders.compactMap({ coverFiles[$0] }).min(by: { $0.rank < $1.rank }) {
            album.cover = .file(path: file.path)
        } else if let embedded = entry.gathered.firstEmbeddedCover {
            album.cover = .embedded(path: embedded.path)
        } else {
            album.cover = .none
        }
        return album
    }

    /// `track` keeping its artist only where it is not the album's (a compilation's track), as `Track.artist` says:
    /// an album by one artist shows its tracks as before, and holds no second copy of the name per track.
    private static func own(_ track: Track, on album: Album) -> Track {
        guard let artist = track.artist, artist.lowercased() == album.artist.lowercased() else { return track }
        var track = track
        track.artist = nil
        return track
    }

    /// The folders the tracks are in, each once, in the tracks' order.
    private static func folders(of tracks: [Track]) -> [String] {
        var folders: [String] = []
        for track in tracks {
            let folder = directory(of: track.path)
            if folder != folders.last, !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// How many tracks and albums the assembler holds (with no `earlierPart`, every album handed out and its
    /// tracks; tests check that a walk with the index keeps neither), and the cover files it remembers.
    var held: (tracks: Int, albums: Int, coverFiles: Int) {
        (groups.values.reduce(0) { $0 + $1.gathered.tracks.count }
            + entries.values.reduce(0) { $0 + $1.album.tracks.count + $1.gathered.tracks.count },
         entries.count, coverFiles.count)
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[..<slash])
    }

    private static func precedes(_ a: SortKey, _ b: SortKey) -> Bool {
        if a.disc != b.disc { return a.disc < b.disc }
        if a.track != b.track { return a.track < b.track }
        return a.fileName.utf8.lexicographicallyPrecedes(b.fileName.utf8)
    }
}
