@testable import ClockCore
import XCTest

/// Text from files and tags on its way to a terminal: shown, never obeyed.
final class OutsideTextTests: XCTestCase {
    func testControlsAndBidiCharactersAreWrittenOutVisibly() {
        XCTAssertEqual(OutsideText.escaped("\u{1B}]52;c;ZXZpbA==\u{7}"), #"\x1B]52;c;ZXZpbA==\x07"#)
        XCTAssertEqual(OutsideText.escaped("a\u{1B}[2Jb\u{9B}2J\u{7F}\u{0}\t"), #"a\x1B[2Jb\x9B2J\x7F\x00\x09"#)
        XCTAssertEqual(OutsideText.escaped("A\u{202E}evil\u{2066}\u{200F}\u{FEFF}\u{2028}"), #"A\u202Eevil\u2066\u200F\uFEFF\u2028"#)
    }

    func testPlainTextLineFeedsAndJoinersStayAsTheyAre() {
        let text = "Wörk 東京\nline two 👨‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿 می‌خواهم"
        XCTAssertEqual(OutsideText.escaped(text), text)
    }

    func testEscapingTwiceChangesNothingMore() {
        let once = OutsideText.escaped("x\u{1B}[31m\u{202E}y")
        XCTAssertEqual(OutsideText.escaped(once), once)
    }

    func testALabelIsCleanedOfBidiControlsAsTagsAre() {
        XCTAssertEqual(AlarmSettings.cleanLabel("A\u{202E}evil\u{2067}\u{200E}"), "Aevil")
        XCTAssertEqual(AlarmSettings.cleanLabel("Bell\u{7}\u{1B}[2J"), "Bell[2J")
        XCTAssertEqual(AlarmSettings.cleanLabel("Family 👨‍👩‍👧"), "Family 👨‍👩‍👧", "the joiners stay")
        XCTAssertEqual(AlarmSettings(label: "A\u{202E}evil").label, "Aevil")
    }

    func testAStateFileLabelWithABidiOverrideIsCleanedNotTakenForDamage() throws {
        let file = #"{"version": 2, "alarms": [{"id": 1, "label": "A\u202eevil"}]}"#
        XCTAssertEqual(try StateFileFormat.decode(Array(file.utf8)).alarms.first?.label, "Aevil")
        let bell = #"{"version": 2, "alarms": [{"id": 1, "label": "A\u0007"}]}"#
        XCTAssertThrowsError(try StateFileFormat.decode(Array(bell.utf8)), "a control character tui-clock never wrote")
    }

    func testANoticeShowsWhatItQuotes() {
        var notice = SlideInNotification(id: NotificationID(1), message: "days \"\u{1B}[2J\"", createdAt: 0)
        XCTAssertEqual(notice.message, #"days "\x1B[2J""#)
        notice.message = "now \u{202E}this"
        XCTAssertEqual(notice.message, #"now \u202Ethis"#)
    }
}
