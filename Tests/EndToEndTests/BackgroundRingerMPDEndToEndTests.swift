import Foundation
import TestSupport
import XCTest

/// The background ringer alone (no clock open) waking to an album on a real MPD (`RealMPD`), the music chosen as the
/// user chooses it for every tui-clock, in config.toml: MPD's queue becomes the album and plays while `mpc volume`
/// rises; the ring's end stops MPD at the user's volume; a server that is down rings the ring tone and says why.
final class BackgroundRingerMPDEndToEndTests: XCTestCase {
    private var stateHome: String!
    private var library: String!
    /// Three times what a loaded machine needs to start the ringer, connect on loopback and read a handful of songs.
    private let patience = 15.0

    override func setUpWithError() throws {
        let base = NSTemporaryDirectory() + "tui-clock-ringer-mpd-\(UUID().uuidString.prefix(8))"
        stateHome = base + "-state"
        library = base + "-music"
        try AlbumWallEndToEndTests.makeLibrary(at: library)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: stateHome)
        try? FileManager.default.removeItem(atPath: library)
    }

    /// config.toml saying the music is on the MPD server at `port`; the environment that makes the ringer read it.
    private func musicOnMPD(port: Int) throws -> [String: String] {
        let configHome = stateHome + "/config"
        try FileManager.default.createDirectory(atPath: configHome + "/tui-clock", withIntermediateDirectories: true)
        try "music = \"mpd://127.0.0.1:\(port)\"\n".write(toFile: configHome + "/tui-clock/config.toml",
                                                          atomically: true, encoding: .utf8)
        return ["XDG_CONFIG_HOME": configHome, "XDG_CACHE_HOME": stateHome + "/cache"]
    }

    /// `mpc volume`'s "volume: 25%" as 25.
    private func volume(_ mpd: RealMPD) -> Int? {
        let text = mpd.mpc(["volume"]).output
        return Int(text.filter(\.isNumber))
    }

    /// `mpc -f %file% status`: the song playing, then "[playing] #1/2".
    private func playing(_ mpd: RealMPD) -> String { mpd.mpc(["-f", "%file%", "status"]).output }

    /// The ringer alone waking to Amber Fields on `mpd` (its user's volume 60, something else playing), checked up to
    /// MPD's volume rising mid-fade.
    private func ringerWaking(on mpd: RealMPD, bus: NotificationBus?) throws -> BackgroundRingerProcess {
        mpd.mpc(["volume", "60"])
        // Something else in MPD's queue, playing: the alarm replaces it.
        mpd.mpc(["add", "Artist 2"])
        mpd.mpc(["play"])
        try BackgroundRingerEndToEndTests.writeAlarmWaking(to: "artist 1\u{1F}amber fields", stateHome: stateHome)
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:57", bus: bus,
                                                 extra: try musicOnMPD(port: mpd.port))
        XCTAssertTrue(poll(timeout: 3 + patience) {
            self.playing(mpd).contains("Artist 1/Amber Fields/01 First Light.wav\n[playing] #1/2")
        }, playing(mpd) + ringer.log)
        // Said once MPD answered the play: a look at MPD can come before the ringer has written it.
        XCTAssertTrue(poll(timeout: patience) {
            ringer.log.contains("playing Amber Fields on MPD at 127.0.0.1:\(mpd.port) for the alarm")
        }, ringer.log)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, "the album, not the ring tone")

        // The fade: MPD's volume starts low and rises, below the user's 60 until 30 s have passed.
        var seen: [Int] = []
        XCTAssertTrue(poll(timeout: patience) {
            if let v = self.volume(mpd), seen.last != v { seen.append(v) }
            return seen.count >= 3
        }, "volumes seen: \(seen)\n\(ringer.log)")
        XCTAssertEqual(seen, seen.sorted(), "rising: \(seen)")
        XCTAssertLessThan(seen.first ?? 100, 30, "from low: \(seen)")
        XCTAssertLessThan(seen.last ?? 100, 60, "still fading: \(seen)")
        return ringer
    }

    func testAloneItReplacesMPDsQueueWithTheAlbumFadesTheVolumeInAndDismissStopsItAtTheUsersVolume() throws {
        let mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        let bus = try NotificationBus()
        let ringer = try ringerWaking(on: mpd, bus: bus)
        XCTAssertTrue(poll(timeout: 5) { !bus.notifications.isEmpty })
        XCTAssertTrue(bus.notifications[0].contains("summary=Wake up! 7:30 AM — Work — playing Amber Fields"),
                      bus.notifications[0])

        // Dismiss on the notification mid-fade: MPD stops, at the volume its user had.
        bus.click("dismiss", on: 1)
        XCTAssertTrue(poll(timeout: patience) { !self.playing(mpd).contains("[playing]") }, playing(mpd) + ringer.log)
        XCTAssertTrue(poll(timeout: patience) { self.volume(mpd) == 60 }, mpd.mpc(["volume"]).output + ringer.log)
        XCTAssertTrue(ringer.process.isRunning, "it goes on watching")
    }

    func testSnoozeFromAShellStopsMPDAtTheUsersVolume() throws {
        let mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        let ringer = try ringerWaking(on: mpd, bus: nil)
        let snoozed = Command.alarms(["snooze"], stateHome: stateHome)
        XCTAssertTrue(snoozed.output.contains("Snoozed alarm 1"), snoozed.output + snoozed.error)
        XCTAssertTrue(poll(timeout: patience) { !self.playing(mpd).contains("[playing]") }, playing(mpd) + ringer.log)
        XCTAssertTrue(poll(timeout: patience) { self.volume(mpd) == 60 }, mpd.mpc(["volume"]).output + ringer.log)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, "no ring tone either:\n\(ringer.log)")
    }

    /// An alarm must be heard while it rings: another client stopping MPD during the fade brings the ring tone, and
    /// MPD is left stopped at its user's volume.
    func testAnotherClientStoppingMPDMidFadeRingsTheRingToneAndSaysWhy() throws {
        let mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        let bus = try NotificationBus()
        let ringer = try ringerWaking(on: mpd, bus: bus)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, ringer.log)
        mpd.mpc(["stop"])
        XCTAssertTrue(poll(timeout: patience) { !ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertTrue(ringer.log.contains("cannot play the album (another client stopped MPD): ring tone instead"),
                      ringer.log)
        XCTAssertTrue(poll(timeout: 5) {
            bus.notifications.contains { $0.contains("(another client stopped MPD: ring tone instead)") }
        }, bus.lines.joined(separator: "\n"))
        XCTAssertTrue(poll(timeout: patience) { self.volume(mpd) == 60 }, mpd.mpc(["volume"]).output + ringer.log)
        XCTAssertFalse(playing(mpd).contains("[playing]"), playing(mpd))
    }

    /// Paused by another client (`mpc pause`, a phone's pause button) the album is as silent as stopped: the same
    /// hand-over to the ring tone, and MPD is left paused where that client paused it, at its user's volume.
    func testAnotherClientPausingMPDMidFadeRingsTheRingToneAndSaysWhy() throws {
        let mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        let bus = try NotificationBus()
        let ringer = try ringerWaking(on: mpd, bus: bus)
        XCTAssertTrue(ringer.ringPlayers.isEmpty, ringer.log)
        mpd.mpc(["pause"])
        XCTAssertTrue(poll(timeout: patience) { !ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertTrue(ringer.log.contains("cannot play the album (another client paused MPD): ring tone instead"),
                      ringer.log)
        XCTAssertTrue(poll(timeout: 5) {
            bus.notifications.contains { $0.contains("(another client paused MPD: ring tone instead)") }
        }, bus.lines.joined(separator: "\n"))
        XCTAssertTrue(poll(timeout: patience) { self.volume(mpd) == 60 }, mpd.mpc(["volume"]).output + ringer.log)
        XCTAssertTrue(playing(mpd).contains("Artist 1/Amber Fields/01 First Light.wav\n[paused]"), playing(mpd))
    }

    func testAServerThatIsDownAtTheAlarmRingsTheRingToneAndSaysWhy() throws {
        let port = try RealMPD.freePort()
        try BackgroundRingerEndToEndTests.writeAlarmWaking(to: "artist 1\u{1F}amber fields", stateHome: stateHome)
        let bus = try NotificationBus()
        let ringer = try BackgroundRingerProcess(stateHome: stateHome, now: "2026-11-27T07:29:58", bus: bus,
                                                 extra: try musicOnMPD(port: port))
        XCTAssertTrue(poll(timeout: 2 + patience) { !ringer.ringPlayers.isEmpty }, ringer.log)
        XCTAssertTrue(ringer.log.contains("cannot play the album (Cannot reach MPD at 127.0.0.1:\(port)"), ringer.log)
        XCTAssertTrue(ringer.log.contains("ring tone instead"), ringer.log)
        XCTAssertTrue(poll(timeout: 5) {
            bus.notifications.contains {
                $0.contains("(Cannot reach MPD at 127.0.0.1:\(port)") && $0.contains("ring tone instead)")
            }
        }, bus.lines.joined(separator: "\n"))
    }
}
