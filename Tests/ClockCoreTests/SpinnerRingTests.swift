import XCTest
@testable import ClockCore

final class SpinnerRingTests: XCTestCase {
    /// Drags from column 0 to `columns` in `steps` moves over `seconds`, starting at time `t0`.
    private func drag(_ ring: inout SpinnerRing, columns: Double, seconds: Double, from t0: Uptime = 0,
                      cellsPerStep: Double = 4, moves: Int = 5) -> [SpinnerEvent] {
        ring.beginDrag(atX: 0, cellsPerStep: cellsPerStep, at: t0)
        var events: [SpinnerEvent] = []
        for i in 1...moves {
            let f = Double(i) / Double(moves)
            events += ring.drag(toX: columns * f, at: t0 + seconds * f)
        }
        return events
    }

    private func settle(_ ring: inout SpinnerRing, at t: Uptime) -> [SpinnerEvent] {
        ring.tick(at: t)
    }

    func testTapRightOfTheCentreStepsToTheNextNumber() {
        var ring = SpinnerRing(0...9, value: 4)
        ring.beginDrag(atX: 30, cellsPerStep: 4, at: 0)
        _ = ring.endDrag(atX: 30, side: .right, at: 0.1)
        XCTAssertTrue(ring.movesAt(0.2))
        XCTAssertEqual(settle(&ring, at: 1), [.changing(5), .committed(5)])
        XCTAssertEqual(ring.value, 5)
    }

    func testTapLeftOfTheCentreStepsToThePreviousNumber() {
        var ring = SpinnerRing(0...9, value: 4)
        ring.beginDrag(atX: 2, cellsPerStep: 4, at: 0)
        _ = ring.endDrag(atX: 2, side: .left, at: 0.1)
        _ = settle(&ring, at: 1)
        XCTAssertEqual(ring.value, 3)
    }

    func testTapOnTheCentreNumberChangesNothing() {
        var ring = SpinnerRing(0...9, value: 4)
        ring.beginDrag(atX: 10, cellsPerStep: 4, at: 0)
        let events = ring.endDrag(atX: 10, side: .centre, at: 0.1)
        XCTAssertEqual(events, [])
        XCTAssertFalse(ring.movesAt(0.1))
        XCTAssertEqual(ring.value, 4)
    }

    func testDraggingRightTurnsTheRingWithThePointerTowardSmallerNumbers() {
        var ring = SpinnerRing(0...9, value: 5)
        let events = drag(&ring, columns: 8, seconds: 1, cellsPerStep: 4)
        XCTAssertEqual(ring.position(at: 1), 3, accuracy: 1e-9)
        XCTAssertEqual(events, [.changing(4), .changing(3)])
    }

    func testDragPassesThroughFractionalPositions() {
        var ring = SpinnerRing(0...9, value: 5)
        ring.beginDrag(atX: 0, cellsPerStep: 4, at: 0)
        _ = ring.drag(toX: -6, at: 0.5)
        XCTAssertEqual(ring.position(at: 0.5), 6.5, accuracy: 1e-9)
        XCTAssertEqual(ring.angle(at: 0.5), 234, accuracy: 1e-9)
    }

    func testSlowDragSettlesOnTheNearestNumber() {
        var ring = SpinnerRing(0...9, value: 5)
        _ = drag(&ring, columns: -9, seconds: 2, cellsPerStep: 4) // 2.25 steps toward larger numbers
        let events = ring.endDrag(atX: -9, side: .left, at: 2.5)     // pointer rested: no flick
        XCTAssertEqual(events, [])
        _ = settle(&ring, at: 3.5)
        XCTAssertEqual(ring.value, 7)
    }

    func testFlickTurnsOnByStepsThatGrowWithTheSpeed() {
        var slow = SpinnerRing(0...59, value: 0)
        _ = drag(&slow, columns: -8, seconds: 0.1, cellsPerStep: 4)       // 20 steps/s
        _ = slow.endDrag(atX: -8, side: .left, at: 0.1)
        var fast = SpinnerRing(0...59, value: 0)
        _ = drag(&fast, columns: -16, seconds: 0.1, cellsPerStep: 4)      // 40 steps/s
        _ = fast.endDrag(atX: -16, side: .left, at: 0.1)
        _ = slow.tick(at: 1)
        _ = fast.tick(at: 1)
        XCTAssertEqual(slow.value, 8)   // 2 dragged + 20 × 0.3
        XCTAssertEqual(fast.value, 16)  // 4 dragged + 40 × 0.3
    }

