import ClockCore
import Foundation
@testable import MusicLibrary
import TestSupport
import XCTest

/// Waking to an album on MPD without a clock open (the background ringer's `MPDWakeUp`), on simulated time against a
/// fake MPD that records what it is asked: the queue replaced, then `setvol` steps rising from silence to the
/// user's volume over 30 s, and the ring's end stopping MPD at that volume. Then the real thing on a real MPD.
final class MPDWakeUpTests: XCTestCase {
    /// A fake MPD: answers from its fields, records each command.
    private final class RecordingServer: MPDWakeServer {
        enum Call: Equatable {
            case play([String])
            case setVolume(Int)
            case stop
        }

        var calls: [Call] = []
        var mixerVolume: Int? = 60
        var albums: [Album] = [MPDWakeUpTests.album]
        /// Thrown from every call once set: the server went away.
        var down: MPDError?
        /// Thrown by setvol while MPD is stopped (a mixer that cannot be set then).
        var refusesVolumeWhileStopped = false
        private var playing = false
        /// Another client stopped MPD (`mpc stop`).
        var stoppedElsewhere = false
        /// Another client paused MPD (`mpc pause`).
        var pausedElsewhere = false

        func volume() throws(MPDError) -> Int? {
            if let down { throw down }
            return mixerVolume
        }

        func album(id: String) throws(MPDError) -> Album? {
            if let down { throw down }
            return albums.first { $0.id == id }
        }

        func play(_ uris: [String]) throws(MPDError) {
            if let down { throw down }
            calls.append(.play(uris))
            playing = true
        }

        func setVolume(_ volume: Int) throws(MPDError) {
            if let down { throw down }
            if refusesVolumeWhileStopped, !playing { throw MPDError(.refused, "problems setting volume") }
            calls.append(.setVolume(volume))
        }

        func stop() throws(MPDError) {
            if let down { throw down }
            calls.append(.stop)
            playing = false
        }

        func state() throws(MPDError) -> MPDPlayerSnapshot.State {
            if let down { throw down }
            return !playing || stoppedElsewhere ? .stopped : pausedElsewhere ? .paused : .playing
        }

        var volumes: [Int] { calls.compactMap { if case .setVolume(let v) = $0 { v } else { nil } } }
    }

    static let folder = "Artist 1/Amber Fields"
    static let album = Album(id: "artist 1\u{1F}amber fields", title: "Amber Fields", artist: "Artist 1",
                             directory: folder,
                             tracks: ["First Light", "Slow Return"].enumerated().map { n, title in
                                 Track(title: title, path: ServerTrack.path(uri: folder + "/0\(n + 1) \(title).wav"))
                             },
                             cover: .none)
    private let start = Moment(wall: Date(timeIntervalSince1970: 1_800_000_000), uptime: Uptime(seconds: 5000))

    /// Runs the ringer's loop on simulated time: to each deadline the wake-up asks for, then a step there; returns
    /// the moment of each `setvol` sent (seconds after the start) beside the volume.
    private func fade(_ waking: MPDWakeUp, on server: RecordingServer) -> [(at: Double, volume: Int)] {
        var now = start
        var sent: [(Double, Int)] = []
        while let next = waking.nextDeadline(after: now) {
            XCTAssertGreaterThan(next.uptime, now.uptime, "a deadline in the future")
            now = next
            let before = server.volumes.count
            XCTAssertNil(waking.advance(at: now))
            for volume in server.volumes[before...] { sent.append((now.uptime.seconds - start.uptime.seconds, volume)) }
            if sent.count > 200 { break }
        }
        return sent
    }

