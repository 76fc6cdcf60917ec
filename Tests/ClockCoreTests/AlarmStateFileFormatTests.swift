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
        XCTAssertTrue(text.contains("\"version\" : 3"), text)
        XCTAssertTrue(text.contains("\"hour\" : 7"), text)
        XCTAssertTrue(text.contains("\"on\" : true"), text)
    }

    /// Whether the user has seen that alarms ring only while the clock is open: kept when true, and a file without
    /// it (older, or written by hand) reads as not told.
    func testTheClosedClockWarningToldSurvivesARoundTripAndIsFalseWhenMissing() throws {
        let told = SavedState(alarms: [AlarmSettings(isOn: true)], closedClockWarningTold: true)
        XCTAssertEqual(try StateFileFormat.decode(StateFileFormat.encode(told)), told)
        let untold = String(decoding: StateFileFormat.encode(SavedState()), as: UTF8.self)
        XCTAssertFalse(untold.contains("closedClockWarningTold"), "written only when true: \(untold)")
        let old = try StateFileFormat.decode(Data(#"{"version": 3, "alarms": [{"id": 1, "on": true}]}"#.utf8))
        XCTAssertFalse(old.closedClockWarningTold)
        XCTAssertFalse(try StateFileFormat.decode(Data(#"{"version": 3, "alarms": [], "closedClockWarningTold": null}"#.utf8)).closedClockWarningTold)
        XCTAssertThrowsError(try StateFileFormat.decode(Data(#"{"version": 3, "alarms": [], "closedClockWarningTold": "yes"}"#.utf8)))
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
            ("negative minute", Data(#"{"version": 1, "alarm": {"hour": 7, "minute": -1}}"#.utf8),
             .invalidValue("alarm time 7:-1")),
            ("huge hour", Data(#"{"version": 1, "alarm": {"hour": 9007199254740992, "minute": 0}}"#.utf8),
             .invalidValue("alarm time 9007199254740992:0")),
        ]
        for (name, data, expected) in cases {
            XCTAssertThrowsError(try StateFileFormat.decode(data), name) { XCTAssertEqual($0 as? StateFileFormatError, expected, name) }
        }
        let malformed: [(String, Data)] = [
            ("truncated", Data(valid.prefix(valid.count / 2))),
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

    /// The file that crashed every start: instants far outside any clock, and their kin. Each makes the file bad,
    /// with the field and the value in the reason, instead of reaching the calendar.
    func testValuesNoClockCouldHaveWrittenMakeTheFileBad() {
        let cases: [(String, String)] = [
            (#""pendingSnooze": 1e19"#, "alarm.pendingSnooze 1e+19 is not a time between 1970 and 9999"),
            (#""pendingSnooze": -1e19"#, "alarm.pendingSnooze -1e+19 is not a time between 1970 and 9999"),
            (#""lastHandledOccurrence": 1e19"#, "alarm.lastHandledOccurrence 1e+19 is not a time between 1970 and 9999"),
            (#""lastHandledOccurrence": -1e19"#, "alarm.lastHandledOccurrence -1e+19 is not a time between 1970 and 9999"),
            (#""lastSeenRunning": 1e300"#, "alarm.lastSeenRunning 1e+300 is not a time between 1970 and 9999"),
            (#""lastSeenRunning": -0.5"#, "alarm.lastSeenRunning -0.5 is not a time between 1970 and 9999"),
            (#""pendingSnooze": 253402300800"#, "alarm.pendingSnooze 253402300800.0 is not a time between 1970 and 9999"),
            (#""snoozeMinutes": 0"#, "alarm.snoozeMinutes 0, not 1 to 30"),
            (#""snoozeMinutes": -5"#, "alarm.snoozeMinutes -5, not 1 to 30"),
            (#""snoozeMinutes": 1000000"#, "alarm.snoozeMinutes 1000000, not 1 to 30"),
        ]
        for (member, reason) in cases {
            let text = #"{"version": 1, "alarm": {"on": true, "hour": 7, "minute": 0, "# + member + "}}"
            XCTAssertThrowsError(try StateFileFormat.decode(Array(text.utf8)), text) {
                XCTAssertEqual($0 as? StateFileFormatError, .invalidValue(reason), text)
            }
        }
        let malformed: [(String, String)] = [
            (#""pendingSnooze": NaN"#, "NaN is not JSON"),
            (#""pendingSnooze": 1e400"#, "too large for a Double"),
            (#""snoozeMinutes": 7.5"#, "fractional"),
            (#""snoozeMinutes": 1e19"#, "not a whole number an Int holds exactly"),
            (#""hour": 7.5"#, "fractional"),
            (#""hour": -1e19"#, "huge"),
            (#""on": "yes""#, "wrong type"),
            (#""pendingSnooze": [1]"#, "wrong type"),
        ]
        for (member, why) in malformed {
            let text = #"{"version": 1, "alarm": {"# + member + "}}"
            XCTAssertThrowsError(try StateFileFormat.decode(Array(text.utf8)), why) { error in
                guard case .malformed = error as? StateFileFormatError else { return XCTFail("\(why): \(error)") }
            }
        }
        let edges = #"{"version": 1, "alarm": {"snoozeMinutes": 30, "pendingSnooze": 0, "lastSeenRunning": 253402300799}}"#
        XCTAssertNoThrow(try StateFileFormat.decode(Array(edges.utf8)), "the ends of each range are fine")
    }

    /// What the JSONEncoder-based versions wrote (`.prettyPrinted, .sortedKeys`): still read, and still written.
    private let fileFromJSONEncoder = """
        {
          "alarm" : {
            "hour" : 7,
            "lastHandledOccurrence" : 1794990000,
            "lastSeenRunning" : 1795248814.503376,
            "minute" : 5,
            "on" : true,
            "pendingSnooze" : 1795000000.25,
            "snoozeMinutes" : 12
          },
          "version" : 1
        }

        """

    func testVersionOneFilesReadAsOneDailyAlarmAndAreWrittenAsVersionTwo() throws {
        let settings = AlarmSettings(isOn: true, time: time(7, 5), snoozeMinutes: 12,
                                     pendingSnooze: Date(timeIntervalSince1970: 1_795_000_000.25),
                                     lastSeenRunning: Date(timeIntervalSince1970: 1_795_248_814.503376),
                                     lastHandledOccurrence: Date(timeIntervalSince1970: 1_794_990_000))
        let read = try StateFileFormat.decodeWithVersion(Array(fileFromJSONEncoder.utf8))
        XCTAssertEqual(read.version, 1)
        XCTAssertEqual(read.state, SavedState(alarm: settings))
        XCTAssertEqual(read.state.alarm.days, .daily, "the one alarm of version 1 was daily")
        let rewritten = StateFileFormat.encode(read.state)
        XCTAssertEqual(try StateFileFormat.decodeWithVersion(rewritten).version, StateFileFormat.currentVersion)
        XCTAssertEqual(try StateFileFormat.decode(rewritten), read.state, "nothing is lost in the upgrade")
    }

    func testNullAndUnknownFieldsAreIgnored() throws {
        let text = #"{"version": 1, "future": [1, 2], "alarm": {"on": true, "hour": 6, "minute": null, "snoozeMinutes": null, "pendingSnooze": null, "colour": "red"}}"#
        XCTAssertEqual(try StateFileFormat.decode(Array(text.utf8)), SavedState(alarm: AlarmSettings(isOn: true, time: time(6, 0))))
        XCTAssertEqual(try StateFileFormat.decode(Array(#"{"version": 1, "alarm": null}"#.utf8)), SavedState())
    }

    func testMalformedFilesSayWhatIsWrongAndWhere() {
        let cases: [(String, String)] = [
            (#"{"version": 1, "alarm": {"hour": 7,}}"#, "unexpected '}' at byte 35"),
            (#"{"version": 1, "alarm": {"hour": "seven"}}"#, "expected a whole number at alarm.hour"),
            (#"{"version": 1, "alarm": {"on": 1}}"#, "expected true or false at alarm.on"),
            (#"{"version": 1, "alarm": {"pendingSnooze": "soon"}}"#, "expected a number of seconds at alarm.pendingSnooze"),
            (#"{"version": 1, "alarm": [7, 30]}"#, "expected an object at alarm"),
            (#"{"version": 1.5}"#, "expected a whole number at version"),
            (#"{"version": null}"#, #"no "version""#),
            (#"[1]"#, "not a JSON object"),
            (#"{"version": 1, "alarm": {"hour": 7"#, "truncated at byte 34"),
        ]
        for (text, reason) in cases {
            XCTAssertThrowsError(try StateFileFormat.decode(Array(text.utf8)), text) {
                XCTAssertEqual($0 as? StateFileFormatError, .malformed(reason), text)
            }
        }
    }
}
