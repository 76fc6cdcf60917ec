import XCTest
import ClockCore
@testable import ClockRender

final class NotificationViewTests: XCTestCase {
    private let screen = Size(width: 40, height: 7)

    /// Draws `stack` at `t` over a screen full of dots, so what the box covers and what it leaves is visible.
    private func draw(_ stack: NotificationStack, at t: Uptime, ascii: Bool = false) -> [String] {
        var canvas = Canvas(size: screen, fill: Cell("."))
        NotificationView.render(stack, on: &canvas, at: t, ascii: ascii)
        return canvas.trimmedLines
    }

    private func alarm() -> NotificationStack {
        var stack = NotificationStack(screen: screen)
        stack.show("Wake up!", from: .top, severity: .warning, actions: [.snooze, .dismiss], at: 0)
        return stack
    }

    func testNotificationMidSlideIsClippedAtTheScreenEdge() {
        XCTAssertEqual(draw(alarm(), at: 0.05), [
            "......│ [ Snooze ]  [ Dismiss ] │.......",
            "......╰─────────────────────────╯.......",
            "........................................",
            "........................................",
            "........................................",
            "........................................",
            "........................................",
        ])
    }

    func testNotificationAtRestWithGlyphMessageAndButtons() {
        XCTAssertEqual(draw(alarm(), at: 1), [
            "........................................",
            "......╭─────────────────────────╮.......",
            "......│ ⚠ Wake up!              │.......",
            "......│ [ Snooze ]  [ Dismiss ] │.......",
            "......╰─────────────────────────╯.......",
            "........................................",
            "........................................",
        ])
    }

    func testNotificationInASCIIMode() {
        var stack = NotificationStack(screen: screen)
        stack.show("Alarm set for 7:30 — rings in 8 h 2 min", from: .bottom, severity: .success, at: 0)
        XCTAssertEqual(draw(stack, at: 1, ascii: true), [
            "........................................",
            "........................................",
            "..+----------------------------------+..",
            "..| + Alarm set for 7:30 - rings in  |..",
            "..|   8 h 2 min                      |..",
            "..+----------------------------------+..",
            "........................................",
        ])
    }

    func testWaitingNotificationsShowAsPlusNMore() {
        var stack = NotificationStack(screen: screen)
        for i in 1...3 { stack.show("Note \(i)", from: .left, severity: .info, at: 0) }
        XCTAssertEqual(draw(stack, at: 1), [
            "........................................",
            "..╭──────────╮..........................",
            "..│ • Note 1 │..........................",
            "..╰──────────╯..........................",
            "..+2 more...............................",
            "........................................",
            "........................................",
        ])
    }

    func testALongNoticeWrapsInFullAndShowsTheReasonAndBothPaths() {
        let screen = Size(width: 80, height: 14)
        var stack = NotificationStack(screen: screen)
        stack.show("Could not use the state file /home/ann/.local/state/tui-clock/state.json (line 3: expected a number,"
                   + " found \"1e19\"): kept it as /home/ann/.local/state/tui-clock/state.json.corrupt-20261125T074512Z;"
                   + " using the default settings.", from: .top, severity: .error, at: 0)
        var canvas = Canvas(size: screen)
        NotificationView.render(stack, on: &canvas, at: 1, ascii: false)
        for part in ["(line 3:", "kept it as", "state.json.corrupt-", "20261125T074512Z;", "using the default", "settings."] {
            XCTAssertTrue(canvas.contains(text: part), part)
        }
        assertSnapshot(canvas, named: "longNotice80x14")
    }
}
