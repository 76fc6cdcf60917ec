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
            (#"{"event":"property-change","id":4,"name":"time-pos","data":1.5}"#, [.timePosition(1.5)]),
            (#"{"event":"property-change","id":4,"name":"time-pos"}"#, []),
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

    func testLoadingAnAlbumReplacesThePlaylistWithoutPassingThroughIdle() {
        let lines = MPVProtocol.lines(for: .load(paths: ["/m/a \"1\".ogg", "/m/b.ogg"], startAt: 1))
        XCTAssertEqual(lines, [
            #"{"command":["set_property","pause",false]}"# + "\n",
            #"{"command":["loadfile","\/m\/a \"1\".ogg","replace"]}"# + "\n",
            #"{"command":["loadfile","\/m\/b.ogg","append"]}"# + "\n",
        ])
    }
}
