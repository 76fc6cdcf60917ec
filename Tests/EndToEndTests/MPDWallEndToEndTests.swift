import Foundation
import TestSupport
import XCTest

/// The built program with its music on a real MPD (started by the test: `RealMPD`), in tmux: the wall shows MPD's
/// albums, searches them, follows another client's `update`, and says when the server is down until it is back.
final class MPDWallEndToEndTests: XCTestCase {
    static let demoLibrary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary").path
    /// Three times what a loaded machine needs to connect on loopback and read a handful of songs.
    private let patience = 15.0

    private func wall(_ music: String, env: [String: String] = [:]) throws -> TmuxSession {
        let session = try TmuxSession(args: ["--music", music], env: ["TUI_CLOCK_AUDIO_OUTPUT": "null"].merging(env) { $1 })
        XCTAssertTrue(session.waitForIdle())
        session.keys("Tab")
        return session
    }

    private func shows(_ session: TmuxSession, _ texts: String...) -> Bool {
        let screen = session.screen().joined(separator: "\n")
        return texts.allSatisfy(screen.contains)
    }

    func testTheWallShowsAndSearchesMPDsAlbums() throws {
        let mpd = try RealMPD(musicDirectory: Self.demoLibrary)
        defer { mpd.stop() }
        let s = try wall("mpd://127.0.0.1:\(mpd.port)")
        defer { s.kill() }
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            shows(s, "Tick Tock Suite", "Untagged Demos", "Midnight Static", "Morning Bells", "Snooze Button")
        }, s.screen().joined(separator: "\n"))
        XCTAssertTrue(shows(s, "Clockwork Quart", "Various Artists", "Folder Band"))
        XCTAssertTrue(s.waitForIdle())
        s.keys("/")
        s.literal("static")
        XCTAssertTrue(s.waitForIdle())
        XCTAssertTrue(s.waitUntil { shows(s, "Midnight Static") && !shows(s, "Tick Tock Suite") },
                      s.screen().joined(separator: "\n"))
    }

    func testMpdAloneReadsMPDHostAndPortAsMpcDoes() throws {
        let mpd = try RealMPD(musicDirectory: Self.demoLibrary)
        defer { mpd.stop() }
        let s = try wall("mpd", env: ["MPD_HOST": "127.0.0.1", "MPD_PORT": String(mpd.port)])
        defer { s.kill() }
        XCTAssertTrue(s.waitUntil(timeout: patience) { shows(s, "Tick Tock Suite", "Snooze Button") },
                      s.screen().joined(separator: "\n"))
    }

    func testConfigFileMusicNamesTheServer() throws {
        let mpd = try RealMPD(musicDirectory: Self.demoLibrary)
        defer { mpd.stop() }
        let configHome = NSTemporaryDirectory() + "tui-clock-mpd-config-\(getpid())-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: configHome) }
        try FileManager.default.createDirectory(atPath: configHome + "/tui-clock", withIntermediateDirectories: true)
        try "music = \"mpd://127.0.0.1:\(mpd.port)\"\n".write(toFile: configHome + "/tui-clock/config.toml", atomically: true,
                                                               encoding: .utf8)
        let s = try TmuxSession(env: ["XDG_CONFIG_HOME": configHome, "TUI_CLOCK_AUDIO_OUTPUT": "null"])
        defer { s.kill() }
        XCTAssertTrue(s.waitForIdle())
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: patience) { shows(s, "Tick Tock Suite", "Snooze Button") },
                      s.screen().joined(separator: "\n"))

        try "# MPD\nmusic = \"mpd://pw@nas:0\"\n".write(toFile: configHome + "/tui-clock/config.toml", atomically: true,
                                                      encoding: .utf8)
        let bad = try TmuxSession(env: ["XDG_CONFIG_HOME": configHome])
        defer { bad.kill() }
        XCTAssertTrue(bad.waitUntil(timeout: patience) { shows(bad, "config.toml:2: Cannot use mpd://…@nas:0 for music") },
                      bad.screen().joined(separator: "\n"))
        XCTAssertFalse(shows(bad, "pw@"), "the password is not shown")
    }

    func testAnUpdateByAnotherClientShowsOnTheWall() throws {
        let root = NSTemporaryDirectory() + "tui-clock-mpd-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/Noise Floor", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Self.demoLibrary + "/Noise Floor/Midnight Static", toPath: root + "/Noise Floor/Midnight Static")
        let mpd = try RealMPD(musicDirectory: root)
        defer { mpd.stop() }
        let s = try wall("mpd://127.0.0.1:\(mpd.port)")
        defer { s.kill() }
        XCTAssertTrue(s.waitUntil(timeout: patience) { shows(s, "Midnight Static") }, s.screen().joined(separator: "\n"))
        XCTAssertFalse(shows(s, "Morning Bells"))

        try fm.createDirectory(atPath: root + "/The Alarmists", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Self.demoLibrary + "/The Alarmists/Morning Bells", toPath: root + "/The Alarmists/Morning Bells")
        XCTAssertTrue(mpd.mpc(["update", "--wait"]).succeeded)
        XCTAssertTrue(s.waitUntil(timeout: patience) { shows(s, "Midnight Static", "Morning Bells") },
                      s.screen().joined(separator: "\n"))
    }

    func testAServerThatIsDownIsSaidUntilItComesUp() throws {
        let port = try RealMPD.freePort()
        let s = try wall("mpd://127.0.0.1:\(port)")
        defer { s.kill() }
        XCTAssertTrue(s.waitUntil(timeout: patience) { shows(s, "Cannot reach MPD at 127.0.0.1:\(port)", "trying again in") },
                      s.screen().joined(separator: "\n"))
        let mpd = try RealMPD(musicDirectory: Self.demoLibrary, port: port)
        defer { mpd.stop() }
        // Pauses between tries double from 1 s; by 1 + 2 + 4 + 8 s the server, up in under a second, has been found.
        XCTAssertTrue(s.waitUntil(timeout: 15 + patience) { shows(s, "Tick Tock Suite") && !shows(s, "Cannot reach") },
                      s.screen().joined(separator: "\n"))
    }

    func testAnEmptyDatabaseSaysToUpdateIt() throws {
        let empty = NSTemporaryDirectory() + "tui-clock-mpd-empty-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let mpd = try RealMPD(musicDirectory: empty)
        defer { mpd.stop() }
        let s = try wall("mpd://127.0.0.1:\(mpd.port)")
        defer { s.kill() }
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            shows(s, "No albums found", "MPD at 127.0.0.1:\(mpd.port) has no songs: update its database (mpc update)")
        }, s.screen().joined(separator: "\n"))
        XCTAssertFalse(shows(s, "--music DIR"), s.screen().joined(separator: "\n"))
    }

    func testAMalformedServerAddressIsRefusedWithExitCode2() throws {
        let s = try TmuxSession(args: ["--music", "mpd://secret@nas:99999"])
        defer { s.kill() }
        XCTAssertEqual(s.exitCode(timeout: patience), 2)
        let screen = s.screen().joined(separator: "\n")
        XCTAssertTrue(screen.contains("the port must be a number from 1 to 65535"), screen)
        XCTAssertFalse(screen.contains("secret"), screen)
    }
}