    func testFlickIsCappedAt150Degrees() {
        var ring = SpinnerRing(0...59, value: 0)  // 6° a number: at most 25 numbers
        _ = drag(&ring, columns: -80, seconds: 0.1, cellsPerStep: 4)
        _ = ring.endDrag(atX: -80, side: .left, at: 0.1)
        _ = ring.tick(at: 1)
        XCTAssertEqual(ring.value, 20 + 25)
    }

    func testFlickEasesOutOverHalfASecondAndLandsExactlyOnANumber() {
        var ring = SpinnerRing(0...59, value: 0)
        _ = drag(&ring, columns: -8, seconds: 0.1, cellsPerStep: 4)
        _ = ring.endDrag(atX: -8, side: .left, at: 0.1)
        let early = ring.position(at: 0.2) - ring.position(at: 0.1)
        let late = ring.position(at: 0.6) - ring.position(at: 0.5)
        XCTAssertGreaterThan(early, late, "eases out: fast first, slow at the end")
        XCTAssertEqual(ring.due(after: 0.3)!, 0.3 + FrameRate.interval, accuracy: 1e-9)
        XCTAssertEqual(ring.due(after: 0.59)!, 0.6, accuracy: 1e-9, "the last frame lands on the number")
        XCTAssertEqual(ring.due(after: 0.61)!, 0.61, accuracy: 1e-9, "a settle that ran out is due until ticked")
        _ = ring.tick(at: 0.6)
        XCTAssertEqual(ring.position(at: 0.6), 8)
        XCTAssertNil(ring.due(after: 0.6))
    }

    func testCommittedFiresExactlyOnceWhenTheRingSettles() {
        var ring = SpinnerRing(0...59, value: 0)
        var events = drag(&ring, columns: -8, seconds: 0.1, cellsPerStep: 4)
        events += ring.endDrag(atX: -8, side: .left, at: 0.1)
        for frame in 0..<40 { events += ring.tick(at: 0.1 + Double(frame) / 30) }
        XCTAssertEqual(events.filter { if case .committed = $0 { return true } else { return false } }, [.committed(8)])
        XCTAssertEqual(events.last, .committed(8))
    }

    func testSettlingBackOnTheSameNumberDoesNotCommit() {
        var ring = SpinnerRing(0...9, value: 3)
        _ = drag(&ring, columns: -6, seconds: 2, cellsPerStep: 4) // 1.5 steps away (front shows 5)…
        _ = ring.drag(toX: 0, at: 2.5)                             // …and slowly back
        let events = ring.endDrag(atX: 1, side: .centre, at: 3) + ring.tick(at: 4)
        XCTAssertFalse(events.contains { if case .committed = $0 { return true } else { return false } })
        XCTAssertEqual(ring.value, 3)
    }

    func testRingWrapsForwardAndBackward() {
        var ring = SpinnerRing(1...12, value: 12)
        _ = ring.step(by: 1, at: 0)
        _ = ring.tick(at: 1)
        XCTAssertEqual(ring.value, 1)
        _ = ring.step(by: -2, at: 2)
        _ = ring.tick(at: 3)
        XCTAssertEqual(ring.value, 11)
        XCTAssertEqual(ring.position(at: 3), 10, "rests inside 0..<N after wrapping")
    }

    func testDraggingPastTheFirstNumberWrapsToTheLast() {
        var ring = SpinnerRing(0...59, value: 1)
        let events = drag(&ring, columns: 8, seconds: 2, cellsPerStep: 4, moves: 8)
        XCTAssertEqual(events, [.changing(0), .changing(59)])
        XCTAssertEqual(ring.endDrag(atX: 8, side: .right, at: 2.5), [.committed(59)], "already on a number: no settle")
        XCTAssertEqual(ring.position(at: 3), 59)
    }

    func testTwoNumberRingAlternates() {
        var ring = SpinnerRing(0...1, value: 0)
        _ = ring.step(by: 1, at: 0)
        _ = ring.tick(at: 1)
        XCTAssertEqual(ring.value, 1)
        _ = ring.step(by: 1, at: 2)
        _ = ring.tick(at: 3)
        XCTAssertEqual(ring.value, 0)
        ring.beginDrag(atX: 0, cellsPerStep: 4, at: 4)
        _ = ring.drag(toX: -20, at: 4.05)
        _ = ring.endDrag(atX: -40, side: .left, at: 4.1) // a wild flick still moves at most one number (150° < 180°)
        _ = ring.tick(at: 5)
        XCTAssertEqual(ring.value, 1)
    }

