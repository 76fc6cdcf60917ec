import Foundation
import TestSupport
import XCTest

/// What the end-to-end tests of playback through MPD start from: a real MPD of the test's own (`RealMPD`) serving the
/// wall's test library (`AlbumWallEndToEndTests.makeLibrary`: Amber Fields by Artist 1 first, two songs), and
/// `playFirstAlbum()`: tui-clock on it in tmux, the wall opened with Tab and its first album played with Enter — MPD
/// playing the album's first song, the panel showing it. MPD, the sessions and the folders end with the test.
class MPDPlayingTestCase: XCTestCase {
    /// Three times what a loaded machine needs to connect on loopback and read a handful of songs.
    let patience = 15.0
    private(set) var library = ""
    private(set) var mpd: RealMPD!
    private var sessions: [TmuxSession] = []

    /// The program's state (the album played, alarms), kept across its launches within a test.
    var stateHome: String { library + "-state" }
    /// Every launch's environment: silent if anything reaches a sound card, the state folder above.
    var environment: [String: String] { ["TUI_CLOCK_AUDIO_OUTPUT": "null", "XDG_STATE_HOME": stateHome] }
    var music: [String] { ["--music", "mpd://127.0.0.1:\(mpd.port)"] }

    /// MPD's queue, one file a line.
    var playlist: [String] { mpd.mpc(["-f", "%file%", "playlist"]).output.split(separator: "\n").map(String.init) }
    /// `mpc status` with the current song's file: "Artist 1/Amber Fields/01 First Light.wav\n[playing] #1/2 …".
    var playing: String { mpd.mpc(["-f", "%file%", "status"]).output }

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-mpd-\(getpid())-\(UUID().uuidString.prefix(8))"
        try AlbumWallEndToEndTests.makeLibrary(at: library)
        mpd = try RealMPD(musicDirectory: library)
    }

    override func tearDown() {
        for session in sessions { session.kill() }
        mpd?.stop()
        try? FileManager.default.removeItem(atPath: library)
        try? FileManager.default.removeItem(atPath: stateHome)
    }

    /// tui-clock on MPD with `arguments` added, killed at the end of the test.
    func launch(_ arguments: [String] = []) throws -> TmuxSession {
        let session = try TmuxSession(args: music + arguments, env: environment)
        sessions.append(session)
        return session
    }

    /// tui-clock on MPD, the wall open, Enter on its first album: returns once MPD plays that album's first song
    /// (the queue replaced by the album) and the panel shows it playing.
    func playFirstAlbum(_ arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws
        -> TmuxSession {
        let s = try launch(arguments)
        XCTAssertTrue(s.waitForIdle(), file: file, line: line)
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: patience) { s.screen().joined().contains("Amber Fields") },
                      s.screen().joined(separator: "\n"), file: file, line: line)
        XCTAssertTrue(s.waitForIdle(), file: file, line: line)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: patience) {
            self.playing.contains("Artist 1/Amber Fields/01 First Light.wav\n[playing] #1/2")
        }, playing, file: file, line: line)
        XCTAssertEqual(playlist, ["Artist 1/Amber Fields/01 First Light.wav", "Artist 1/Amber Fields/02 Slow Return.wav"],
                       file: file, line: line)
        XCTAssertTrue(s.waitUntil(timeout: patience) { s.screen().contains { $0.contains("▶ 1. First Light") } },
                      s.screen().joined(separator: "\n"), file: file, line: line)
        return s
    }
}
