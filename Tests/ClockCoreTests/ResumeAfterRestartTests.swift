@testable import ClockCore
import Foundation
import XCTest

/// The state file names the last album (its id and folders, as the library index keys it) and the track's file,
/// rather than copying every track: 154 KB for a 1,000-track album, written at every pause and track change. A
/// restart reads the album's tracks again from the library when the user resumes.
final class ResumeAfterRestartTests: XCTestCase {
    /// A 1,000-track album with long names, as a real box set has.
    let boxSet = Album(id: "the complete works\u{1f}composer", title: "The Complete Works", artist: "Composer",
                       directory: "/music/Composer/The Complete Works",
                       tracks: (1...1000).map { n in
                           Track(title: "Movement \(n) of a rather long work with a subtitle",
                                 path: "/music/Composer/The Complete Works/CD\(n / 100 + 1)/\(n) Movement of a rather long work.flac",
                                 duration: 300, trackNumber: n)
                       },
                       cover: .none)

    func playing(_ album: Album, track: Int, at seconds: Double) -> MusicPlayer {
        var player = MusicPlayer()
        _ = player.play(album, track: track, seed: 1)
        _ = player.apply(.playlistPosition(track), seed: 1, at: 0)
        _ = player.apply(.timePosition(seconds), seed: 1, at: 0)
        _ = player.togglePause(seed: 1)
        return player
    }

    /// A model started from what `player` left in the state file.
    func restarted(from player: MusicPlayer) throws -> AppModel {
        let state = try StateFileFormat.decode(StateFileFormat.encode(SavedState(player: player.memory)))
        return AppModel(options: AppOptions(), screenSize: Size(width: 100, height: 30), now: at(100), alarms: state)
    }

    func messages(_ model: AppModel) -> [String] { model.notifications.shown.map(\.message) }

    func testTheStateFileNamesTheAlbumAndItsTrackRatherThanCopyingEveryTrack() throws {
        let player = playing(boxSet, track: 499, at: 42)
        let bytes = StateFileFormat.encode(SavedState(player: player.memory))
        XCTAssertLessThan(bytes.count, 2_000, "a few hundred bytes, not every track's title and path")
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertFalse(text.contains("Movement 1 of"), "no track titles")
        XCTAssertTrue(text.contains("500 Movement of a rather long work.flac"), "the track's own file")
        let memory = try StateFileFormat.decode(bytes).player
        XCTAssertEqual(memory.album?.id, boxSet.id)
        XCTAssertEqual(memory.album?.foldersOfTracks.count, 11, "CD1 … CD11: where the library reads it from")
        XCTAssertEqual(memory.album?.trackCount, 1000)
        XCTAssertEqual(memory.track, 499)
        XCTAssertEqual(memory.position, 42)
    }

    /// `x` after a restart asks the library for the album's tracks, and plays the track at its second once they come.
    func testXAfterARestartReadsTheAlbumAgainAndResumesAtItsTrackAndSecond() throws {
        var model = try restarted(from: playing(boxSet, track: 499, at: 42))
        let asked = update(&model, .input(.key(KeyEvent(.char("x")))), at: at(101))
        let reading = try XCTUnwrap(asked.compactMap { if case .readTracks(let album) = $0 { album } else { nil } }.first)
        XCTAssertEqual(reading.id, boxSet.id)
        XCTAssertFalse(asked.contains { if case .player = $0 { true } else { false } }, "nothing plays before the tracks")
        let played = update(&model, .tracksRead(albumID: boxSet.id, tracks: boxSet.tracks), at: at(102))
        XCTAssertTrue(played.contains(.player(.load(paths: boxSet.tracks.map(\.path), startAt: 499))), "\(played)")
        _ = update(&model, .player(.playlistPosition(499)), at: at(103))
        XCTAssertTrue(update(&model, .player(.timePosition(0)), at: at(103)).contains(.player(.seekTo(42))))
        XCTAssertEqual(messages(model).filter { $0.contains("gone") }, [])
    }

    /// The wall holds the album with its tracks already (MPD's albums come with their songs, and reading them again
    /// meant reading the server's whole database): `x` resumes at once.
    func testAnAlbumTheWallHoldsWithItsTracksResumesWithoutReadingThemAgain() throws {
        var model = try restarted(from: playing(boxSet, track: 7, at: 12))
        _ = update(&model, .albumsFound([boxSet]), at: at(100))
        let effects = update(&model, .input(.key(KeyEvent(.char("x")))), at: at(101))
        XCTAssertFalse(effects.contains { if case .readTracks = $0 { true } else { false } }, "\(effects)")
        XCTAssertTrue(effects.contains(.player(.load(paths: boxSet.tracks.map(\.path), startAt: 7))))
    }

    /// The alarms command and the background ringer rewrite the state file from what they read: the named album
    /// comes out as it went in.
    func testTheNamedAlbumReadAndWrittenAgainIsTheSame() throws {
        let bytes = StateFileFormat.encode(SavedState(player: playing(boxSet, track: 499, at: 42).memory))
        XCTAssertEqual(StateFileFormat.encode(try StateFileFormat.decode(bytes)), bytes)
    }

