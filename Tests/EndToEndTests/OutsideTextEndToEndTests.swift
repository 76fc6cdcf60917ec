import Foundation
import XCTest

/// Text from a state file reaches the terminal shown, never obeyed: a label's right-to-left override, days holding
/// an OSC 52 (which writes the terminal's clipboard) or a screen clear, in `alarms list`, in its error message on
/// stderr and in the app's notice.
final class OutsideTextEndToEndTests: XCTestCase {
    private var stateHome: String!
    private var folder: String { stateHome + "/tui-clock" }

    override func setUpWithError() throws {
        stateHome = NSTemporaryDirectory() + "tui-clock-outside-e2e-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: stateHome)
    }

    @discardableResult
    private func alarms(_ args: String...) -> Command.Result { Command.alarms(args, stateHome: stateHome) }

    /// A version-2 state file of one alarm with these `days` and `label` (JSON-escaped here, raw in the string).
    private func writeState(days: String, label: String) throws {
        func json(_ s: String) -> String {
            s.unicodeScalars.map { $0.value < 0x20 || $0 == "\"" || $0 == "\\" ? String(format: "\\u%04x", $0.value) : String($0) }
                .joined()
        }
        let text = """
            {"version": 2, "selected": 0, "alarms": [{"id": 1, "on": true, "hour": 7, "minute": 30,
             "days": "\(json(days))", "label": "\(json(label))"}]}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/state.json"))
    }

    /// Characters a terminal would obey rather than show.
    private func assertNothingObeyed(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let obeyed = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
        XCTAssertEqual(obeyed.map { String($0.value, radix: 16) }, [], "\(what): \(text.debugDescription)", file: file, line: line)
    }

    func testABidiOverrideInALabelIsRefusedFromTheCommandLine() {
        let r = alarms("add", "07:00", "--label", "A\u{202E}evil")
        XCTAssertEqual(r.status, 2, r.error)
        XCTAssertTrue(r.error.contains("bidi"), r.error)
        assertNothingObeyed(r.error, "the refusal quotes nothing raw")
        XCTAssertEqual(alarms("list").output, "No alarms.\n", "nothing was added")
    }

    func testAlarmsListShowsALabelAnOlderVersionSavedWithoutItsBidiOverride() throws {
        try writeState(days: "weekdays", label: "A\u{202E}evil\u{2066}x")
        let r = alarms("list")
        XCTAssertEqual(r.status, 0, r.error)
        XCTAssertTrue(r.output.hasPrefix("1  07:30  on   weekdays  Aevilx\n"), r.output)
        assertNothingObeyed(r.output, "the listing")
        XCTAssertEqual(r.error, "", "a label an earlier version accepted is no damage")
    }

    func testDaysHoldingAClipboardWriteAreQuotedVisiblyOnStandardError() throws {
        try writeState(days: "\u{1B}]52;c;ZWNobyBwd25lZA==\u{7}", label: "Work")
        let r = alarms("list")
        XCTAssertEqual(r.status, 0, r.error)
        XCTAssertTrue(r.error.contains(#"days "\x1B]52;c;ZWNobyBwd25lZA==\x07""#), r.error)
        assertNothingObeyed(r.error, "stderr")
        assertNothingObeyed(r.output, "stdout")
    }

    func testTheAppsNoticeShowsAScreenClearFromTheStateFileAsText() throws {
        try writeState(days: "\u{1B}[2J\u{9B}2J", label: "Work")
        let s = try TmuxSession(width: 160, height: 40, env: ["XDG_STATE_HOME": stateHome])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Cannot read the alarm state file") }, s.screenText)
        // No space inside: the notice may wrap at any space.
        XCTAssertTrue(s.screenText.contains(#""\x1B[2J\x9B2J")."#), s.screenText)
    }
}
