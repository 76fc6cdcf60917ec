import XCTest
@testable import ClockCore

/// The ringing notification takes priority over all other notices (issue 11): on a short terminal "Wake up!"
/// must not wait behind "+1 more" while another notice shows, or its Snooze/Dismiss are out of reach.
final class RingingPriorityTests: XCTestCase {
    func testAnUrgentNoticePushesAShownOneBackToWaitOnAShortTerminal() {
        let screen = Size(width: 60, height: 10)   // room for one box on the top edge
        var stack = NotificationStack(screen: screen)
        let notice = stack.show("Alarm set for 7:00 AM", from: .top, at: 0)
        let ring = stack.show("Wake up!", from: .top, for: 0, actions: [.snooze, .dismiss], urgent: true, at: 1)
        XCTAssertEqual(stack.shown.map(\.id), [ring])
        XCTAssertEqual(stack.waiting.map(\.id), [notice], "the pushed-back notice is not lost")
        let layout = stack.layout(screen: screen, at: 2)
        let buttons = layout.notifications.flatMap(\.buttons)
        XCTAssertEqual(buttons.map(\.action), [.snooze, .dismiss])
        XCTAssertEqual(stack.hitTest(Point(x: buttons[0].frame.x, y: buttons[0].frame.y), screen: screen, at: 2)?.action,
                       .snooze)
    }

    func testAnUrgentNoticeGoesAheadOfTheQueueAndOrdinaryOnesFollowIt() {
        let screen = Size(width: 60, height: 10)
        var stack = NotificationStack(screen: screen)
        stack.show("One", from: .top, for: 0, at: 0)
        let two = stack.show("Two", from: .top, at: 0)
        let ring = stack.show("Wake up!", from: .top, for: 0, urgent: true, at: 1)
        stack.show("Three", from: .top, at: 1)
        XCTAssertEqual(stack.shown.map(\.id), [ring])
        XCTAssertEqual(stack.waiting.map(\.message), ["One", "Two", "Three"])
        XCTAssertEqual(stack.waiting[1].id, two)
    }

    func testAShrinkingTerminalKeepsTheUrgentNoticeOnScreen() {
        var stack = NotificationStack(screen: Size(width: 60, height: 24))
        let ring = stack.show("Wake up!", from: .top, for: 0, urgent: true, at: 0)
        stack.show("Later notice", from: .top, for: 0, at: 0)
        stack.resize(to: Size(width: 60, height: 10), at: 1)
        XCTAssertEqual(stack.shown.map(\.id), [ring])
    }

    func testTheAlarmRingingOnAShortTerminalShowsItsButtonsWhileAnotherNoticeIsUp() {
        let cal = WallCalendar.utc
        let start = Moment(wall: Date(timeIntervalSince1970: 6 * 3600 + 59 * 60 + 58), uptime: 100)
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 60, height: 10), calendar: cal, now: start)
        _ = update(&m, .started(StartUp(alarm: AlarmTime(hour: 7, minute: 0))), at: start)
        XCTAssertEqual(m.notifications.shown.count, 1, "the alarm-set notice is up")
        var now = start
        for _ in 0..<40 {
            now = now.advanced(by: 0.1)
            _ = update(&m, .tick, at: now)
        }
        XCTAssertTrue(m.clock.alarm.isRinging)
        XCTAssertEqual(m.notifications.shown.map(\.id), [m.notifications.latest(about: .ringing)])
        let buttons = m.notifications.layout(screen: m.screenSize, at: now.uptime + 1).notifications.flatMap(\.buttons)
        XCTAssertEqual(buttons.map(\.action), [.snooze, .dismiss])
        XCTAssertFalse(m.notifications.messages.contains { $0.hasPrefix("Alarm set for") },
                       "\"rings in 2 s\" is out of date once it rings, so it does not come back after")
    }
}