    /// The media keys' Play and Space resume the same way (both take `x`'s path once the tracks come).
    func testSpaceAndTheRemotesPlayResumeAfterReadingToo() throws {
        for msg: Msg in [.input(.key(KeyEvent(.char(" ")))), .remoteControl(.play)] {
            var model = try restarted(from: playing(boxSet, track: 3, at: 7))
            let asked = update(&model, msg, at: at(101))
            XCTAssertTrue(asked.contains { if case .readTracks = $0 { true } else { false } }, "\(msg): \(asked)")
            let played = update(&model, .tracksRead(albumID: boxSet.id, tracks: boxSet.tracks), at: at(102))
            XCTAssertTrue(played.contains(.player(.load(paths: boxSet.tracks.map(\.path), startAt: 3))), "\(msg)")
        }
    }

    /// The track it stopped at was renamed (or removed) since: the track now at its place plays from its start, and
    /// the user is told.
    func testATrackGoneSinceResumesTheOneInItsPlaceFromItsStartAndSaysSo() throws {
        let album = sampleAlbums(1, tracks: 5)[0]
        var model = try restarted(from: playing(album, track: 2, at: 30))
        _ = update(&model, .input(.key(KeyEvent(.char("x")))), at: at(101))
        var changed = album.tracks
        changed[2].path = "/music/0/3 renamed.ogg"
        changed[2].title = "Song 3 (remastered)"
        let played = update(&model, .tracksRead(albumID: album.id, tracks: changed), at: at(102))
        XCTAssertTrue(played.contains(.player(.load(paths: changed.map(\.path), startAt: 2))), "\(played)")
        _ = update(&model, .player(.playlistPosition(2)), at: at(103))
        XCTAssertFalse(update(&model, .player(.timePosition(0)), at: at(103)).contains(.player(.seekTo(30))),
                       "another file: from its start")
        XCTAssertTrue(messages(model).contains { $0.contains("the track it stopped at is gone; playing Song 3 (remastered)") },
                      "\(messages(model))")
        // A track removed before it moves it: found by its file, it still resumes at its second.
        var again = try restarted(from: playing(album, track: 2, at: 30))
        _ = update(&again, .input(.key(KeyEvent(.char("x")))), at: at(101))
        let shorter = Array(album.tracks.dropFirst())
        XCTAssertTrue(update(&again, .tracksRead(albumID: album.id, tracks: shorter), at: at(102))
            .contains(.player(.load(paths: shorter.map(\.path), startAt: 1))))
        _ = update(&again, .player(.playlistPosition(1)), at: at(103))
        XCTAssertTrue(update(&again, .player(.timePosition(0)), at: at(103)).contains(.player(.seekTo(30))))
    }

    /// The library holds none of the album's files any more: nothing plays, nothing crashes, the user reads why,
    /// and the album is still remembered (a disk not mounted yet may bring it back).
    func testAnAlbumGoneSinceSaysItCannotResumeAndPlaysNothing() throws {
        var model = try restarted(from: playing(boxSet, track: 10, at: 5))
        _ = update(&model, .input(.key(KeyEvent(.char("x")))), at: at(101))
        let effects = update(&model, .tracksRead(albumID: boxSet.id, tracks: []), at: at(102))
        XCTAssertFalse(effects.contains { if case .player = $0 { true } else { false } }, "\(effects)")
        XCTAssertFalse(model.music.player.isLoaded)
        XCTAssertTrue(messages(model).contains("Cannot resume The Complete Works: its files are gone from the music library"),
                      "\(messages(model))")
        XCTAssertEqual(model.savedState.player.album?.id, boxSet.id)
        XCTAssertTrue(update(&model, .input(.key(KeyEvent(.char("x")))), at: at(103))
            .contains { if case .readTracks = $0 { true } else { false } }, "x tries again")
    }

    /// A state file written before kept the whole track list: it still resumes at once from it, and the next save
    /// writes the short form.
    func testAnOldStateFileWithTheWholeTrackListResumesAndIsSavedShort() throws {
        let tracks = (1...3).map { #"{"title": "T\#($0)", "path": "/m/A/\#($0).flac", "duration": 100}"# }.joined(separator: ", ")
        let old = #"{"version": 2, "alarms": [], "player": {"track": 1, "position": 12.5, "album": {"id": "a", "title": "A", "artist": "B", "directory": "/m/A", "tracks": [\#(tracks)]}}}"#
        let state = try StateFileFormat.decode(Array(old.utf8))
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 100, height: 30), now: at(100), alarms: state)
        let effects = update(&model, .input(.key(KeyEvent(.char("x")))), at: at(101))
        XCTAssertTrue(effects.contains(.player(.load(paths: ["/m/A/1.flac", "/m/A/2.flac", "/m/A/3.flac"], startAt: 1))),
                      "no read needed: \(effects)")
        _ = update(&model, .player(.playlistPosition(1)), at: at(102))
        _ = update(&model, .input(.key(KeyEvent(.char(" ")))), at: at(103))
        let bytes = StateFileFormat.encode(model.savedState)
        XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("\"tracks\""))
        let again = try StateFileFormat.decode(bytes).player
        XCTAssertEqual(again.trackPath, "/m/A/2.flac")
        XCTAssertEqual(again.album?.needsTracks, true, "named, to be read again")
    }
}
