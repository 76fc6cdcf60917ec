import Foundation
import TestSupport
import XCTest

/// MPRIS when the music is MPD's: `playerctl` sees what MPD plays — also what it played before tui-clock started and
/// what other clients change — and its requests act on MPD (as `mpc` reads it).
final class MPRISOnMPDEndToEndTests: XCTestCase {
    /// Three times what a loaded machine needs to connect on loopback and read a handful of songs.
    private let patience = 15.0
    private var library = ""
    private var bus: PrivateSessionBus?

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-mpris-mpd-\(getpid())-\(UUID().uuidString.prefix(8))"
        try MPDFollowEndToEndTests.makeLibrary(at: library)
        bus = try PrivateSessionBus()
    }

    override func tearDown() {
        bus?.stop()
        try? FileManager.default.removeItem(atPath: library)
        try? FileManager.default.removeItem(atPath: library + "-state")
    }

    @discardableResult
    private func remote(_ bus: PrivateSessionBus, _ args: String...) -> String {
        bus.playerctl(["-p", "tui_clock"] + args)
    }

    /// The song MPD plays, by the title tui-clock gives it (the test's songs are untagged: "02 Slow Return.wav").
    private func current(_ mpd: RealMPD) -> String {
        let file = mpd.mpc(["current", "-f", "%file%"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = file.split(separator: "/").last.map(String.init) ?? ""
        return String(name.dropFirst(3).dropLast(4))
    }

    private func status(_ mpd: RealMPD) -> String { mpd.mpc(["status"]).output }

    func testPlayerctlSeesWhatMPDPlaysAndItsRequestsActOnMPD() throws {
        let bus = try XCTUnwrap(bus)
        let mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        mpd.mpc(["add", "Artist 2/Blue Hour"])
        mpd.mpc(["play", "1"])
        XCTAssertEqual(current(mpd), "First Light")
        let s = try TmuxSession(args: ["--music", "mpd://127.0.0.1:\(mpd.port)"],
                                env: ["TUI_CLOCK_AUDIO_OUTPUT": "null", "XDG_STATE_HOME": library + "-state",
                                      "DBUS_SESSION_BUS_ADDRESS": bus.address])
        defer { s.kill() }

        // What MPD played before tui-clock started, without a key pressed.
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.remote(bus, "metadata", "xesam:title") == self.current(mpd)
        }, "playerctl: \(remote(bus, "metadata")), mpc: \(current(mpd))")
        XCTAssertEqual(remote(bus, "metadata", "xesam:title"), "First Light")
        XCTAssertEqual(remote(bus, "metadata", "xesam:album"), "Blue Hour")
        XCTAssertEqual(remote(bus, "metadata", "xesam:artist"), "Artist 2")
        XCTAssertEqual(remote(bus, "metadata", "mpris:length"), "180000000")
        XCTAssertEqual(remote(bus, "status"), "Playing")

        // Another client's changes: the next song, a pause, the volume, random, a seek.
        mpd.mpc(["next"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.remote(bus, "metadata", "xesam:title") == "Slow Return" },
                      remote(bus, "metadata"))
        mpd.mpc(["pause"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.remote(bus, "status") == "Paused" })
        mpd.mpc(["volume", "60"])
        mpd.mpc(["random", "on"])
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.remote(bus, "volume") == "0.600000" && self.remote(bus, "shuffle") == "On"
        }, "\(remote(bus, "volume")) \(remote(bus, "shuffle"))")
        mpd.mpc(["seek", "1:40"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { (Double(self.remote(bus, "position")) ?? 0) >= 100 },
                      remote(bus, "position"))

        // The remote's requests act on MPD.
        remote(bus, "play")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.status(mpd).contains("[playing] #2/2") }, status(mpd))
        // Position is where the song is when asked, not the panel's last whole second: in a second and a half of reads
        // no two are the same (with the panel's seconds, reads within one second all were). Each read is a
        // playerctl process, which a loaded machine may take most of a second to run: the reads go on for a second
        // and a half and until there are three, however long those take.
        var positions: [Double] = []
        let reading = Date()
        _ = s.waitUntil(timeout: patience) {
            positions.append(Double(self.remote(bus, "position")) ?? 0)
            return positions.count > 2 && Date().timeIntervalSince(reading) >= 1.5
        }
        XCTAssertGreaterThan(positions.count, 2)
        // Each read is new (the first report after the resume may set it back a little: MPD resumes a moment later).
        XCTAssertTrue(zip(positions, positions.dropFirst()).allSatisfy { $1 != $0 }, "\(positions)")
        XCTAssertGreaterThan(positions.last ?? 0, (positions.first ?? 0) + 1, "\(positions)")
        XCTAssertTrue((100..<180).contains(positions.first ?? 0), "\(positions)")
        remote(bus, "volume", "0.3")
        remote(bus, "shuffle", "Off")
        remote(bus, "loop", "Track")
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            let line = self.status(mpd)
            return line.contains("volume: 30%") && line.contains("random: off") && line.contains("repeat: on")
                && line.contains("single: on")
        }, status(mpd))
        remote(bus, "loop", "None")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.status(mpd).contains("repeat: off") }, status(mpd))
        remote(bus, "previous")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.current(mpd) == "First Light" }, current(mpd))
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.remote(bus, "metadata", "xesam:title") == "First Light" })
        remote(bus, "next")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.current(mpd) == "Slow Return" }, current(mpd))
        remote(bus, "pause")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.status(mpd).contains("[paused]") }, status(mpd))

        s.keys("q")
        XCTAssertEqual(s.exitCode(timeout: patience), 0, s.screenText)
        XCTAssertTrue(status(mpd).contains("[paused]  #2/2"), "MPD keeps its song: \(status(mpd))")
    }

    func testAQueueMPDIsStoppedWithIsStoppedWithItsSongAndPlayPlaysIt() throws {
        let bus = try XCTUnwrap(bus)
        let mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        mpd.mpc(["add", "Artist 2/Blue Hour"])
        mpd.mpc(["play", "2"])
        mpd.mpc(["stop"])
        let queue = mpd.mpc(["playlist", "-f", "%file%"]).output
        let s = try TmuxSession(args: ["--music", "mpd://127.0.0.1:\(mpd.port)"],
                                env: ["TUI_CLOCK_AUDIO_OUTPUT": "null", "XDG_STATE_HOME": library + "-state",
                                      "DBUS_SESSION_BUS_ADDRESS": bus.address])
        defer { s.kill() }
        XCTAssertTrue(s.waitForIdle())
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.remote(bus, "metadata", "xesam:title") == "Slow Return"
        }, remote(bus, "metadata"))
        XCTAssertEqual(remote(bus, "status"), "Stopped")
        XCTAssertEqual(remote(bus, "metadata", "xesam:album"), "Blue Hour")

        remote(bus, "play")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.status(mpd).contains("[playing] #2/2") }, status(mpd))
        XCTAssertEqual(mpd.mpc(["playlist", "-f", "%file%"]).output, queue, "MPD's own queue plays")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.remote(bus, "status") == "Playing" })
    }
}
