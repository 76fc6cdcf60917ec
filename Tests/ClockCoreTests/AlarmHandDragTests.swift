@testable import ClockCore
import Foundation
import XCTest

/// Dragging the alarm hand on a braille face: 2×4 dots a cell, square dots, centre in cell (20, 10),
/// radius 36 dots, so the alarm hand is 21.6 dots (about 11 cells across, 5 cells up) long.
final class AlarmHandDragTests: XCTestCase {
    private let face = ClockFace(origin: Point(x: 0, y: 0), cells: Size(width: 41, height: 21),
                                 dotsPerCell: Point(x: 2, y: 4), dotAspect: 1, centerX: 41, centerY: 42, radius: 36)
    private let ny = calendar("America/New_York")
    /// 10:00 in the morning, so 12 o'clock on the dial means noon.
    private lazy var tenAM = local(2026, 1, 15, 10, 0, in: ny)
    /// The alarm at 3:00, its hand pointing right along row 10.
    private let threeOClock = AlarmSettings(isOn: true, time: AlarmTime(hour: 3, minute: 0)!)

    /// Where the app draws the alarm hand: under the pointer while dragged, else at the alarm's time.
    private func shownAngle(_ drag: AlarmHandDrag, _ settings: AlarmSettings) -> Double {
        drag.trackingAngle ?? AlarmDial.angle(for: settings.time)
    }

    private func at(_ seconds: Double) -> Moment { Moment(wall: tenAM.addingTimeInterval(seconds), uptime: 100 + seconds) }

    private func send(_ drag: inout AlarmHandDrag, _ action: MouseAction, _ button: MouseButton, _ x: Int, _ y: Int,
                      at t: Double = 0, alarm: AlarmSettings? = nil) -> [AlarmHandEvent] {
        drag.handle(MouseEvent(action, button, at: Point(x: x, y: y)), at: at(t), face: face,
                    alarm: alarm ?? threeOClock, calendar: ny)
    }

    func testAPressOnOrWithinOneCellOfTheDrawnHandGrabsIt() {
        let hand = AlarmDial.angle(for: threeOClock.time)
        let cases: [(Point, Bool, String)] = [
            (Point(x: 28, y: 10), true, "on the line"),
            (Point(x: 28, y: 9), true, "one cell above the line"),
            (Point(x: 28, y: 11), true, "one cell below the line"),
            (Point(x: 31, y: 10), true, "at the tip (its centre 0.2 cell past it)"),
            (Point(x: 32, y: 10), true, "the cell right after the drawn tip (issue 11)"),
            (Point(x: 33, y: 10), false, "two cells past the drawn tip"),
            (Point(x: 28, y: 8), false, "two cells above the line"),
            (Point(x: 12, y: 10), false, "the other side of the centre"),
            (Point(x: 20, y: 5), false, "12 o'clock, where only the clock's own hands may be"),
        ]
        for (cell, grabs, why) in cases {
            XCTAssertEqual(AlarmHand.grabs(cell: cell, handAngle: hand, on: face), grabs, why)
        }
    }

    func testAPressWithinTwoDegreesGrabsTheHandOnALargeFace() {
        // ASCII cells (1×1 dots, twice as tall as wide) on a face of radius 250: the hand is 150 long, and 2°
        // there is several cells wide, so the 2° rule reaches farther than the one-cell rule.
        let big = ClockFace(origin: Point(x: 0, y: 0), cells: Size(width: 601, height: 301), dotsPerCell: Point(x: 1, y: 1),
                            dotAspect: 2, centerX: 300.5, centerY: 150.5, radius: 250)
        let hand = Double.pi / 2
        XCTAssertEqual(big.angle(ofCell: Point(x: 440, y: 152)) - hand, atan(4.0 / 140), accuracy: 1e-9,
                       "1.64° off the hand, two cells below its line")
        XCTAssertTrue(AlarmHand.grabs(cell: Point(x: 440, y: 152), handAngle: hand, on: big))
        XCTAssertFalse(AlarmHand.grabs(cell: Point(x: 440, y: 153), handAngle: hand, on: big), "2.45°, three cells")
        XCTAssertFalse(AlarmHand.grabs(cell: Point(x: 460, y: 151), handAngle: hand, on: big),
                       "within 2° but past the hand's tip and more than a cell from it")
    }

