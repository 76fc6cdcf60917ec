import ClockCore
import Foundation
import XCTest

final class ClockGeometryTests: XCTestCase {
    func testSecondAndMinuteAnglesAreValueTimesPiOver30() {
        XCTAssertEqual(ClockGeometry.angle(sixtieths: 0), 0)
        XCTAssertEqual(ClockGeometry.angle(sixtieths: 15), .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(ClockGeometry.angle(sixtieths: 30), .pi, accuracy: 1e-12)
        XCTAssertEqual(ClockGeometry.angle(sixtieths: 45), 3 * .pi / 2, accuracy: 1e-12)
    }

    func testHourHandMovesWithTheMinutes() {
        XCTAssertEqual(ClockGeometry.hourAngle(hour: 3, minute: 0), .pi / 2, accuracy: 1e-12)
        // Half past three: halfway between 3 and 4.
        XCTAssertEqual(ClockGeometry.hourAngle(hour: 3, minute: 30), 3.5 * .pi / 6, accuracy: 1e-12)
        // 15:00 and 03:00 share a position on the 12-hour dial; 12:00 is at the top.
        XCTAssertEqual(ClockGeometry.hourAngle(hour: 15, minute: 0), ClockGeometry.hourAngle(hour: 3, minute: 0))
        XCTAssertEqual(ClockGeometry.hourAngle(hour: 12, minute: 0), 0)
    }

    func testHandAnglesForATimeOfDay() {
        let a = ClockGeometry.handAngles(TimeOfDay(hour: 9, minute: 45, second: 20))
        XCTAssertEqual(a.hour, (9 + 45.0 / 60) * .pi / 6, accuracy: 1e-12)
        XCTAssertEqual(a.minute, 45 * .pi / 30, accuracy: 1e-12)
        XCTAssertEqual(a.second, 20 * .pi / 30, accuracy: 1e-12)
    }

    func testPointAtRadiusAndAngleFollowsSinAndMinusCos() {
        let face = ClockFace(origin: Point(x: 0, y: 0), cells: Size(width: 40, height: 20), dotsPerCell: Point(x: 2, y: 4),
                             dotAspect: 1, centerX: 40, centerY: 40, radius: 30)
        let top = face.point(radius: 30, angle: 0)
        XCTAssertEqual(top.x, 40, accuracy: 1e-9)
        XCTAssertEqual(top.y, 10, accuracy: 1e-9)
        let three = face.point(radius: 30, angle: .pi / 2)
        XCTAssertEqual(three.x, 70, accuracy: 1e-9)
        XCTAssertEqual(three.y, 40, accuracy: 1e-9)
    }

    func testAspectCorrectionMakesTheFaceRoundInAscii() {
        // An ASCII dot is twice as tall as wide: the same radius spans half as many rows as columns.
        let face = ClockFace(origin: Point(x: 0, y: 0), cells: Size(width: 41, height: 21), dotsPerCell: Point(x: 1, y: 1),
                             dotAspect: 2, centerX: 20.5, centerY: 10.5, radius: 20)
        let right = face.point(radius: 20, angle: .pi / 2)
        let bottom = face.point(radius: 20, angle: .pi)
        XCTAssertEqual(right.x - face.centerX, 20, accuracy: 1e-9)
        XCTAssertEqual(bottom.y - face.centerY, 10, accuracy: 1e-9)
    }

    func testPointerAngleIsAtan2MappedToZeroToTwoPi() {
        let layout = ClockScreenLayout(size: Size(width: 120, height: 40), ascii: false)
        let face = try! XCTUnwrap(layout.face)
        // The face is centred on the middle of one cell.
        let centreCell = Point(x: face.origin.x + face.cells.width / 2, y: face.origin.y + (face.cells.height - 1) / 2)
        XCTAssertEqual(face.distance(ofCell: centreCell), 0, accuracy: 1e-9)
        XCTAssertEqual(face.angle(ofCell: Point(x: centreCell.x + 10, y: centreCell.y)), .pi / 2, accuracy: 1e-12,
                       "the cell straight right of the centre is exactly 3 o'clock")
        // Straight left of the centre is 9 o'clock: 3π/2, not −π/2.
        let left = face.angle(ofCell: Point(x: centreCell.x - 20, y: centreCell.y))
        XCTAssertEqual(left, 3 * .pi / 2, accuracy: 0.1)
        let up = face.angle(ofCell: Point(x: centreCell.x, y: centreCell.y - 15))
        XCTAssertTrue(up < 0.1 || up > 2 * .pi - 0.1, "12 o'clock is angle 0, got \(up)")
        // 10 cells right and 5 rows down is 45° below 3 o'clock once the 2:1 cell aspect is corrected.
        let diagonal = face.angle(ofCell: Point(x: centreCell.x + 10, y: centreCell.y + 5))
        XCTAssertEqual(diagonal, 3 * .pi / 4, accuracy: 0.08)
    }

    /// Issue 20 item 5: the panel gets the columns its lines need (and a margin from the edge) before the face
    /// grows; the face takes the rest, and the two stand together in the middle instead of with a gap between.
    func testTheFaceIsAsLargeAsTheTerminalAllowsBesideAPanelOfFullWidth() {
        for (w, h) in [(80, 24), (120, 40), (200, 60), (240, 70)] {
            let layout = ClockScreenLayout(size: Size(width: w, height: h), ascii: false)
            let face = try! XCTUnwrap(layout.face)
            let room = w - ClockScreenLayout.sidePanelWidth - ClockScreenLayout.rightMargin
            XCTAssertEqual(face.cells.height, min(h - 2, (room - 2) / 2), "\(w)x\(h): as large as the room allows")
            XCTAssertEqual(face.cells.width, 2 * face.cells.height, "round: twice as many columns as rows")
            XCTAssertEqual(layout.panel.width, ClockScreenLayout.sidePanelWidth, "\(w)x\(h)")
            XCTAssertEqual(layout.panel.x, face.origin.x + face.cells.width + 1, "\(w)x\(h): the panel right beside the face")
            let left = face.origin.x - 1, right = w - layout.panel.maxX - ClockScreenLayout.rightMargin
            XCTAssertTrue(left >= 0 && right >= 0 && abs(left - right) <= 1,
                          "\(w)x\(h): the pair is centred, \(left) spare left and \(right) right")
        }
    }

    func testLongLabelsWidenThePanelOnlyFromRoomTheFaceCannotUse() {
        let size = Size(width: 200, height: 60)
        let plain = ClockScreenLayout(size: size, glyphs: .braille)
        let wide = ClockScreenLayout(size: size, glyphs: .braille, panelWants: 50)
        XCTAssertEqual(wide.face, plain.face.map { f in
            var moved = f
            moved.origin.x -= (50 - ClockScreenLayout.sidePanelWidth) / 2
            return moved
        })
        XCTAssertEqual(wide.panel.width, 50)
        XCTAssertLessThanOrEqual(wide.panel.maxX, 200 - ClockScreenLayout.rightMargin)
        let small = ClockScreenLayout(size: Size(width: 80, height: 24), glyphs: .braille, panelWants: 50)
        XCTAssertEqual(small.face, ClockScreenLayout(size: Size(width: 80, height: 24), glyphs: .braille).face,
                       "no room to spare at 80x24: the face keeps its size and the label is cut")
    }

    func testTinyTerminalsHaveNoFaceAndTheSmallestAreTooSmall() {
        XCTAssertNil(ClockScreenLayout(size: Size(width: 20, height: 6), ascii: false).face)
        XCTAssertFalse(ClockScreenLayout(size: Size(width: 20, height: 6), ascii: false).tooSmall)
        XCTAssertTrue(ClockScreenLayout(size: Size(width: 4, height: 2), ascii: false).tooSmall)
    }
}
