@testable import ClockCore
import XCTest

/// On a music server (MPD) the volume, shuffle and repeat are the server's, shared with its other clients: the keys
/// set them there, the server's reports set the model, and the album goes to the server in order, whatever shuffle is.
final class ServerPlayerModesTests: XCTestCase {
    let albums = sampleAlbums(2)

    func testAnotherClientsVolumeShuffleAndRepeatReachTheModelLoadedOrNot() {
        var player = MusicPlayer(playsOnServer: true)
        XCTAssertEqual(player.apply(.volume(40), seed: 1, at: 0), [])
        XCTAssertEqual(player.apply(.shuffle(true), seed: 1, at: 0), [])
        XCTAssertEqual(player.apply(.repeatMode(.track), seed: 1, at: 0), [])
        XCTAssertEqual([player.volume], [40])
        XCTAssertTrue(player.shuffle)
        XCTAssertEqual(player.repeatMode, .track)
        XCTAssertEqual(player.memory.volume, 40, "remembered as any volume is")
    }

    func testPlayingSendsTheAlbumInOrderAndLeavesTheServersVolumeAndModes() {
        var player = MusicPlayer(memory: PlayerMemory(volume: 70, shuffle: true, repeatMode: .track),
                                 playsOnServer: true)
        let album = albums[0]
        XCTAssertEqual(player.play(album, track: 1, seed: 7), [.load(paths: album.tracks.map(\.path), startAt: 1)])
        XCTAssertEqual(player.order, Array(album.tracks.indices), "the server shuffles (MPD's random)")
    }

    func testTheKeysSetTheServersModes() {
        var player = MusicPlayer(playsOnServer: true)
        XCTAssertEqual(player.toggleShuffle(seed: 1), [.setShuffle(true)], "also with nothing loaded")
        XCTAssertEqual(player.cycleRepeat(), [.setRepeat(.album)])
        XCTAssertEqual(player.setRepeat(.track), [.setRepeat(.track)])
        XCTAssertEqual(player.perform(.volume(-5), at: at(1)), [.setVolume(95)])
    }

    func testTheServerRepeatsTheAlbumItself() {
        var player = MusicPlayer(memory: PlayerMemory(repeatMode: .album), playsOnServer: true)
        _ = player.play(albums[0], seed: 1)
        _ = player.apply(.playlistPosition(0), seed: 1, at: 0)
        XCTAssertEqual(player.apply(.idle, seed: 1, at: 0), [], "not loaded again: MPD's repeat goes round its queue")
    }

    func testTheLocalPlayerKeepsItsOwnOrderAndLoop() {
        var player = MusicPlayer(memory: PlayerMemory(volume: 70))
        XCTAssertEqual(player.play(albums[0], seed: 1).dropFirst(), [.setVolume(70)])
        XCTAssertEqual(player.cycleRepeat(), [.loopTrack(false)])
    }
}

/// `e` on a server: the album goes into the server's own queue, and the server's moving on into it loads it.
final class ServerQueueTests: XCTestCase {
    let albums = sampleAlbums(3)

    func testQueuedAlbumsGoToTheServerAndComeBackWhenItPlaysThem() {
        var player = MusicPlayer(playsOnServer: true)
        _ = player.play(albums[0], seed: 1)
        _ = player.apply(.playlistPosition(0), seed: 1, at: 0)
        XCTAssertEqual(player.enqueue(albums[1], seed: 1), [.append(paths: albums[1].tracks.map(\.path))])
        XCTAssertEqual(player.enqueue(albums[2], seed: 1), [.append(paths: albums[2].tracks.map(\.path))])
        XCTAssertEqual(player.queue, [albums[1], albums[2]])
        XCTAssertEqual(player.unqueue(1), [.removeQueued(index: 1)], "Del takes it off the server's queue too")
        _ = player.apply(.playlistPosition(albums[0].tracks.count - 1), seed: 1, at: 0)
        XCTAssertEqual(player.next(seed: 1), [.next], "the server plays on into the queued album")
        XCTAssertEqual(player.apply(.queuedAlbumStarted, seed: 1, at: 0), [])
        XCTAssertEqual(player.album, albums[1])
        XCTAssertTrue(player.queue.isEmpty)
        _ = player.apply(.playlistPosition(1), seed: 1, at: 0)
        XCTAssertEqual(player.currentAlbumTrack, 1)
    }
}
