import ClockCore
@testable import MusicLibrary
import XCTest

final class MPVProtocolTests: XCTestCase {
    func testPropertyChangesBecomePlayerEvents() {
        let cases: [(String, [PlayerEvent])] = [
            (#"{"event":"property-change","id":1,"name":"pause","data":true}"#, [.paused(true)]),
            (#"{"event":"property-change","id":2,"name":"media-title","data":"Tick"}"#, [.mediaTitle("Tick")]),
            (#"{"event":"property-change","id":3,"name":"playlist-pos","data":2}"#, [.playlistPosition(2)]),
            (#"{"event":"property-change","id":3,"name":"playlist-pos","data":-1}"#, [.playlistPosition(nil)]),
            (#"{"event":"property-change","id":5,"name":"duration","data":180}"#, [.duration(180)]),
            (#"{"event":"property-change","id":6,"name":"idle-active","data":true}"#, [.idle]),
            (#"{"event":"property-change","id":6,"name":"idle-active","data":false}"#, []),
            (#"{"event":"end-file","reason":"eof","playlist_entry_id":1}"#, [.endOfFile(reason: "eof", error: nil)]),
            (#"{"event":"end-file","reason":"error","file_error":"unrecognized file format"}"#,
             [.endOfFile(reason: "error", error: "unrecognized file format")]),
            (#"{"request_id":0,"error":"success"}"#, []),
            ("not json at all", []),
        ]
        for (line, expected) in cases {
            XCTAssertEqual(MPVProtocol.events(fromLine: Substring(line)), expected, line)
        }
    }

    /// mpv reports an observed playback time on every audio chunk, about ten times a second, and each report would
    /// wake the program (issue 21: 13.6 wake-ups a second on a playing clock screen); the position is asked for.
    func testThePlaybackTimeIsAskedForNotObserved() {
        let names = MPVProtocol.observeCommands().compactMap { $0.last?.string }
        XCTAssertEqual(names, ["pause", "media-title", "playlist-pos", "duration", "idle-active"])
        XCTAssertEqual(MPVProtocol.positionQuery, ["get_property", "time-pos"])
        let answer = MPVProtocol.read(#"{"data":12.25,"request_id":7,"error":"success"}"#)
        XCTAssertEqual(answer.replyTo, 7)
        XCTAssertEqual(answer.replyNumber, 12.25)
        XCTAssertEqual(MPVProtocol.read(#"{"data":null,"request_id":8,"error":"success"}"#).replyNumber, nil)
        XCTAssertTrue(MPVProtocol.read(#"{"event":"playback-restart"}"#).restartsPlayback)
        XCTAssertFalse(MPVProtocol.read(#"{"event":"seek"}"#).restartsPlayback)
    }

    func testLoadingAnAlbumReplacesThePlaylistWithoutPassingThroughIdle() {
        let commands = MPVProtocol.commands(for: .load(paths: ["/m/a.ogg", "/m/b.ogg"], startAt: 1))
        XCTAssertEqual(commands, [
            ["set_property", "pause", false],
            ["loadlist", "memory://#EXTM3U\nfile:///m/a.ogg\nfile:///m/b.ogg\n", "replace"],
        ])
    }

    /// Shuffle on or off: the current file stays as it plays (or stands paused); the others are put around it.
    func testAReorderKeepsTheCurrentFileAndPutsTheOthersAroundIt() {
        XCTAssertEqual(MPVProtocol.commands(for: .reorder(paths: ["/m/c.ogg", "/m/a.ogg", "/m/b.ogg"], current: 0)), [
            ["playlist-clear"],
            ["loadlist", "memory://#EXTM3U\nfile:///m/a.ogg\nfile:///m/b.ogg\n", "append"],
        ])
        XCTAssertEqual(MPVProtocol.commands(for: .reorder(paths: ["/m/a.ogg", "/m/b.ogg", "/m/c.ogg"], current: 2)), [
            ["playlist-clear"],
            ["loadlist", "memory://#EXTM3U\nfile:///m/a.ogg\nfile:///m/b.ogg\n", "append"],
            ["playlist-move", 0, 3],
        ], "moved before the entry after its place: the end")
        XCTAssertEqual(MPVProtocol.commands(for: .reorder(paths: ["/m/a.ogg"], current: 0)), [["playlist-clear"]])
    }

    func testTheVolumeIsSetWithinZeroToAHundred() {
        XCTAssertEqual(MPVProtocol.commands(for: .setVolume(35)), [["set_property", "volume", 35]])
        XCTAssertEqual(MPVProtocol.commands(for: .setVolume(250)), [["set_property", "volume", 100]])
        XCTAssertEqual(MPVProtocol.commands(for: .setVolume(-3)), [["set_property", "volume", 0]])
    }

    func testAWholeAlbumIsOneCommandHoweverManyTracksItHas() {
        let paths = (1...2000).map { "/music/Box/\($0) Track.ogg" }
        let commands = MPVProtocol.commands(for: .load(paths: paths, startAt: 0))
        XCTAssertEqual(commands.count, 2, "pause off, then the whole playlist")
        let playlist = commands[1][1].string ?? ""
        XCTAssertEqual(playlist.split(separator: "\n").count, 2001, "the header and one entry per track")
    }

    func testEveryNameStaysOnePlaylistEntry() {
        XCTAssertEqual(MPVProtocol.fileURL("/m/a\nb #1%é.ogg"), "file:///m/a%0Ab%20%231%25%C3%A9.ogg")
        XCTAssertEqual(MPVProtocol.fileURL("/m/ trailing .ogg "), "file:///m/%20trailing%20.ogg%20")
        XCTAssertEqual(MPVProtocol.fileURL("/m/Plain-Name_1.0~.ogg"), "file:///m/Plain-Name_1.0~.ogg")
    }

    func testANameThatIsNotUTF8IsSentAsItsExactBytes() {
        let latin1 = PathBytes.string(from: Array("/m/caf".utf8) + [0xE9] + Array("/01 ".utf8) + [0xFF, 0xFE]
                                              + Array(".ogg".utf8))
        XCTAssertEqual(MPVProtocol.fileURL(latin1), "file:///m/caf%E9/01%20%FF%FE.ogg")
        XCTAssertEqual(MPVProtocol.commands(for: .load(paths: [latin1], startAt: 0)).last,
                       ["loadlist", "memory://#EXTM3U\nfile:///m/caf%E9/01%20%FF%FE.ogg\n", "replace"])
    }

    func testCommandsCarryARequestIDThatTheReplyEchoes() {
        XCTAssertEqual(MPVProtocol.line(["playlist-next"], requestID: 7), #"{"command":["playlist-next"],"request_id":7}"# + "\n")
        XCTAssertEqual(MPVProtocol.read(#"{"request_id":7,"error":"success"}"#),
                       MPVProtocol.Reading(replyTo: 7, understood: true))
        XCTAssertEqual(MPVProtocol.read(#"{"data":null,"request_id":8,"error":"property unavailable"}"#).replyTo, 8)
    }

    func testLinesThatAreNotMPVsJSONAreNotUnderstood() {
        for line in ["not json", "{", "null", "123", #"{"error":"success"}"#, #"{"request_id":"one","error":"success"}"#,
                     String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)] {
            XCTAssertEqual(MPVProtocol.read(Substring(line)), MPVProtocol.Reading(), String(line.prefix(40)))
        }
        XCTAssertTrue(MPVProtocol.read(#"{"event":"audio-reconfig"}"#).understood)
        XCTAssertTrue(MPVProtocol.read(#"{"event":"start-file","playlist_entry_id":1}"#).startsFile)
    }
}
