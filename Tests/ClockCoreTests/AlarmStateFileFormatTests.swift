@testable import ClockCore
import Foundation
import XCTest

final class AlarmStateFileFormatTests: XCTestCase {
    func testSettingsSurviveARoundTrip() throws {
        let settings = AlarmSettings(isOn: true, time: time(6, 45), snoozeMinutes: 25,
                                     pendingSnooze: Date(timeIntervalSince1970: 1_795_000_000.25),
                                     lastSeenRunning: Date(timeIntervalSince1970: 1_794_999_000.5),
                                     lastHandledOccurrence: Date(timeIntervalSince1970: 1_794_990_000))
        let data = StateFileFormat.encode(SavedState(alarm: settings))
        XCTAssertEqual(try StateFileFormat.decode(data), SavedState(alarm: settings))
        let defaults = SavedState()
        XCTAssertEqual(try StateFileFormat.decode(StateFileFormat.encode(defaults)), defaults)
    }

    func testTheFileIsVersionedReadableJSON() throws {
        let text = String(decoding: StateFileFormat.encode(SavedState(alarm: AlarmSettings(isOn: true, time: time(7, 30)))),
                          as: UTF8.self)
        XCTAssertTrue(text.contains("\"version\" : 1"), text)
        XCTAssertTrue(text.contains("\"hour\" : 7"), text)
        XCTAssertTrue(text.contains("\"on\" : true"), text)
    }

    func testMissingFieldsTakeTheirDefaults() throws {
        let state = try StateFileFormat.decode(Data(#"{"version": 1, "alarm": {"on": true, "hour": 6, "minute": 5}}"#.utf8))
        XCTAssertEqual(state.alarm, AlarmSettings(isOn: true, time: time(6, 5)))
        XCTAssertEqual(try StateFileFormat.decode(Data(#"{"version": 1}"#.utf8)), SavedState())
    }

    func testBadFilesAreRejectedWithAReason() {
        let valid = StateFileFormat.encode(SavedState(alarm: AlarmSettings(isOn: true)))
        let cases: [(String, Data, StateFileFormatError)] = [
            ("empty", Data(), .empty),
            ("white space", Data("  \n".utf8), .empty),
            ("newer version", Data(#"{"version": 9, "alarm": {}}"#.utf8), .unsupportedVersion(9)),
            ("version zero", Data(#"{"version": 0}"#.utf8), .invalidValue("version 0")),
            ("impossible hour", Data(#"{"version": 1, "alarm": {"hour": 25, "minute": 0}}"#.utf8),
             .invalidValue("alarm time 25:0")),
        ]
        for (name, data, expected) in cases {
            XCTAssertThrowsError(try StateFileFormat.decode(data), name) { XCTAssertEqual($0 as? StateFileFormatError, expected, name) }
        }
        let malformed: [(String, Data)] = [
            ("truncated", valid.prefix(valid.count / 2)),
            ("not JSON", Data("alarm=7:30".utf8)),
            ("no version", Data(#"{"alarm": {}}"#.utf8)),
            ("wrong type", Data(#"{"version": 1, "alarm": {"hour": "seven"}}"#.utf8)),
            ("binary", Data([0xff, 0xfe, 0x00, 0x01])),
        ]
        for (name, data) in malformed {
            XCTAssertThrowsError(try StateFileFormat.decode(data), name) { error in
                guard case .malformed = error as? StateFileFormatError else { return XCTFail("\(name): \(error)") }
            }
        }
    }
}
