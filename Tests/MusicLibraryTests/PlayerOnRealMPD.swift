import ClockCore
import Foundation
@testable import MusicLibrary
import Synchronization
import TestSupport
import XCTest

/// A real MPD over a library of one album, "Artist 1/Amber Fields", of silent tracks, and the `MPDPlayer` a test
/// makes on it, whose reports are gathered from its worker thread for the test to wait on.
final class PlayerOnRealMPD {
    let library: String
    let mpd: RealMPD
    private(set) var player: MPDPlayer?
    private let heard = Heard()

    /// What the player reported, on its worker thread.
    private final class Heard: Sendable {
        let events = Mutex<[PlayerEvent]>([])
    }

    /// `tracks`: the album's file names and their lengths in seconds; `folder` names the temporary library.
    init(folder: String, tracks: [(file: String, seconds: Int)]) throws {
        library = NSTemporaryDirectory() + "tui-clock-\(folder)-\(getpid())-\(UUID().uuidString.prefix(8))"
        let album = library + "/Artist 1/Amber Fields"
        do {
            try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
            for (file, seconds) in tracks {
                try SilentWAV.data(seconds: seconds).write(to: URL(fileURLWithPath: album + "/" + file))
            }
            mpd = try RealMPD(musicDirectory: library)
        } catch {
            try? FileManager.default.removeItem(atPath: library)
            throw error
        }
    }

    /// A player on this MPD, not started, answering within `timeout`.
    func makePlayer(timeout: Double = MPDLibrary.answerTimeout) throws -> MPDPlayer {
        let address = try XCTUnwrap(MPDAddress.parse("mpd://127.0.0.1:\(mpd.port)", environment: [:], home: "/")?.get())
        let player = try XCTUnwrap(MPDPlayer(address: address, timeout: timeout) { [heard] events in
            heard.events.withLock { $0 += events }
        })
        self.player = player
        return player
    }

    /// Everything the player reported so far.
    var events: [PlayerEvent] { heard.events.withLock { $0 } }

    var count: Int { heard.events.withLock { $0.count } }

    /// The player shut down, MPD stopped, the library removed.
    func stop() {
        player?.shutdown()
        mpd.stop()
        try? FileManager.default.removeItem(atPath: library)
    }
}
