import XCTest
@testable import ClockCore

/// Several notifications at once: stacking, the queue, clicks, actions and resizes.
final class NotificationStackTests: XCTestCase {
    private let screen = Size(width: 80, height: 24)

    private func ids(_ notifications: [SlideInNotification]) -> [Int] { notifications.map(\.id.rawValue) }

    func testNotificationsOnOneEdgeStackWithoutOverlapping() {
        var stack = NotificationStack(screen: screen)
        for i in 0..<3 { stack.show("Note \(i)", from: .top, at: 0) }
        let frames = stack.layout(screen: screen, at: 1).notifications.map(\.frame)
        XCTAssertEqual(frames.map(\.y), [1, 4, 7])
        for (a, b) in zip(frames, frames.dropFirst()) { XCTAssertTrue(a.intersection(b).isEmpty) }
    }

    func testBottomStackGrowsUpwardAndSideStacksAreCentredAlongTheirEdge() {
        var stack = NotificationStack(screen: screen)
        stack.show("One", from: .bottom, at: 0)
        stack.show("Two", from: .bottom, at: 0)
        stack.show("Left one", from: .left, at: 0)
        stack.show("Left two", from: .left, at: 0)
        let frames = stack.layout(screen: screen, at: 1).notifications.map(\.frame)
        XCTAssertEqual(frames.map(\.y), [20, 17, 9, 12])
    }

    func testWhatDoesNotFitWaitsInOrderBehindAPlusNMoreMarker() {
        var stack = NotificationStack(screen: screen)   // the top stack may use 11 rows: three boxes and the marker
        for i in 1...5 { stack.show("Note \(i)", from: .top, at: 0) }
        XCTAssertEqual(ids(stack.shown), [1, 2, 3])
        XCTAssertEqual(ids(stack.waiting), [4, 5])
        let layout = stack.layout(screen: screen, at: 1)
        XCTAssertEqual(layout.moreMarkers, [MoreMarker(edge: .top, count: 2, text: "+2 more", origin: Point(x: 36, y: 10))])
    }

    func testNoneIsLostAndTheyShowInTheOrderTheyCame() {
        var stack = NotificationStack(screen: Size(width: 80, height: 10))  // room for one at a time
        for i in 1...4 { stack.show("Note \(i)", from: .top, for: 1, at: 0) }
        var seen: [Int] = []
        var t: Uptime = 0
        while !stack.isEmpty, t < 60 {
            for n in stack.shown where !seen.contains(n.id.rawValue) { seen.append(n.id.rawValue) }
            stack.tick(at: t)
            t += 0.05
        }
        XCTAssertEqual(seen, [1, 2, 3, 4])
        XCTAssertTrue(stack.isEmpty)
    }

    func testAWaitingNotificationStartsItsEntranceWhenItGetsASlot() {
        var stack = NotificationStack(screen: Size(width: 80, height: 10))
        stack.show("First", from: .top, for: 1, at: 0)
        stack.show("Second", from: .top, for: 1, at: 0)
        stack.tick(at: 1.8)   // the first has left (0.3 in + 1 + 0.3 out) and its slot has closed (0.2)
        XCTAssertEqual(ids(stack.shown), [2])
        XCTAssertEqual(stack.layout(screen: Size(width: 80, height: 10), at: 1.8).notifications.first?.frame.y, -3,
                       "it starts off-screen, not half-way in")
    }

    func testAClickOnANotificationDismissesItAtOnce() {
        var stack = NotificationStack(screen: screen)
        let id = stack.show("Saved", from: .top, for: 0, at: 0)
        let centre = Point(x: 40, y: 2)
        XCTAssertEqual(stack.click(at: Point(x: 0, y: 20), screen: screen, at: 1), nil, "a click elsewhere passes through")
        XCTAssertEqual(stack.click(at: centre, screen: screen, at: 1), NotificationHit(id: id, action: nil))
        XCTAssertTrue(stack.movesAt(1.1), "slides out")
        XCTAssertNil(stack.hitTest(centre, screen: screen, at: 1.1), "a leaving box lets clicks through")
        stack.tick(at: 1.5)
        XCTAssertTrue(stack.isEmpty)
    }

