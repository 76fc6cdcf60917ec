import XCTest
@testable import ClockCore

/// Where a slide-in notification is over time, on every edge, with and without bounce.
final class NotificationTimelineTests: XCTestCase {
    private let screen = Size(width: 80, height: 24)

    /// The frame of the only notification on `edge` at `t` ("Hello": an 11×3 box).
    private func frame(_ stack: NotificationStack, at t: Uptime) -> Rect? {
        stack.layout(screen: screen, at: t).notifications.first?.frame
    }

    private func stack(edge: NotificationEdge, bounce: Bool, reducedMotion: Bool = false) -> NotificationStack {
        var stack = NotificationStack(screen: screen, reducedMotion: reducedMotion)
        stack.show("Hello", from: edge, for: 5, bounce: bounce, at: 0)
        return stack
    }

    /// The coordinate that moves: y for top/bottom, x for left/right.
    private func travelling(_ edge: NotificationEdge, _ r: Rect) -> Int {
        edge == .top || edge == .bottom ? r.y : r.x
    }

    func testBoxStartsJustOffScreenCentredAlongItsEdge() {
        XCTAssertEqual(frame(stack(edge: .top, bounce: false), at: 0), Rect(x: 34, y: -3, width: 11, height: 3))
        XCTAssertEqual(frame(stack(edge: .bottom, bounce: false), at: 0), Rect(x: 34, y: 24, width: 11, height: 3))
        XCTAssertEqual(frame(stack(edge: .left, bounce: false), at: 0), Rect(x: -11, y: 10, width: 11, height: 3))
        XCTAssertEqual(frame(stack(edge: .right, bounce: false), at: 0), Rect(x: 80, y: 10, width: 11, height: 3))
    }

    func testSlideInEasesOutToItsRestingPlaceOnEveryEdge() {
        // 0.3 s ease-out (cubic): at 0.1 s it has covered 1 − (2/3)³ ≈ 70 % of the way.
        let expected: [NotificationEdge: [Int]] = [
            .top: [-3, 0, 1], .bottom: [24, 21, 20], .left: [-11, -2, 2], .right: [80, 71, 67],
        ]
        for (edge, positions) in expected {
            let s = stack(edge: edge, bounce: false)
            XCTAssertEqual([0, 0.1, 0.3].map { travelling(edge, frame(s, at: $0)!) }, positions, "\(edge)")
            XCTAssertFalse(s.movesAt(0.3), "\(edge) rests after 0.3 s")
        }
    }

    func testWithoutBounceItNeverPassesItsRestingPlace() {
        let s = stack(edge: .left, bounce: false)
        let xs = stride(from: 0.0, through: 0.4, by: 0.01).map { frame(s, at: Uptime(seconds: $0))!.x }
        XCTAssertEqual(xs, xs.sorted())
        XCTAssertEqual(xs.max(), 2)
    }

    func testBounceFollowsTheKeyframesOnEveryEdge() {
        // Keyframes from → overshoot → rest → overshoot → rest at 0, .18, .5, .75, 1 of the 0.8 s entrance;
        // overshoot = 1.2 × travel (travel: 4 rows for top/bottom, 13 columns for left/right).
        let times = NotificationTimeline.Constants.bounceKeyTimes.map { $0 * NotificationTimeline.Constants.bounceDuration }
        let expected: [NotificationEdge: [Int]] = [
            .top: [-3, 2, 1, 2, 1], .bottom: [24, 19, 20, 19, 20], .left: [-11, 5, 2, 5, 2], .right: [80, 64, 67, 64, 67],
        ]
        for (edge, positions) in expected {
            let s = stack(edge: edge, bounce: true)
            XCTAssertEqual(times.map { travelling(edge, frame(s, at: Uptime(seconds: $0))!) }, positions, "\(edge)")
        }
    }

    func testItLeavesAfterItsDurationTheWayItCame() {
        var s = stack(edge: .right, bounce: false)
        // In by 0.3 s, rests 5 s, leaves over 0.3 s.
        XCTAssertEqual(frame(s, at: 5.29)?.x, 67)
        XCTAssertEqual(s.due(after: 5.2)!, 5.3, accuracy: 1e-9, "due when it starts to leave")
        s.tick(at: 5.31)
        XCTAssertGreaterThan(frame(s, at: 5.5)!.x, 67, "moving back out to the right")
        XCTAssertTrue(s.movesAt(5.5))
        XCTAssertNil(frame(s, at: 5.61), "gone from the screen once it has left")
        s.tick(at: 5.61 + NotificationStack.slotCloseDuration)
        XCTAssertTrue(s.isEmpty, "no ghost is left behind")
    }

    func testTimelineProgressHitsEachKeyframeValue() {
        let timeline = NotificationTimeline(shownAt: 10, bounce: true, reducedMotion: false)
        let d = NotificationTimeline.Constants.bounceDuration
        let values = [0, 0.18, 0.5, 0.75, 1].map { timeline.progress(at: 10 + $0 * d) }
        for (got, want) in zip(values, [0, 1.2, 1, 1.2, 1]) { XCTAssertEqual(got, want, accuracy: 1e-9) }
    }

    func testDismissedDuringTheEntranceItLeavesFromWhereItWas() {
        var timeline = NotificationTimeline(shownAt: 0, bounce: false, reducedMotion: false)
        timeline.leaveAt = 0.1
        let at = timeline.progress(at: 0.1)
        XCTAssertEqual(at, 1 - pow(2.0 / 3, 3), accuracy: 1e-9)
        XCTAssertLessThan(timeline.progress(at: 0.2), at)
        XCTAssertEqual(timeline.progress(at: 0.4), 0)
        XCTAssertTrue(timeline.isGone(at: 0.4))
    }

    func testReducedMotionAppearsAndDisappearsInPlace() {
        var s = stack(edge: .top, bounce: true, reducedMotion: true)
        XCTAssertEqual(frame(s, at: 0)?.y, 1, "already at rest")
        XCTAssertFalse(s.movesAt(0))
        XCTAssertEqual(s.due(after: 0), 5, "nothing to draw until it expires")
        s.tick(at: 5)
        XCTAssertTrue(s.isEmpty, "gone at once, its slot too")
    }

    func testNextDeadlineIsAFrameWhileSlidingAndTheExpiryWhileResting() {
        let s = stack(edge: .bottom, bounce: false)
        XCTAssertEqual(s.due(after: 0.1)!, 0.1 + FrameRate.interval, accuracy: 1e-9)
        XCTAssertEqual(s.due(after: 0.29)!, 0.3, accuracy: 1e-9, "the last frame of the slide is where it rests")
        XCTAssertEqual(s.due(after: 1)!, 5.3, accuracy: 1e-9)
        XCTAssertNil(NotificationStack(screen: screen).due(after: 1))
    }
}
