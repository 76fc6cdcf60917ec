import Foundation
import MusicLibrary
import TestSupport
import XCTest

final class SoundPlayerTests: XCTestCase {
    private let ring = TestLibrary.resources + "/ring.ogg"

    func testRingSoundLoopsUntilStopped() throws {
        let sound = try XCTUnwrap(SoundPlayer.start(file: ring, audioOutput: "null"), "mpv must be installed")
        XCTAssertEqual(sound.program, "mpv")
        usleep(2_500_000)  // longer than the 1.6 s ring: still playing because it loops
        XCTAssertTrue(sound.isPlaying)
        let pid = sound.processID
        sound.stop()
        XCTAssertFalse(sound.isPlaying)
        XCTAssertNotEqual(kill(pid, 0), 0, "player process still exists after stop()")
    }

    func testRingSoundPlayedOnceEndsByItself() throws {
        let sound = try XCTUnwrap(SoundPlayer.start(file: ring, loop: false, audioOutput: "null"))
        let deadline = Date().addingTimeInterval(10)
        while sound.isPlaying, Date() < deadline { usleep(50_000) }
        XCTAssertFalse(sound.isPlaying)
    }

    func testWithoutMPVAPlayOrAPlayIsUsed() throws {
        let library = try TestLibrary()
        let fake = try library.addFile("bin/aplay", contents: Data("#!/bin/sh\nexec sleep 30\n".utf8))
        chmod(fake, 0o755)
        let sound = try XCTUnwrap(SoundPlayer.start(file: ring, searchPath: library.root + "/bin"))
        XCTAssertEqual(sound.program, "aplay")
        XCTAssertTrue(sound.isPlaying)
        sound.stop()
        XCTAssertFalse(sound.isPlaying)
    }

    func testARingPlayerThatFailsIsReapedAsSoonAsItEnds() throws {
        let fake = try FakeMPV(.fail)
        let sound = try XCTUnwrap(SoundPlayer.start(file: ring, audioOutput: "null", searchPath: fake.folder))
        let pid = sound.processID
        var pfd = pollfd(fd: try XCTUnwrap(sound.fileDescriptor), events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&pfd, 1, 10_000), 1, "the socket tells when the player ends")
        XCTAssertFalse(sound.readOutput())
        XCTAssertNil(sound.fileDescriptor)
        XCTAssertTrue(kill(pid, 0) != 0 && errno == ESRCH, "reaped, not a zombie")
        XCTAssertEqual(fake.calls.count, 1)
        XCTAssertTrue(fake.calls[0].contains("--ao=null"), fake.calls[0])
    }

    func testAPlayingRingKeepsPlayingWhileItsOutputIsRead() throws {
        let sound = try XCTUnwrap(SoundPlayer.start(file: ring, audioOutput: "null"))
        for _ in 0..<20 {
            XCTAssertTrue(sound.readOutput())
            usleep(20_000)
        }
        sound.stop()
    }

    func testNoPlayerInstalledGivesNil() {
        XCTAssertNil(SoundPlayer.start(file: ring, searchPath: "/nonexistent"))
    }
}