    func testWhenABoxHasLeftTheOnesBehindItSlideIntoItsSlot() {
        var stack = NotificationStack(screen: screen)
        let first = stack.show("First", from: .top, for: 0, at: 0)
        stack.show("Second", from: .top, for: 0, at: 0)
        func y(at t: Uptime) -> Int? {
            stack.layout(screen: screen, at: t).notifications.first { $0.notification.message == "Second" }?.frame.y
        }
        XCTAssertEqual(y(at: 1), 4, "below the first")
        stack.dismiss(first, at: 1)
        XCTAssertEqual(y(at: 1.3), 4, "its slot stays while the first slides out")
        let closing = (1..<6).map { y(at: 1.3 + Double($0) * NotificationStack.slotCloseDuration / 6)! }
        XCTAssertEqual(closing, closing.sorted(by: >), "it moves up steadily: \(closing)")
        XCTAssertTrue(closing.contains { $0 > 1 && $0 < 4 }, "through the rows between: \(closing)")
        XCTAssertTrue(stack.movesAt(1.4), "frames while the slot closes")
        stack.tick(at: 1.5)
        XCTAssertEqual(ids(stack.shown), [2])
        XCTAssertEqual(y(at: 1.5), 1, "in the top slot")
        XCTAssertNil(stack.due(after: 1.5), "then it rests")
    }

    func testActionButtonsReportWhichWasClickedAndNeverExpireByThemselves() {
        var stack = NotificationStack(screen: screen)
        let id = stack.show("Wake up!", from: .top, bounce: true, severity: .warning, actions: [.snooze, .dismiss], at: 0)
        stack.tick(at: 600)
        XCTAssertEqual(ids(stack.shown), [id.rawValue])
        XCTAssertNil(stack.due(after: 600))
        let placed = stack.layout(screen: screen, at: 600).notifications[0]
        XCTAssertEqual(placed.frame, Rect(x: 26, y: 1, width: 27, height: 4))
        XCTAssertEqual(placed.buttons.map(\.frame), [Rect(x: 28, y: 3, width: 10, height: 1),
                                                     Rect(x: 40, y: 3, width: 11, height: 1)])
        XCTAssertEqual(stack.hitTest(Point(x: 45, y: 3), screen: screen, at: 600), NotificationHit(id: id, action: .dismiss))
        XCTAssertEqual(stack.click(at: Point(x: 30, y: 3), screen: screen, at: 600), NotificationHit(id: id, action: .snooze))
        stack.tick(at: 601)
        XCTAssertTrue(stack.isEmpty)
    }

    func testDismissingAWaitingNotificationDropsItFromTheQueue() {
        var stack = NotificationStack(screen: Size(width: 80, height: 10))
        stack.show("First", from: .top, at: 0)
        let second = stack.show("Second", from: .top, at: 0)
        stack.dismiss(second, at: 1)
        XCTAssertEqual(ids(stack.waiting), [])
        XCTAssertTrue(stack.layout(screen: Size(width: 80, height: 10), at: 1).moreMarkers.isEmpty)
    }

    func testResizeMidFlightRelaysOutAndRequeuesWhatNoLongerFits() {
        var stack = NotificationStack(screen: screen)
        for i in 1...4 { stack.show("Note \(i)", from: .top, at: 0) }
        stack.show("Side", from: .right, at: 0)
        let small = Size(width: 40, height: 12)   // the top stack now has 5 rows: one box and the marker
        stack.resize(to: small, at: 0.1)
        XCTAssertEqual(ids(stack.shown), [1, 5])
        XCTAssertEqual(ids(stack.waiting), [2, 3, 4], "sent back to the head of the queue in their order")
        let layout = stack.layout(screen: small, at: 0.5)
        XCTAssertEqual(layout.notifications.map(\.frame), [Rect(x: 14, y: 1, width: 12, height: 3),
                                                           Rect(x: 28, y: 4, width: 10, height: 3)])
        XCTAssertEqual(layout.moreMarkers.map(\.text), ["+3 more"])
    }

