import ClockCore
import XCTest

/// An album played from MPD is remembered in the state file like a local one, and read back: before, its relative
/// uris made the next start keep the whole state file aside as corrupt, alarms and all.
final class ServerTrackTests: XCTestCase {
    func testAnAlbumOnMPDIsRememberedAndReadBack() throws {
        let album = Album(id: "band\u{1F}first", title: "First", artist: "Band", directory: "Band/First",
                          tracks: [Track(title: "One", path: ServerTrack.path(uri: "Band/First/01 One.flac"), duration: 61)],
                          cover: .server(uri: "Band/First/01 One.flac"))
        let memory = PlayerMemory(album: album, track: 0, position: 12)
        let read = try StateFileFormat.decode(StateFileFormat.encode(SavedState(player: memory))).player
        XCTAssertEqual(read.album?.id, album.id, "the album is named by its id on the server")
        XCTAssertEqual(read.trackPath, "mpd:Band/First/01 One.flac")
        XCTAssertEqual(read.position, 12)
        // Resumed, the server's album (looked up by that id) plays from that song.
        var player = MusicPlayer(memory: read, playsOnServer: true)
        XCTAssertEqual(player.resume(album, seed: 1)?.commands, [.load(paths: ["mpd:Band/First/01 One.flac"], startAt: 0)])
    }

    func testALocalPathIsNoServerTrackAndARelativeOneStaysRefused() throws {
        XCTAssertNil(ServerTrack.uri(ofPath: "/music/Band/01.flac"))
        XCTAssertEqual(ServerTrack.uri(ofPath: "mpd:Band/01.flac"), "Band/01.flac")
        let album = Album(id: "a", title: "A", artist: "B", directory: "x",
                          tracks: [Track(title: "T", path: "relative/01.flac")], cover: .none)
        let bytes = StateFileFormat.encode(SavedState(player: PlayerMemory(album: album)))
        XCTAssertThrowsError(try StateFileFormat.decode(bytes))
    }
}
