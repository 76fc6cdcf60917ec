import ClockCore
import Foundation
@testable import MusicLibrary
import Synchronization
import TestSupport
import XCTest

/// The MPD player after MPD went away and came back as it was (a hung server continued, `kill -STOP`/`-CONT`):
/// it connects again by itself, with growing pauses, and reports what MPD plays, though nothing changed in MPD to
/// wake the watcher's `idle` (MPD played on the same long song).
final class MPDPlayerReconnectTests: XCTestCase {
    /// Three times what a loaded machine needs: the answer timeout, then the retries' first pauses (1 s, 2 s).
    private let patience = 15.0
    private var library = ""
    private var mpd: RealMPD!
    private final class Heard: Sendable {
        let events = Mutex<[PlayerEvent]>([])
    }

    private let heard = Heard()
    private var player: MPDPlayer?

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-mpd-reconnect-\(getpid())-\(UUID().uuidString.prefix(8))"
        let folder = library + "/Artist 1/Amber Fields"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Long enough that no song ends while a loaded machine runs the test (a song's end would wake `idle`).
        try SilentWAV.data(seconds: 300).write(to: URL(fileURLWithPath: folder + "/01 First Light.wav"))
        mpd = try RealMPD(musicDirectory: library)
    }

    override func tearDown() {
        if let mpd { kill(mpd.pid, SIGCONT) }
        player?.shutdown()
        mpd?.stop()
        try? FileManager.default.removeItem(atPath: library)
    }

    /// Waits until an event heard since `from` satisfies `wanted`; the events since `from`.
    @discardableResult
    private func waitFor(from: Int, _ description: String, file: StaticString = #filePath, line: UInt = #line,
                         _ wanted: (PlayerEvent) -> Bool) -> [PlayerEvent] {
        let deadline = Date().addingTimeInterval(patience)
        var events: [PlayerEvent] = []
        repeat {
            events = Array(heard.events.withLock { $0 }.dropFirst(from))
            if events.contains(where: wanted) { return events }
            usleep(10_000)
        } while Date() < deadline
        XCTFail("waited for \(description), heard \(events)", file: file, line: line)
        return events
    }

    private var count: Int { heard.events.withLock { $0.count } }

    func testAHungServerThatComesBackIsFollowedAgainWithoutACommand() throws {
        let address = try XCTUnwrap(MPDAddress.parse("mpd://127.0.0.1:\(mpd.port)", environment: [:], home: "/")?.get())
        // A short answer timeout, so MPD stopped is noticed soon.
        let player = try XCTUnwrap(MPDPlayer(address: address, timeout: 1) { [heard] events in
            heard.events.withLock { $0 += events }
        })
        self.player = player
        player.send(.load(paths: ["Artist 1/Amber Fields/01 First Light.wav"], startAt: 0))
        waitFor(from: 0, "the song playing") { if case .timePosition = $0 { true } else { false } }

        // MPD hangs: the position read twice a second times out.
        XCTAssertEqual(kill(mpd.pid, SIGSTOP), 0)
        let hung = count
        let died = waitFor(from: hung, "died") { if case .died = $0 { true } else { false } }
        XCTAssertEqual(died.filter { if case .died = $0 { true } else { false } }.count, 1,
                       "said once, not at every retry: \(died)")

        // Back as it was, playing the same song: no client changes anything, so only a retry finds it.
        XCTAssertEqual(kill(mpd.pid, SIGCONT), 0)
        let back = count
        let again = waitFor(from: back, "the song playing again") { if case .timePosition = $0 { true } else { false } }
        XCTAssertTrue(again.contains(.ready), "\(again)")
        XCTAssertTrue(again.contains(.playlistPosition(0)), "\(again)")
        XCTAssertTrue(mpd.mpc(["status"]).output.contains("[playing]"), "MPD played on")
    }
}