    func testArrowKeysPagesAndHomeEnd() {
        var ring = SpinnerRing(0...59, value: 30)
        _ = ring.handle(KeyEvent(.right), at: 0)
        _ = ring.handle(KeyEvent(.right), at: 0.05) // continues from where the first step is heading
        _ = ring.tick(at: 1)
        XCTAssertEqual(ring.value, 32)
        _ = ring.handle(KeyEvent(.left), at: 2)
        _ = ring.tick(at: 3)
        XCTAssertEqual(ring.value, 31)
        _ = ring.handle(KeyEvent(.pageUp), at: 4)
        _ = ring.tick(at: 5)
        XCTAssertEqual(ring.value, 41)
        _ = ring.handle(KeyEvent(.pageDown), at: 6)
        _ = ring.tick(at: 7)
        XCTAssertEqual(ring.value, 31)
        _ = ring.handle(KeyEvent(.end), at: 8)
        _ = ring.tick(at: 9)
        XCTAssertEqual(ring.value, 59)
        _ = ring.handle(KeyEvent(.home), at: 10)
        XCTAssertEqual(ring.tick(at: 11), [.changing(0), .committed(0)])
        XCTAssertEqual(ring.position(at: 11), 0)
    }

    func testHomeTakesTheShortWayRound() {
        var ring = SpinnerRing(0...59, value: 58)
        _ = ring.handle(KeyEvent(.home), at: 0)
        XCTAssertGreaterThan(ring.position(at: 0.1), 58, "turns forward through 59 rather than back through 57…1")
    }

    func testTypedDigitsFormOneNumberWithinTheTimeout() {
        var ring = SpinnerRing(1...60, value: 5)
        _ = ring.handle(KeyEvent(.char("1")), at: 0)
        _ = ring.handle(KeyEvent(.char("5")), at: 0.4)
        _ = ring.tick(at: 1)
        XCTAssertEqual(ring.value, 15)
    }

    func testTypedDigitsStartOverAfterTheTimeout() {
        var ring = SpinnerRing(1...60, value: 5)
        _ = ring.handle(KeyEvent(.char("1")), at: 0)
        _ = ring.handle(KeyEvent(.char("5")), at: 2)
        _ = ring.tick(at: 3)
        XCTAssertEqual(ring.value, 5)
    }

    func testTypedNumbersAreCappedToTheRange() {
        var ring = SpinnerRing(1...60, value: 5)
        _ = ring.handle(KeyEvent(.char("9")), at: 0)
        _ = ring.handle(KeyEvent(.char("9")), at: 0.2)
        _ = ring.tick(at: 1)
        XCTAssertEqual(ring.value, 60)
        _ = ring.handle(KeyEvent(.char("0")), at: 5)
        _ = ring.tick(at: 6)
        XCTAssertEqual(ring.value, 1)
    }

    func testAThirdDigitStartsANewNumber() {
        var ring = SpinnerRing(0...59, value: 0)
        for (i, c) in "153".enumerated() { _ = ring.handle(KeyEvent(.char(c)), at: Uptime(seconds: Double(i) * 0.2)) }
        _ = ring.tick(at: 2)
        XCTAssertEqual(ring.value, 3)
    }

    func testUnrelatedKeysAreNotHandled() {
        var ring = SpinnerRing(0...9)
        XCTAssertFalse(ring.handle(KeyEvent(.char("q")), at: 0).handled)
        XCTAssertFalse(ring.handle(KeyEvent(.tab), at: 0).handled)
    }

    func testWheelStepsOneNumberPerNotch() {
        var ring = SpinnerRing(0...9, value: 5)
        let rect = Rect(x: 10, y: 5, width: 21, height: 5)
        let now = Moment(wall: Date(timeIntervalSince1970: 0), uptime: 0)
        _ = ring.handle(MouseEvent(.wheelUp, .none, at: Point(x: 12, y: 6)), in: rect, at: now)
        _ = ring.handle(MouseEvent(.wheelUp, .none, at: Point(x: 12, y: 6)), in: rect, at: now.advanced(by: 0.02))
        _ = ring.tick(at: 1)
        XCTAssertEqual(ring.value, 7)
        _ = ring.handle(MouseEvent(.wheelDown, .none, at: Point(x: 12, y: 6)), in: rect, at: now.advanced(by: 2))
        _ = ring.tick(at: 3)
        XCTAssertEqual(ring.value, 6)
        let outside = ring.handle(MouseEvent(.wheelDown, .none, at: Point(x: 0, y: 0)), in: rect, at: now.advanced(by: 4))
        XCTAssertFalse(outside.handled)
    }

