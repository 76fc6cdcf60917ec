import ClockCore
import Foundation
@testable import MusicLibrary
import TestSupport
import XCTest

/// The MPD player after MPD went away and came back as it was (a hung server continued, `kill -STOP`/`-CONT`):
/// it connects again by itself, with growing pauses, and reports what MPD plays, though nothing changed in MPD to
/// wake the watcher's `idle` (MPD played on the same long song).
final class MPDPlayerReconnectTests: XCTestCase {
    /// Three times what a loaded machine needs: the answer timeout, then the retries' first pauses (1 s, 2 s).
    private let patience = 15.0
    private var rig: PlayerOnRealMPD!
    private var mpd: RealMPD { rig.mpd }

    override func setUpWithError() throws {
        // Long enough that no song ends while a loaded machine runs the test (a song's end would wake `idle`).
        rig = try PlayerOnRealMPD(folder: "mpd-reconnect", tracks: [("01 First Light.wav", 300)])
    }

    override func tearDown() {
        if let rig { kill(rig.mpd.pid, SIGCONT) }
        rig?.stop()
    }

    /// Waits until an event heard since `from` satisfies `wanted`; the events since `from`.
    @discardableResult
    private func waitFor(from: Int, _ description: String, file: StaticString = #filePath, line: UInt = #line,
                         _ wanted: (PlayerEvent) -> Bool) -> [PlayerEvent] {
        let deadline = Date().addingTimeInterval(patience)
        var events: [PlayerEvent] = []
        repeat {
            events = Array(rig.events.dropFirst(from))
            if events.contains(where: wanted) { return events }
            usleep(10_000)
        } while Date() < deadline
        XCTFail("waited for \(description), heard \(events)", file: file, line: line)
        return events
    }

    private var count: Int { rig.count }

    func testAHungServerThatComesBackIsFollowedAgainWithoutACommand() throws {
        // A short answer timeout, so MPD stopped is noticed soon.
        let player = try rig.makePlayer(timeout: 1)
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
