import CMPD
import ClockCore
@testable import MusicLibrary
import XCTest

/// Another client's queue on MPD read as the model's albums: runs of one album's songs in the queue's order, from the
/// album of the song that plays; and whether what tui-clock put in MPD's queue is still there.
final class MPDServerQueueTests: XCTestCase {
    /// One song as MPD's `playlistinfo` lists it.
    private func song(_ uri: String, album: String?, albumArtist: String? = nil, artist: String = "Someone",
                      track: Int? = nil) -> MPDSong {
        let texts = [uri, album, albumArtist, artist, track.map(String.init)].map { $0.map { strdup($0) } }
        defer { for text in texts { free(text ?? nil) } }
        var row = tc_mpd_song()
        row.uri = UnsafePointer(texts[0] ?? nil)
        row.album = UnsafePointer(texts[1] ?? nil)
        row.album_artist = UnsafePointer(texts[2] ?? nil)
        row.artist = UnsafePointer(texts[3] ?? nil)
        row.track = UnsafePointer(texts[4] ?? nil)
        row.duration_ms = 30_000
        return MPDSong(row)
    }

    /// What an ncmpcpp user might have queued: a song of one album, two of another, played out of their order, one
    /// more of the first, and a two-disc album.
    private var mixed: [MPDSong] {
        [song("Dusk/Radio/02.wav", album: "Radio", artist: "Dusk", track: 2),
         song("Copper/Sky/02.wav", album: "Sky", artist: "Copper", track: 2),
         song("Copper/Sky/01.wav", album: "Sky", artist: "Copper", track: 1),
         song("Dusk/Radio/01.wav", album: "Radio", artist: "Dusk", track: 1),
         song("Box/Set/CD1/01.wav", album: "Set", artist: "Box", track: 1),
         song("Box/Set/CD2/01.wav", album: "Set", artist: "Box", track: 1)]
    }

    func testAMixedQueueIsCutIntoItsAlbumsFromTheOneThatPlays() throws {
        // MPD plays its third song (Sky's first, after its second): read from position 10 on.
        let queue = try XCTUnwrap(MPDServerQueue.make(mixed, first: 10, playing: 12, uri: "Copper/Sky/01.wav"))
        XCTAssertEqual(queue.start, 11, "Sky's run starts one song earlier")
        XCTAssertEqual(queue.albums.map(\.title), ["Sky", "Radio", "Set"])
        XCTAssertEqual(queue.albums.map(\.artist), ["Copper", "Dusk", "Box"])
        XCTAssertEqual(queue.uris, [["Copper/Sky/02.wav", "Copper/Sky/01.wav"], ["Dusk/Radio/01.wav"],
                                    ["Box/Set/CD1/01.wav", "Box/Set/CD2/01.wav"]],
                       "in the queue's order, the positions MPD reports; the discs of one album in one")
        XCTAssertEqual(queue.albums[0].cover, .server(uri: "Copper/Sky/01.wav"), "the wall's cover for the album")
        XCTAssertEqual(queue.albums[0].tracks.map(\.trackNumber), [2, 1])
    }

    func testACompilationsSongsKeepTheirOwnArtists() throws {
        let songs = [song("Jazz/01.flac", album: "Jazz", albumArtist: "Various Artists", artist: "John Coltrane", track: 1),
                     song("Jazz/02.flac", album: "Jazz", albumArtist: "Various Artists", artist: "Bill Evans", track: 2),
                     song("Copper/Sky/01.wav", album: "Sky", artist: "Copper", track: 1)]
        let queue = try XCTUnwrap(MPDServerQueue.make(songs, first: 0, playing: 0, uri: "Jazz/01.flac"))
        XCTAssertEqual(queue.albums.map(\.artist), ["Various Artists", "Copper"])
        XCTAssertEqual(queue.albums[0].tracks.map(\.artist), ["John Coltrane", "Bill Evans"], "MPD's Artist tag")
        XCTAssertEqual(queue.albums[1].tracks.map(\.artist), [nil], "one artist's album names it once")
    }

    func testTheAlbumIsTheWallsAlbum() throws {
        // The whole album queued in order (mpc add "Copper/Sky"): the same album the wall deals from MPD's database.
        let songs = [song("Copper/Sky/01.wav", album: "Sky", artist: "Copper", track: 1),
                     song("Copper/Sky/02.wav", album: "Sky", artist: "Copper", track: 2)]
        let queue = try XCTUnwrap(MPDServerQueue.make(songs, first: 0, playing: 1, uri: "Copper/Sky/02.wav"))
        var assembler = AlbumAssembler()
        for song in songs {
            assembler.add(path: ServerTrack.path(uri: song.uri), fileName: song.fileName, tags: song.tags,
                          layout: song.layout, firstSeen: song.lastModified)
        }
        XCTAssertEqual(queue.albums, MPDAlbums.withServerCovers(assembler.takeSettled(nextDirectory: nil)))
    }

    func testAQueueChangedWhileItWasReadIsNotTakenForWhatPlays() {
        XCTAssertNil(MPDServerQueue.make(mixed, first: 0, playing: 2, uri: "Dusk/Radio/02.wav"))
        XCTAssertNil(MPDServerQueue.make(mixed, first: 0, playing: 9, uri: "Dusk/Radio/02.wav"))
    }

    func testWhatTuiClockQueuedAgreesWithTheQueueReadAgainUntilAnotherClientChangesIt() throws {
        var queue = MPDQueue()
        queue.load(["Copper/Sky/02.wav", "Copper/Sky/01.wav"])
        queue.append(["Dusk/Radio/01.wav"])
        let read = try XCTUnwrap(MPDServerQueue.make(Array(mixed[1...3]), first: 0, playing: 0,
                                                      uri: "Copper/Sky/02.wav"))
        XCTAssertTrue(queue.agrees(with: read))
        XCTAssertTrue(queue.plays(MPDPlayerSnapshot(state: .paused, position: 1, uri: "Copper/Sky/01.wav", elapsed: 0,
                                                    duration: 30)))
        let added = try XCTUnwrap(MPDServerQueue.make(Array(mixed[1...4]), first: 0, playing: 0,
                                                       uri: "Copper/Sky/02.wav"))
        XCTAssertFalse(queue.agrees(with: added), "mpc add after it: the panel's queue is read again")
        queue.follow(added)
        XCTAssertEqual(queue.loaded, ["Copper/Sky/02.wav", "Copper/Sky/01.wav"])
        XCTAssertEqual(queue.positions(ofQueued: 1), 3..<4, "Del on the added album takes MPD's song 4 out")
        XCTAssertFalse(queue.plays(MPDPlayerSnapshot(state: .playing, position: 0, uri: "Dusk/Radio/02.wav", elapsed: 0,
                                                     duration: 30)), "another client's song at that place")
    }
}