    func testMouseClickRightOfTheFrontNumberInsideTheControlSteps() {
        var ring = SpinnerRing(0...9, value: 5)
        let rect = Rect(x: 10, y: 5, width: 21, height: 5)
        let t0 = Moment(wall: Date(timeIntervalSince1970: 0), uptime: 0)
        XCTAssertTrue(ring.handle(MouseEvent(.press, .left, at: Point(x: 28, y: 7)), in: rect, at: t0).handled)
        _ = ring.handle(MouseEvent(.release, .left, at: Point(x: 28, y: 7)), in: rect, at: t0.advanced(by: 0.1))
        _ = ring.tick(at: 1)
        XCTAssertEqual(ring.value, 6)
    }

    func testQuickClicksEachCountLikeWheelNotches() {
        var ring = SpinnerRing(0...59, value: 5)
        let rect = Rect(x: 10, y: 5, width: 21, height: 5)
        let t0 = Moment(wall: Date(timeIntervalSince1970: 0), uptime: 0)
        for i in 0..<6 {   // six clicks 50 ms apart, each press interrupting the step still in flight
            let press = t0.advanced(by: Double(i) * 0.05)
            _ = ring.handle(MouseEvent(.press, .left, at: Point(x: 28, y: 7)), in: rect, at: press)
            _ = ring.handle(MouseEvent(.release, .left, at: Point(x: 28, y: 7)), in: rect, at: press.advanced(by: 0.02))
        }
        _ = ring.tick(at: 2)
        XCTAssertEqual(ring.value, 11)
        for i in 0..<3 {
            let press = t0.advanced(by: 3 + Double(i) * 0.05)
            _ = ring.handle(MouseEvent(.press, .left, at: Point(x: 12, y: 7)), in: rect, at: press)
            _ = ring.handle(MouseEvent(.release, .left, at: Point(x: 12, y: 7)), in: rect, at: press.advanced(by: 0.02))
        }
        _ = ring.tick(at: 5)
        XCTAssertEqual(ring.value, 8, "clicks left of the front number count down as quickly")
    }

    func testPressOutsideTheControlIsIgnoredButAGrabbedDragContinuesOutside() {
        var ring = SpinnerRing(0...9, value: 5)
        let rect = Rect(x: 10, y: 5, width: 21, height: 5)
        let t0 = Moment(wall: Date(timeIntervalSince1970: 0), uptime: 0)
        XCTAssertFalse(ring.handle(MouseEvent(.press, .left, at: Point(x: 2, y: 2)), in: rect, at: t0).handled)
        XCTAssertFalse(ring.isDragging)
        _ = ring.handle(MouseEvent(.press, .left, at: Point(x: 20, y: 7)), in: rect, at: t0)
        let geometry = SpinnerGeometry(rect: rect, ring: ring)
        let far = 20 + Int(geometry.cellsPerStep * 2)
        let response = ring.handle(MouseEvent(.drag, .left, at: Point(x: far, y: 0)), in: rect, at: t0.advanced(by: 1))
        XCTAssertTrue(response.handled)
        XCTAssertEqual(ring.frontValue(at: 1), 3)
    }

    func testRightButtonCancelsADrag() {
        var ring = SpinnerRing(0...9, value: 5)
        ring.beginDrag(atX: 0, cellsPerStep: 2, at: 0)
        _ = ring.drag(toX: 6, at: 0.5)
        _ = ring.cancelDrag(at: 1)
        _ = ring.tick(at: 2)
        XCTAssertEqual(ring.value, 5)
    }

    func testMoveToAnimatesTheShortWayAndCommits() {
        var ring = SpinnerRing(0...59, value: 10)
        let first = ring.move(to: 50, at: 0)
        XCTAssertEqual(first, [])
        XCTAssertTrue(ring.movesAt(0.1))
        XCTAssertLessThan(ring.position(at: 0.1), 10, "10 → 50 is shorter backwards through 0")
        XCTAssertEqual(ring.tick(at: 1).last, .committed(50))
    }

    func testSetValueMirrorsAnOutsideChangeWithoutEvents() {
        var ring = SpinnerRing(0...59, value: 10)
        ring.setValue(42)
        XCTAssertEqual(ring.value, 42)
        XCTAssertEqual(ring.tick(at: 1), [])
        XCTAssertEqual(ring.frontValue(at: 1), 42)
    }

    func testZeroPaddedText() {
        XCTAssertEqual(SpinnerRing(0...59, zeroPadded: true).text(for: 5), "05")
        XCTAssertEqual(SpinnerRing(0...59).text(for: 5), "5")
    }
}