/// Playback through a real MPD: Enter replaces MPD's queue with the album and plays it, the panel follows another
/// client's `next` and `pause`, and quitting tui-clock leaves MPD playing.
final class MPDPlaybackEndToEndTests: MPDPlayingTestCase {
    func testEnterPlaysTheAlbumOnMPDThePanelFollowsOtherClientsAndQuittingLeavesItPlaying() throws {
        let s = try playFirstAlbum()

        // Another client moves on, then pauses: the panel follows within a second (well inside this bound).
        mpd.mpc(["next"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { s.screen().contains { $0.contains("▶ 2. Slow Return") } },
                      s.screen().joined(separator: "\n"))
        mpd.mpc(["pause"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { s.screen().contains { $0.contains("Paused") } },
                      s.screen().joined(separator: "\n"))
        // Space here resumes it on MPD.
        s.keys("Space")
        XCTAssertTrue(s.waitUntil(timeout: patience) { self.playing.contains("[playing] #2/2") }, playing)

        s.keys("Escape")
        XCTAssertTrue(s.waitForIdle())
        s.keys("q")
        XCTAssertEqual(s.exitCode(timeout: patience), 0)
        XCTAssertTrue(playing.contains("Artist 1/Amber Fields/02 Slow Return.wav\n[playing] #2/2"), playing)

        // The album played from MPD is remembered like a local one: the next start reads the state file (it was kept
        // aside as corrupt, alarms and all, while MPD's uris were not absolute paths) and x resumes it on MPD.
        mpd.mpc(["clear"])
        let again = try launch()
        XCTAssertTrue(again.waitForIdle())
        XCTAssertFalse(again.screen().joined().contains("Cannot read"), again.screen().joined(separator: "\n"))
        again.keys("x")
        XCTAssertTrue(again.waitUntil(timeout: patience) {
            self.playing.contains("Artist 1/Amber Fields/02 Slow Return.wav\n[playing] #2/2")
        }, playing)
    }

    func testAnAlarmWakesToAnAlbumOnMPD() throws {
        var s = try playFirstAlbum(["--24h", "--now", "05:00:00"])
        XCTAssertTrue(s.waitUntil(timeout: patience) { s.screen().joined().contains("Playing: First Light") },
                      s.screen().joined(separator: "\n"))
        s.keys("w")
        s.keys("Escape")
        XCTAssertTrue(s.waitForIdle())
        s.keys("v")
        XCTAssertTrue(s.waitForIdle())
        XCTAssertTrue(s.screen().joined().contains("The 07:00 alarm wakes you to Amber Fields"), s.screen().joined(separator: "\n"))
        // Wall → clock, where `a` switches the alarm on.
        s.keys("Tab", "a")
        XCTAssertTrue(s.waitForIdle())
        s.keys("q")
        XCTAssertEqual(s.exitCode(timeout: patience), 0)
        s.kill()
        mpd.mpc(["clear"])

        s = try launch(["--24h", "--now", "06:59:55"])
        XCTAssertTrue(s.waitUntil(timeout: 3 * 5 + patience) { s.screen().joined().contains("Wake up!") },
                      s.screen().joined(separator: "\n"))
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.playing.contains("Artist 1/Amber Fields/01 First Light.wav\n[playing] #1/2")
        }, playing)
        XCTAssertTrue(s.screen().joined().contains("Wake up! 07:00 — playing Amber Fields"), s.screen().joined(separator: "\n"))
        s.keys("Enter")
        XCTAssertTrue(s.waitForIdle())
        s.keys("q")
        XCTAssertEqual(s.exitCode(timeout: patience), 0)
        s.kill()

        // The server is down at the next alarm: the ring tone rings instead, and the notice says why.
        mpd.stop()
        // Tomorrow: today's 07:00 has rung (the sessions run in UTC).
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let day = utc.dateComponents([.year, .month, .day], from: Date().addingTimeInterval(24 * 3600))
        let tomorrow = String(format: "%04d-%02d-%02dT06:59:55", day.year!, day.month!, day.day!)
        s = try launch(["--24h", "--now", tomorrow])
        XCTAssertTrue(s.waitUntil(timeout: 3 * 5 + patience) { s.screen().joined().contains("Wake up!") },
                      s.screen().joined(separator: "\n"))
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            s.screen().joined(separator: " ").contains("Cannot reach MPD at 127.0.0.1:\(mpd.port)")
        }, s.screen().joined(separator: "\n"))
        XCTAssertTrue(s.screen().joined(separator: " ").contains("ring tone"), s.screen().joined(separator: "\n"))
    }
}
