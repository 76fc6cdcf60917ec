import ClockCore
import ClockRender
import XCTest

/// SPEC §3: a press within about one cell of the drawn alarm hand grabs it. Checked against the hand as the view
/// draws it, so a cell the raster puts beside the ideal line counts too (issue 11).
final class AlarmHandGrabTests: XCTestCase {
    func testAPressOnAnyCellNextToTheDrawnHandGrabsIt() {
        for (size, ascii) in [(Size(width: 80, height: 24), false), (Size(width: 120, height: 40), false),
                              (Size(width: 80, height: 24), true)] {
            let face = ClockScreenLayout(size: size, ascii: ascii).face!
            for step in 0..<96 {
                let angle = Double(step) * 2 * Double.pi / 96
                var canvas = Canvas(size: size)
                // The clock's own hands point at 6:00 and the alarm hand's cells are told apart by their style.
                ClockFaceView(face: face, time: TimeOfDay(hour: 6, minute: 0, second: 30), showSeconds: false,
                              alarmAngle: angle).render(into: &canvas)
                var missed: [Point] = []
                for y in 0..<size.height {
                    for x in 0..<size.width where canvas[x, y].style == Theme.dark[.alarmHand] {
                        for dy in -1...1 {
                            for dx in -1...1 {
                                let cell = Point(x: x + dx, y: y + dy)
                                if !AlarmHand.grabs(cell: cell, handAngle: angle, on: face) { missed.append(cell) }
                            }
                        }
                    }
                }
                XCTAssertEqual(missed, [], "\(size) ascii=\(ascii) at \(step * 360 / 96)°")
            }
        }
    }

    func testAPressTwoCellsAwayFromTheHandDoesNotGrabIt() {
        let face = ClockScreenLayout(size: Size(width: 80, height: 24), ascii: false).face!
        // The hand points at 12; a cell two columns right of the centre column, halfway up, is off it.
        let column = Int(face.centerX) / face.dotsPerCell.x + face.origin.x
        let row = face.origin.y + Int(face.centerY) / face.dotsPerCell.y - 4
        XCTAssertTrue(AlarmHand.grabs(cell: Point(x: column, y: row), handAngle: 0, on: face))
        XCTAssertFalse(AlarmHand.grabs(cell: Point(x: column + 3, y: row), handAngle: 0, on: face))
    }
}