    func testDraggingMovesTheHandLiveAndReleaseCommitsTheRoundedTime() {
        var drag = AlarmHandDrag()
        XCTAssertEqual(send(&drag, .press, .left, 28, 10), [.grabbed])
        XCTAssertTrue(drag.isTracking)
        XCTAssertEqual(shownAngle(drag, threeOClock), .pi / 2, accuracy: 1e-12, "no jump on press")
        // Straight up: 12 o'clock, which at 10:00 is noon.
        XCTAssertEqual(send(&drag, .drag, .left, 20, 5, at: 0.1), [.valueChanged(time(12, 0))])
        XCTAssertEqual(shownAngle(drag, threeOClock), 0, accuracy: 1e-12)
        XCTAssertEqual(send(&drag, .drag, .left, 20, 5, at: 0.15), [], "no change, no event")
        // Up and to the right: 45° is 1:30 on the dial, 13:30 today.
        XCTAssertEqual(send(&drag, .drag, .left, 30, 5, at: 0.2), [.valueChanged(time(13, 30))])
        // atan(2/20) = 5.71° is 11.4 dial minutes, rounded to the whole minute (SPEC §3), not to a 5-minute mark.
        XCTAssertEqual(send(&drag, .drag, .left, 21, 5, at: 0.25), [.valueChanged(time(12, 11))])
        XCTAssertEqual(send(&drag, .release, .left, 21, 5, at: 0.3), [.committed(time(12, 11))])
        XCTAssertFalse(drag.isTracking)
        XCTAssertFalse(drag.isBusy)
    }

    func testOnALargeFaceNearTheRimTheDragKeepsSingleMinutes() {
        let big = ClockFace(origin: Point(x: 0, y: 0), cells: Size(width: 601, height: 301), dotsPerCell: Point(x: 1, y: 1),
                            dotAspect: 2, centerX: 300.5, centerY: 150.5, radius: 250)
        // 140 cells right of the centre and 4 rows (8 units) up: atan(8/140) = 3.27° before 3 o'clock,
        // 6.54 dial minutes: 2:53.46, which is 2:53 — not snapped to 2:55, since one cell there is under a minute.
        let angle = AlarmHandDrag.snappedAngle(ofCell: Point(x: 440, y: 146), on: big)
        XCTAssertEqual(AlarmDial.dialMinute(forAngle: angle), 2 * 60 + 53)
    }

    /// Issue 20 item 9: drags to 4:02, 4:07, 4:13 came out as 4:00, 4:05, 4:15; release rounds to whole minutes.
    func testTheDragRoundsToTheWholeMinuteUnderThePointerNotToFiveMinuteMarks() {
        // Two rows below the 3 o'clock line, 20 cells out: 5.7° past 3, which reads 3:11 (it read 3:10).
        let angle = AlarmHandDrag.snappedAngle(ofCell: Point(x: 40, y: 11), on: face)
        XCTAssertEqual(AlarmDial.dialMinute(forAngle: angle), 3 * 60 + 11)
        // Every cell's time is the whole minute nearest to the angle it points at.
        var minutes = Set<Int>()
        for x in 0..<face.cells.width {
            for y in 0..<face.cells.height where face.distance(ofCell: Point(x: x, y: y)) >= face.cellWidthInDots {
                let cell = Point(x: x, y: y)
                let exact: Double = face.angle(ofCell: cell) * 720 / (2 * Double.pi)
                let minute = AlarmDial.dialMinute(forAngle: AlarmHandDrag.snappedAngle(ofCell: cell, on: face))
                let off: Double = abs(Double(minute) - exact)
                XCTAssertLessThanOrEqual(min(off, 720 - off), 0.5 + 1e-9)
                minutes.insert(minute)
            }
        }
        let aimedAt: [Int] = [242, 247, 253]
        XCTAssertTrue(aimedAt.allSatisfy { minutes.contains($0) },
                      "the minutes the issue aimed at can be reached by some cell")
        // The cell on the 3 o'clock line still reads exactly 3:00 (the face is centred on a cell).
        let three = AlarmHandDrag.snappedAngle(ofCell: Point(x: 40, y: 10), on: face)
        XCTAssertEqual(AlarmDial.dialMinute(forAngle: three), 3 * 60)
    }