    func testGrowingTheScreenLetsWaitingNotificationsIn() {
        var stack = NotificationStack(screen: Size(width: 80, height: 10))
        for i in 1...3 { stack.show("Note \(i)", from: .bottom, at: 0) }
        XCTAssertEqual(ids(stack.shown), [1])
        stack.resize(to: screen, at: 1)
        XCTAssertEqual(ids(stack.shown), [1, 2, 3])
    }

    func testLongMessagesWrapInFullAndTheBoxGrows() {
        let message = (1...40).map { "word\($0)" }.joined(separator: " ")
        let n = SlideInNotification(id: NotificationID(1), message: message, createdAt: 0)
        let box = NotificationBox(n, screenWidth: 40)
        XCTAssertEqual(box.lines.joined(separator: " "), message)
        XCTAssertEqual(box.size, Size(width: 38, height: 2 + box.lines.count))
        XCTAssertTrue(box.lines.allSatisfy { TerminalColumns.of($0) <= 32 })
    }

    func testAMessageTallerThanTheScreenEndsInAnEllipsis() {
        let n = SlideInNotification(id: NotificationID(1), message: String(repeating: "word ", count: 40), createdAt: 0)
        let box = NotificationBox(n, screenWidth: 40, maxHeight: 5)
        XCTAssertEqual(box.size, Size(width: 38, height: 5))
        XCTAssertTrue(box.lines[2].hasSuffix("…"))
    }

    func testTheStackBoundsABoxByTheScreenHeight() {
        var stack = NotificationStack(screen: Size(width: 40, height: 8))
        stack.show(String(repeating: "word ", count: 80), from: .top, at: 0)
        let placed = stack.layout(screen: Size(width: 40, height: 8), at: 5).notifications
        XCTAssertEqual(placed.map(\.frame.height), [6])
    }

    /// On a 20-column terminal "[ Restart ]  [ Dismiss ]" is wider than the box: it was drawn from a negative column,
    /// over the left border and off the screen. Each button gets a row of its own, inside the borders.
    func testButtonsTooWideForANarrowBoxStackInsideIt() {
        let n = SlideInNotification(id: NotificationID(1), message: "Timer done — Tea, 4:00",
                                    actions: [.restart, .dismiss], createdAt: 0)
        for screenWidth in [14, 16, 20, 24, 28] {
            let box = NotificationBox(n, screenWidth: screenWidth, margin: NotificationStack.sideMargin)
            XCTAssertLessThanOrEqual(box.size.width, screenWidth, "\(screenWidth)")
            XCTAssertEqual(box.buttons.map(\.action), [.restart, .dismiss], "\(screenWidth)")
            for button in box.buttons {
                XCTAssertGreaterThanOrEqual(button.frame.x, 1, "\(screenWidth): \(button)")
                XCTAssertLessThanOrEqual(button.frame.x + button.frame.width, box.size.width - 1, "\(screenWidth): \(button)")
                XCTAssertGreaterThan(button.frame.y, box.lines.count, "below the message: \(screenWidth): \(button)")
                XCTAssertLessThan(button.frame.y, box.size.height - 1, "above the bottom border: \(screenWidth): \(button)")
            }
            let (first, second) = (box.buttons[0].frame, box.buttons[1].frame)
            XCTAssertTrue(first.y != second.y || first.x + first.width < second.x, "\(screenWidth): overlapping \(box.buttons)")
        }
        // Wide enough, they stay side by side on one row.
        let wide = NotificationBox(n, screenWidth: 80, margin: NotificationStack.sideMargin)
        XCTAssertEqual(Set(wide.buttons.map(\.frame.y)).count, 1)
        XCTAssertEqual(wide.size.height, 2 + wide.lines.count + 1)
    }

    func testTwoLineMessagesKeepTheirLineBreak() {
        let n = SlideInNotification(id: NotificationID(1), message: "Now playing\nBlue Train", createdAt: 0)
        XCTAssertEqual(NotificationBox(n, screenWidth: 80).lines, ["Now playing", "Blue Train"])
    }
}
