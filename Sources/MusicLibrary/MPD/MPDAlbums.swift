import CMPD
import ClockCore
import ClockSystem

/// MPD's whole database read as the wall's albums, grouped as a local folder's are (`AlbumAssembler`: album artist,
/// else "Various Artists" when the artists differ, else the artist; disc folders merged), a page of songs at a time
/// so that no answer grows beyond what MPD's output buffer (8 MiB by default) and tui-clock will hold.
enum MPDAlbums {
    /// Songs asked for in one `find … window`: about 2 MB of answer for songs with the usual tags.
    static let pageSize = 5_000
    /// Albums handed on at once after the first batch.
    static let batchSize = 500
    /// Bytes of text one page may bring; beyond it the server is sending something no library holds.
    static let pageByteLimit = 32 << 20
    /// Songs at most, ten times the largest library the benchmarks read (100,000 tracks).
    static let songLimit = 1_000_000
    /// Seconds one page may take: MPD on a loaded NAS sends one in well under a second, but a server that trickles
    /// its answer a line at a time, each within the read timeout, would otherwise hold the library for hours.
    static let pageTimeLimit = 30.0

    /// Reads every song; `onAlbums` gets albums as they are complete (MPD lists folder by folder), in the order
    /// found. Returns every album's id.
    static func read(from connection: MPDConnection, pageTimeLimit: Double = pageTimeLimit,
                     onAlbums: ([Album]) -> Void) throws(MPDError) -> Set<String> {
        var assembler = AlbumAssembler()
        var ids: Set<String> = []
        var start = 0
        // Albums are handed on in batches: the first at once (the wall's first titles), then every `batchSize`, so
        // the wall deals 100,000 songs' albums in tens of steps rather than one per folder.
        var batch: [Album] = []
        var told = false
        func hand(_ albums: [Album], flush: Bool = false) {
            batch += albums
            guard !batch.isEmpty, flush || !told || batch.count >= batchSize else { return }
            ids.formUnion(batch.map(\.id))
            onAlbums(batch)
            batch = []
            told = true
        }
        while true {
            var bytes = 0
            var seen = 0
            var lastDirectory: String?
            var overflow: String?
            var tooSlow = false
            let deadline = KernelClocks.monotonicSeconds() + pageTimeLimit
            let count = try connection.songs(start..<(start + pageSize)) { song in
                seen += 1
                let row = MPDSong(song.pointee)
                bytes += row.byteCount
                if seen > pageSize || bytes > pageByteLimit || start + seen > songLimit {
                    overflow = seen > pageSize ? "more songs than asked for" : "an answer beyond \(pageByteLimit >> 20) MiB"
                    return false
                }
                if KernelClocks.monotonicSeconds() > deadline {
                    tooSlow = true
                    return false
                }
                if row.directory != lastDirectory {
                    hand(withServerCovers(assembler.takeSettled(nextDirectory: row.directory)))
                    lastDirectory = row.directory
                }
                assembler.add(path: ServerTrack.path(uri: row.uri), fileName: row.fileName, tags: row.tags, layout: row.layout,
                              firstSeen: row.lastModified)
                return true
            }
            if tooSlow {
                throw MPDError(.timeout, "\(connection.address) answers too slowly (\(seen) songs in \(Int(pageTimeLimit)) s)")
            }
            if let overflow {
                throw MPDError(.tooLarge, "\(connection.address) sent \(overflow); stopped reading it")
            }
            start += count
            if count < pageSize { break }
            hand([], flush: true)
        }
        hand(withServerCovers(assembler.takeSettled(nextDirectory: nil)), flush: true)
        return ids
    }
}

extension MPDAlbums {
    /// Every album's cover is the one MPD keeps for its first track (MPD finds cover files by the song's folder).
    static func withServerCovers(_ albums: [Album]) -> [Album] {
        albums.map { album in
            var album = album
            album.cover = album.tracks.first.flatMap { ServerTrack.uri(ofPath: $0.path) }.map { .server(uri: $0) } ?? .none
            return album
        }
    }
}

/// One song as MPD lists it, in the scanner's terms.
struct MPDSong {
    var uri: String
    var fileName: String
    var directory: String
    var tags: TrackTags
    var layout: FolderLayout
    var lastModified: Int64?
    /// What the song's text weighs, to bound an answer.
    var byteCount: Int

    init(_ song: tc_mpd_song) {
        func text(_ pointer: UnsafePointer<CChar>?) -> String? { pointer.map { String(cString: $0) } }
        let uri = text(song.uri) ?? ""
        let slash = uri.lastIndex(of: "/")
        self.uri = uri
        fileName = slash.map { String(uri[uri.index(after: $0)...]) } ?? uri
        directory = slash.map { String(uri[..<$0]) } ?? ""
        let album = text(song.album), title = text(song.title), artist = text(song.artist)
        let albumArtist = text(song.album_artist)
        let date = text(song.original_date) ?? text(song.date)
        tags = TrackTags(title: title, artist: artist, album: album, albumArtist: albumArtist,
                         trackNumber: Self.leadingNumber(text(song.track)), discNumber: Self.leadingNumber(text(song.disc)),
                         year: Self.year(date), duration: song.duration_ms >= 0 ? Double(song.duration_ms) / 1000 : nil)
        let folders = directory.isEmpty ? [] : directory.split(separator: "/").map(String.init)
        layout = FolderLayout(relativeFolders: folders, fileName: fileName, directory: directory)
        lastModified = song.last_modified > 0 ? song.last_modified : nil
        byteCount = uri.utf8.count + [album, title, artist, albumArtist, date].reduce(0) { $0 + ($1?.utf8.count ?? 0) } + 64
    }

    /// "3/12" → 3, "03" → 3.
    static func leadingNumber(_ text: String?) -> Int? {
        guard let digits = text?.prefix(while: { $0.isASCII && $0.isNumber }), !digits.isEmpty, digits.count <= 4 else {
            return nil
        }
        return Int(digits)
    }

    /// "1999-05-01" or "1999" → 1999.
    static func year(_ text: String?) -> Int? {
        guard let digits = text?.prefix(while: { $0.isASCII && $0.isNumber }), digits.count == 4 else { return nil }
        return Int(digits)
    }
}