    func testAPressOffTheHandDoesNotGrabIt() {
        var drag = AlarmHandDrag()
        XCTAssertEqual(send(&drag, .press, .left, 20, 5), [])
        XCTAssertFalse(drag.isTracking)
        XCTAssertEqual(send(&drag, .drag, .left, 25, 5, at: 0.1), [])
        XCTAssertEqual(send(&drag, .release, .left, 25, 5, at: 0.2), [])
        XCTAssertEqual(shownAngle(drag, threeOClock), .pi / 2, accuracy: 1e-12)
    }

    func testAHiddenHandCannotBeGrabbed() {
        var drag = AlarmHandDrag()
        var off = threeOClock
        off.isOn = false
        XCTAssertEqual(send(&drag, .press, .left, 28, 10, alarm: off), [])
        XCTAssertFalse(drag.isTracking)
    }

    func testAPressOutsideTheFaceIsNotTaken() {
        var drag = AlarmHandDrag()
        XCTAssertEqual(send(&drag, .press, .left, 40, 0), [])
        XCTAssertFalse(drag.isBusy)
        XCTAssertNil(drag.nextDeadline(after: at(0.5)))
    }

    func testEscapeDuringADragPutsTheHandBack() {
        var drag = AlarmHandDrag()
        _ = send(&drag, .press, .left, 28, 10)
        _ = send(&drag, .drag, .left, 20, 5, at: 0.1)
        XCTAssertEqual(drag.handle(KeyEvent(.escape)), [.cancelled])
        XCTAssertFalse(drag.isTracking)
        XCTAssertEqual(shownAngle(drag, threeOClock), .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(send(&drag, .drag, .left, 30, 5, at: 0.2), [], "the rest of the gesture is ignored")
        XCTAssertEqual(send(&drag, .release, .left, 30, 5, at: 0.3), [], "nothing is committed")
        XCTAssertFalse(drag.isBusy)
        XCTAssertEqual(drag.handle(KeyEvent(.escape)), [], "Esc is not taken when not dragging")
    }

    func testTheRightButtonDuringADragPutsTheHandBack() {
        var drag = AlarmHandDrag()
        _ = send(&drag, .press, .left, 28, 10)
        _ = send(&drag, .drag, .left, 20, 5, at: 0.1)
        XCTAssertEqual(send(&drag, .press, .right, 20, 5, at: 0.2), [.cancelled])
        XCTAssertEqual(shownAngle(drag, threeOClock), .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(send(&drag, .release, .left, 20, 5, at: 0.3), [])
    }

    func testALongPressSwitchesTheAlarmOnUnderThePointerAndContinuesAsADrag() {
        var drag = AlarmHandDrag()
        var off = threeOClock
        off.isOn = false
        XCTAssertEqual(send(&drag, .press, .left, 20, 5, alarm: off), [])
        XCTAssertEqual(drag.nextDeadline(after: at(0))?.uptime, 100.4, "due when the press becomes a long press")
        XCTAssertEqual(drag.tick(at: at(0.39), face: face, calendar: ny), [])
        XCTAssertEqual(drag.tick(at: at(0.4), face: face, calendar: ny), [.switchedOn(time(12, 0))])
        XCTAssertTrue(drag.isTracking)
        XCTAssertNil(drag.nextDeadline(after: at(0.5)))
        // The app applies it: on, at 12:00. The drag goes on from there.
        let on = AlarmSettings(isOn: true, time: time(12, 0))
        XCTAssertEqual(send(&drag, .drag, .left, 30, 5, at: 0.6, alarm: on), [.valueChanged(time(13, 30))])
        XCTAssertEqual(drag.handle(KeyEvent(.escape)), [.cancelled])
        XCTAssertEqual(shownAngle(drag, on), 0, accuracy: 1e-12, "back to where the long press put it")
    }

    func testALongPressIsCancelledByMovingFirst() {
        var drag = AlarmHandDrag()
        _ = send(&drag, .press, .left, 20, 5)
        XCTAssertEqual(send(&drag, .drag, .left, 20, 5, at: 0.1), [], "a report from the same cell is not a move")
        XCTAssertNotNil(drag.nextDeadline(after: at(0.1)))
        XCTAssertEqual(send(&drag, .drag, .left, 21, 5, at: 0.2), [])
        XCTAssertNil(drag.nextDeadline(after: at(0.5)))
        XCTAssertEqual(drag.tick(at: at(1), face: face, calendar: ny), [])
        XCTAssertFalse(drag.isTracking)
    }

    func testALongPressNoticedLateStillHappensBeforeTheRelease() {
        var drag = AlarmHandDrag()
        _ = send(&drag, .press, .left, 20, 5)
        XCTAssertEqual(send(&drag, .release, .left, 20, 5, at: 0.5), [.switchedOn(time(12, 0)), .committed(time(12, 0))])
    }

    func testAShortClickOffTheHandDoesNothing() {
        var drag = AlarmHandDrag()
        _ = send(&drag, .press, .left, 20, 5)
        XCTAssertEqual(send(&drag, .release, .left, 20, 5, at: 0.2), [])
        XCTAssertEqual(drag.tick(at: at(1), face: face, calendar: ny), [])
    }

    func testAPressAfterALostReleaseCommitsTheDragAndStartsAfresh() {
        var drag = AlarmHandDrag()
        _ = send(&drag, .press, .left, 28, 10)
        _ = send(&drag, .drag, .left, 20, 5, at: 0.1)
        XCTAssertEqual(send(&drag, .press, .left, 40, 0, at: 2), [.committed(time(12, 0))])
        XCTAssertFalse(drag.isBusy, "the new press, outside the face, starts nothing")
    }

    /// Found by hand in tmux: after a lost release, a click where the hand had been (3:00) grabbed the hand drawn
    /// at 12:00 by its old place, and, not moved, committed 3:00 again: the drag's time was undone.
    func testAfterALostReleaseThePressFindsTheHandWhereItWasLeft() {
        var drag = AlarmHandDrag()
        _ = send(&drag, .press, .left, 28, 10)
        _ = send(&drag, .drag, .left, 20, 5, at: 0.1)
        XCTAssertEqual(send(&drag, .press, .left, 28, 10, at: 2), [.committed(time(12, 0))],
                       "the old place of the hand grabs nothing")
        XCTAssertFalse(drag.isTracking)
        XCTAssertEqual(send(&drag, .release, .left, 28, 10, at: 2.1), [])

        // The same lost release again (the app still holds 3:00 when the press comes).
        drag = AlarmHandDrag()
        _ = send(&drag, .press, .left, 28, 10, at: 3)
        _ = send(&drag, .drag, .left, 20, 5, at: 3.1)
        XCTAssertEqual(send(&drag, .press, .left, 20, 6, at: 5), [.committed(time(12, 0)), .grabbed],
                       "a press on the hand where it was left grabs it")
        XCTAssertEqual(send(&drag, .release, .left, 20, 6, at: 5.1), [.committed(time(12, 0))],
                       "and a click there keeps its time")
    }

    func testAClickOnTheHandWithoutMovingItKeepsTheTime() {
        var drag = AlarmHandDrag()
        // 3:00 in the morning, though 3:00 on the dial at 10:00 would seed to 15:00.
        XCTAssertEqual(send(&drag, .press, .left, 28, 10), [.grabbed])
        XCTAssertEqual(send(&drag, .release, .left, 28, 10, at: 0.1), [.committed(time(3, 0))])
    }
}