    func testTheQueueIsTheAlbumAndTheVolumeRisesFromSilenceToTheUsersOverThirtySecondsAndStopsThere() {
        let server = RecordingServer()
        let waking = MPDWakeUp(server: server)
        XCTAssertNil(waking.start(Self.album.id, at: start))
        XCTAssertEqual(server.calls, [.setVolume(0), .play(["Artist 1/Amber Fields/01 First Light.wav",
                                                             "Artist 1/Amber Fields/02 Slow Return.wav"])],
                       "silent before the first song starts")
        let steps = fade(waking, on: server)
        XCTAssertGreaterThanOrEqual(steps.count, 20, "about a step a second: \(steps)")
        XCTAssertEqual(steps.map(\.volume), steps.map(\.volume).sorted(), "rising only: \(steps)")
        XCTAssertEqual(Set(steps.map(\.volume)).count, steps.count, "no step sent twice: \(steps)")
        XCTAssertLessThanOrEqual(steps.first!.volume, 5, "from low: \(steps)")
        XCTAssertLessThanOrEqual(steps.first!.at, 2, "from the start: \(steps)")
        XCTAssertEqual(steps.last!.volume, 60, "up to the volume MPD had: \(steps)")
        XCTAssertEqual(steps.last!.at, 30, accuracy: 0.001, "over 30 s: \(steps)")
        XCTAssertTrue(steps.dropLast().allSatisfy { $0.at < 30 && $0.volume < 60 }, "\(steps)")
        XCTAssertNil(waking.nextDeadline(after: start.advanced(by: 30)), "nothing more to do once there")
        XCTAssertNil(waking.advance(at: start.advanced(by: 45)))
        XCTAssertEqual(server.volumes.last, 60, "no step after the fade")
        XCTAssertTrue(waking.isPlaying, "MPD plays on at the user's volume")

        server.calls = []
        XCTAssertNil(waking.stop())
        XCTAssertEqual(server.calls, [.setVolume(60), .stop], "the ring's end stops MPD, at the user's volume")
        XCTAssertFalse(waking.isPlaying)
    }

    func testARingStoppedMidFadeLeavesMPDStoppedAtTheUsersVolume() {
        let server = RecordingServer()
        server.mixerVolume = 35
        let waking = MPDWakeUp(server: server)
        XCTAssertNil(waking.start(Self.album.id, at: start))
        XCTAssertNil(waking.advance(at: start.advanced(by: 10)))
        XCTAssertEqual(server.volumes.last, 11, "a third of the way at 10 s: \(server.volumes)")
        waking.stop()
        XCTAssertEqual(server.calls.suffix(2), [.setVolume(35), .stop])
        XCTAssertNil(waking.nextDeadline(after: start.advanced(by: 11)))
    }

    func testAMutedMPDFadesToFullAndAMixerThatCannotBeSetWhileStoppedIsSilencedJustAfterThePlay() {
        let server = RecordingServer()
        server.mixerVolume = 0
        server.refusesVolumeWhileStopped = true
        let waking = MPDWakeUp(server: server)
        XCTAssertNil(waking.start(Self.album.id, at: start))
        XCTAssertEqual(server.calls.first.map { if case .play = $0 { true } else { false } }, true, "\(server.calls)")
        XCTAssertEqual(server.calls.dropFirst().first, .setVolume(0))
        XCTAssertEqual(fade(waking, on: server).last?.volume, 100, "a silent alarm wakes nobody")
        waking.stop()
        XCTAssertEqual(server.calls.suffix(2), [.setVolume(0), .stop], "muted again, as the user left it")
    }

    func testWithoutAMixerTheAlbumPlaysWithNoVolumeSteps() {
        let server = RecordingServer()
        server.mixerVolume = nil
        let waking = MPDWakeUp(server: server)
        XCTAssertNil(waking.start(Self.album.id, at: start))
        XCTAssertNil(waking.nextDeadline(after: start))
        XCTAssertNil(waking.advance(at: start.advanced(by: 15)))
        waking.stop()
        XCTAssertEqual(server.volumes, [])
        XCTAssertEqual(server.calls.last, .stop)
    }

    func testAServerThatIsDownOrAnAlbumGoneSaysWhyAndPlaysNothing() {
        let server = RecordingServer()
        server.down = MPDError(.unreachable, "Cannot reach MPD at 127.0.0.1:6600: Connection refused")
        let waking = MPDWakeUp(server: server)
        XCTAssertEqual(waking.start(Self.album.id, at: start), "Cannot reach MPD at 127.0.0.1:6600: Connection refused")
        XCTAssertFalse(waking.isPlaying)
        server.down = nil
        XCTAssertEqual(waking.start("nobody\u{1F}nothing", at: start), "the album is gone")
        XCTAssertEqual(server.calls, [])
        XCTAssertNil(waking.stop(), "nothing to stop")
        XCTAssertEqual(server.calls, [])
    }

