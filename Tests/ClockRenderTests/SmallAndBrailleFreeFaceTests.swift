import ClockCore
import ClockRender
import Foundation
import XCTest

/// Issue 11: the face without braille (the Linux console, `--no-braille`), a face on a 40x12 terminal, and what the
/// tiniest terminals show.
final class SmallAndBrailleFreeFaceTests: XCTestCase {
    func frame(_ w: Int, _ h: Int, _ options: AppOptions, _ date: Date = Snapshot.date(10, 8, 37)) -> Canvas {
        AppView.render(Snapshot.model(w, h, at: date, options: options))
    }

    static let noBraille = AppOptions(braille: false)

    func testTheFaceWithoutBrailleIsDrawnInHalfBlocksAt80x24() {
        assertSnapshot(frame(80, 24, Self.noBraille), named: "halfBlocks80x24")
    }

    func testTheFaceWithoutBrailleIsDrawnInHalfBlocksAt120x40() {
        assertSnapshot(frame(120, 40, AppOptions(twentyFourHour: true, braille: false), Snapshot.date(21, 15, 0)),
                       named: "halfBlocks120x40_24h")
    }

    func testTheFaceWithoutBrailleUsesNoBrailleCharactersAtAnySize() {
        for (w, h) in [(40, 12), (60, 20), (80, 24), (120, 40), (200, 60)] {
            let canvas = frame(w, h, Self.noBraille)
            XCTAssertFalse(canvas.cells.contains { (0x2800...0x28FF).contains($0.scalar.value) }, "\(w)x\(h)")
            XCTAssertTrue(canvas.cells.contains { ["▀", "▄", "█"].contains($0.scalar) }, "\(w)x\(h) has a face")
        }
    }

    func testA40x12TerminalShowsAFaceBesideTheTime() {
        let canvas = frame(40, 12, AppOptions())
        assertSnapshot(canvas, named: "face40x12")
        XCTAssertTrue(canvas.cells.contains { (0x2801...0x28FF).contains($0.scalar.value) }, "a braille face")
        XCTAssertTrue(canvas.contains(text: "10:08:37 AM"))
        XCTAssertNotNil(ClockScreenLayout(size: Size(width: 40, height: 12), glyphs: .halfBlocks).face)
    }

    func testA4x2TerminalShowsTheTimeWithoutItsColon() {
        assertSnapshot(frame(4, 2, AppOptions(), Snapshot.date(19, 5, 0)), named: "time4x2")
        XCTAssertEqual(frame(4, 2, AppOptions(), Snapshot.date(19, 5, 0)).trimmedLines.filter { !$0.isEmpty }, ["1905"])
    }

    func testEveryTinyTerminalShowsSomethingAndNeverCrashes() {
        for w in 1...20 {
            for h in 1...6 {
                for options in [AppOptions(), AppOptions(ascii: true), Self.noBraille] {
                    let canvas = frame(w, h, options, Snapshot.date(19, 5, 0))
                    if w >= 4 {
                        XCTAssertTrue(canvas.cells.contains { $0.scalar.properties.numericType != nil },
                                      "\(w)x\(h) shows the time")
                    }
                }
            }
        }
    }
}