    func testMPDGoingAwayMidFadeEndsTheWakeUpWithTheReason() {
        let server = RecordingServer()
        let waking = MPDWakeUp(server: server)
        XCTAssertNil(waking.start(Self.album.id, at: start))
        server.down = MPDError(.closed, "MPD at 127.0.0.1:6600 closed the connection")
        XCTAssertEqual(waking.advance(at: start.advanced(by: 5)), "MPD at 127.0.0.1:6600 closed the connection")
        XCTAssertFalse(waking.isPlaying, "the ring tone takes over")
    }

    /// An alarm must be heard while it rings: another client stopping MPD during the fade hands over to the ring tone
    /// (the reason returned), and MPD is left at its user's volume, not the fade's step.
    func testAnotherClientStoppingMPDMidFadeEndsTheWakeUpWithTheReason() {
        let server = handedOverMidFade(saying: "another client stopped MPD") { $0.stoppedElsewhere = true }
        XCTAssertFalse(server.calls.contains(.stop), "MPD is stopped already: \(server.calls)")
    }

    /// A wake-up 5 s into its fade when another client does `elsewhere` to MPD: it ends with `reason`, the ring tone
    /// takes over and MPD is at its user's volume again. The server, for what else the test asks of it.
    private func handedOverMidFade(saying reason: String, file: StaticString = #filePath, line: UInt = #line,
                                   _ elsewhere: (RecordingServer) -> Void) -> RecordingServer {
        let server = RecordingServer()
        let waking = MPDWakeUp(server: server)
        XCTAssertNil(waking.start(Self.album.id, at: start), file: file, line: line)
        XCTAssertNil(waking.advance(at: start.advanced(by: 5)), file: file, line: line)
        elsewhere(server)
        XCTAssertEqual(waking.advance(at: start.advanced(by: 6)), reason, file: file, line: line)
        XCTAssertFalse(waking.isPlaying, "the ring tone takes over", file: file, line: line)
        XCTAssertEqual(server.volumes.last, 60, "the user's volume again: \(server.volumes)", file: file, line: line)
        XCTAssertNil(waking.stop(), "the ring's end has nothing left to stop", file: file, line: line)
        return server
    }

    /// Paused by another client (`mpc pause`, a phone's pause button) the alarm is as silent: the same hand-over, and
    /// MPD is left paused where that client paused it, at its user's volume.
    func testAnotherClientPausingMPDMidFadeEndsTheWakeUpWithTheReason() {
        let server = handedOverMidFade(saying: "another client paused MPD") { $0.pausedElsewhere = true }
        XCTAssertFalse(server.calls.contains(.stop), "left paused, as the other client left it: \(server.calls)")
    }

    /// The fade over (or never begun, without a mixer), the alarm rings on for minutes: a stop or pause by another
    /// client then is as silent, so MPD's state is still read every couple of seconds and the ring tone takes over.
    func testAfterTheFadeAnotherClientsStopOrPauseStillBringsTheRingTone() throws {
        for (mixer, command) in [(60, "pause"), (60, "stop"), (nil, "pause")] as [(Int?, String)] {
            let server = RecordingServer()
            server.mixerVolume = mixer
            let waking = MPDWakeUp(server: server)
            XCTAssertNil(waking.start(Self.album.id, at: start))
            var now = start
            while let next = waking.nextDeadline(after: now) {
                now = next
                XCTAssertNil(waking.advance(at: now))
            }
            // The ringer's loop: to the next look, long after the fade.
            now = now.advanced(by: 120)
            XCTAssertNil(waking.advance(at: now))
            if command == "pause" { server.pausedElsewhere = true } else { server.stoppedElsewhere = true }
            let look = try XCTUnwrap(waking.nextLook(after: now), "mixer \(String(describing: mixer))")
            XCTAssertLessThanOrEqual(look.uptime.seconds - now.uptime.seconds, 5, "read again within seconds")
            XCTAssertEqual(waking.advance(at: look), "another client \(command == "pause" ? "paused" : "stopped") MPD",
                           "mixer \(String(describing: mixer)), \(command)")
            XCTAssertFalse(waking.isPlaying, "the ring tone takes over")
            XCTAssertNil(waking.nextLook(after: look), "nothing left to read")
            XCTAssertEqual(server.volumes.last, mixer, "the user's volume stays: \(server.volumes)")
        }
    }

    /// A library of the one album, its songs 30 s of silence; removed by the caller.
    private func amberFields() throws -> String {
        let library = NSTemporaryDirectory() + "tui-clock-mpd-wake-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: library + "/" + Self.folder, withIntermediateDirectories: true)
        for name in ["01 First Light.wav", "02 Slow Return.wav"] {
            try SilentWAV.data(seconds: 30).write(to: URL(fileURLWithPath: library + "/Artist 1/Amber Fields/" + name))
        }
        return library
    }

    /// The same on a real MPD: the queue is the album, playing, and the volume steps reach MPD.
    func testOnARealMPDTheAlbumPlaysAndTheVolumeFollowsTheSteps() throws {
        try onARealMPD { mpd, waking in
            XCTAssertNil(waking.start(Self.album.id, at: start))
            let status = mpd.mpc(["-f", "%file%", "status"]).output
            XCTAssertTrue(status.contains("Artist 1/Amber Fields/01 First Light.wav\n[playing] #1/2"), status)
            XCTAssertTrue(status.contains("volume:  0%"), status)
            XCTAssertNil(waking.advance(at: start.advanced(by: 15)))
            XCTAssertTrue(mpd.mpc(["volume"]).output.contains("volume: 25%"), mpd.mpc(["volume"]).output)
            XCTAssertNil(waking.stop())
            let after = mpd.mpc(["status"]).output
            XCTAssertFalse(after.contains("[playing]"), after)
            XCTAssertTrue(after.contains("volume: 50%"), after)
        }
    }

    /// A real MPD over Amber Fields at its user's volume 50, and a wake-up to it, for `body`; MPD and the library
    /// are gone afterwards.
    private func onARealMPD(_ body: (RealMPD, MPDWakeUp) throws -> Void) throws {
        let library = try amberFields()
        defer { try? FileManager.default.removeItem(atPath: library) }
        let mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        mpd.mpc(["volume", "50"])
        let address = try XCTUnwrap(MPDAddress.parse("mpd://127.0.0.1:\(mpd.port)", environment: [:], home: "/")?.get())
        let waking = MPDWakeUp(server: MPDWakeConnection(address: address))
        try body(mpd, waking)
    }

    /// On a real MPD, `mpc pause` mid-fade is seen at the next step: the ring tone takes over and MPD stays paused at
    /// the album, at its user's volume.
    func testOnARealMPDAnotherClientsPauseMidFadeEndsTheWakeUp() throws {
        try onARealMPD { mpd, waking in
            XCTAssertNil(waking.start(Self.album.id, at: start))
            XCTAssertNil(waking.advance(at: start.advanced(by: 3)))
            mpd.mpc(["pause"])
            XCTAssertEqual(waking.advance(at: start.advanced(by: 6)), "another client paused MPD")
            XCTAssertFalse(waking.isPlaying, "the ring tone takes over")
            let status = mpd.mpc(["-f", "%file%", "status"]).output
            XCTAssertTrue(status.contains("Artist 1/Amber Fields/01 First Light.wav\n[paused]"), status)
            XCTAssertTrue(status.contains("volume: 50%"), status)
        }
    }

    /// MPD closes a connection left quiet (its `connection_timeout`, a minute), as the ringer's is between the fade's
    /// end and the ring's: the ring's end connects again and still stops MPD at the user's volume. A restarted MPD
    /// on the same port closes it the same way.
    func testTheRingsEndReachesAnMPDThatClosedTheConnectionMeanwhile() throws {
        let library = try amberFields()
        defer { try? FileManager.default.removeItem(atPath: library) }
        var mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        mpd.mpc(["volume", "45"])
        let address = try XCTUnwrap(MPDAddress.parse("mpd://127.0.0.1:\(mpd.port)", environment: [:], home: "/")?.get())
        let waking = MPDWakeUp(server: MPDWakeConnection(address: address))
        XCTAssertNil(waking.start(Self.album.id, at: start))
        let port = mpd.port
        mpd.stop()
        mpd = try RealMPD(musicDirectory: library, port: port)
        mpd.mpc(["add", "Artist 1"])
        mpd.mpc(["play"])
        XCTAssertNil(waking.stop())
        let after = mpd.mpc(["status"]).output
        XCTAssertFalse(after.contains("[playing]"), after)
        XCTAssertTrue(after.contains("volume: 45%"), after)
    }
}
