import ClockCore
import ClockRender
import Foundation
import XCTest

/// Whole clock-screen frames at fixed times, compared as text lines with the reviewed files in `__Snapshots__/`.
final class ClockFaceSnapshotTests: XCTestCase {
    func frame(_ w: Int, _ h: Int, _ options: AppOptions, _ date: Date) -> Canvas {
        AppView.render(Snapshot.model(w, h, at: date, options: options))
    }

    func testBrailleFaceAt80x24In12HourTime() {
        assertSnapshot(frame(80, 24, AppOptions(), Snapshot.date(10, 8, 37)), named: "braille80x24")
    }

    func testAsciiFaceAt80x24In24HourTime() {
        assertSnapshot(frame(80, 24, AppOptions(ascii: true, twentyFourHour: true), Snapshot.date(16, 42, 5)),
                       named: "ascii80x24_24h")
    }

    func testBrailleFaceAt120x40WithoutSeconds() {
        assertSnapshot(frame(120, 40, AppOptions(twentyFourHour: true, showSeconds: false), Snapshot.date(21, 15, 0)),
                       named: "braille120x40_24h_noSeconds")
    }

    func testAsciiFaceAt120x40() {
        assertSnapshot(frame(120, 40, AppOptions(ascii: true), Snapshot.date(3, 0, 45)), named: "ascii120x40")
    }

    func testTheAlarmHandAndPanelWhenTheAlarmIsOn() {
        var model = Snapshot.model(100, 30, at: Snapshot.date(22, 10, 0), options: AppOptions(showSeconds: false))
        model.clock = ClockScreen(saved: SavedState(alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 6, minute: 45)!)), display: model.clock.display)
        let canvas = AppView.render(model)
        assertSnapshot(canvas, named: "alarmOn100x30")
        XCTAssertTrue(canvas.contains(text: "Alarm ● on   6:45 AM"))
        XCTAssertTrue(canvas.contains(text: "rings in 8 h 35 min"))
        XCTAssertTrue(canvas.cells.contains { $0.style == Theme.dark[.alarmHand] }, "the alarm hand has its own colour")
    }

    func testSmallTerminalShowsTheDigitalTimeOnly() {
        assertSnapshot(frame(20, 6, AppOptions(), Snapshot.date(12, 0, 0)), named: "digitalOnly20x6")
        assertSnapshot(frame(7, 2, AppOptions(), Snapshot.date(19, 5, 0)), named: "compact7x2")
    }

    /// At 12 columns the panel's lines are cut where the screen ends: a cut line ends in "…" ("..." in ASCII mode),
    /// never in a cut word ("a switches i").
    func testATinyTerminalEndsACutLineInAnEllipsis() {
        let tiny = frame(12, 6, AppOptions(), Snapshot.date(12, 0, 0))
        assertSnapshot(tiny, named: "tiny12x6")
        XCTAssertTrue(tiny.trimmedLines.contains("a switches…"), tiny.trimmedLines.joined(separator: "\n"))
        XCTAssertFalse(tiny.trimmedLines.contains("a switches i"), tiny.trimmedLines.joined(separator: "\n"))
        let ascii = frame(12, 6, AppOptions(ascii: true), Snapshot.date(12, 0, 0))
        assertSnapshot(ascii, named: "tinyAscii12x6")
        XCTAssertTrue(ascii.trimmedLines.contains("a switche..."), ascii.trimmedLines.joined(separator: "\n"))
    }

    func testTheNarrowestTerminalsShowWhatFitsAndNeverCrash() {
        XCTAssertEqual(frame(10, 1, AppOptions(), Snapshot.date(19, 5, 0)).trimmedLines, ["7:05:00 PM"])
        XCTAssertEqual(frame(6, 1, AppOptions(), Snapshot.date(19, 5, 0)).trimmedLines, ["19:05"])
        for (w, h) in [(4, 1), (1, 1), (0, 0), (3, 40), (300, 1), (300, 2), (16, 9)] {
            _ = frame(w, h, AppOptions(), Snapshot.date(19, 5, 0))
            _ = frame(w, h, AppOptions(ascii: true), Snapshot.date(19, 5, 0))
        }
    }

    func testAsciiModeDrawsNoUnicode() {
        let c = frame(120, 40, AppOptions(ascii: true), Snapshot.date(3, 0, 45))
        XCTAssertTrue(c.cells.allSatisfy { $0.scalar.isASCII })
    }

    func testSecondHandIsRedAndOmittedWithoutSeconds() {
        let with = frame(120, 40, AppOptions(), Snapshot.date(3, 0, 45))
        let without = frame(120, 40, AppOptions(showSeconds: false), Snapshot.date(3, 0, 45))
        // The centre cap is red too (one pen for both, so the idle clock switches colour less); without seconds
        // it is all that is red.
        func red(_ c: Canvas) -> [(x: Int, y: Int)] {
            c.cells.indices.filter { c.cells[$0].style == Theme.dark[.secondHand] && c.cells[$0].scalar != " " }
                .map { (x: $0 % c.size.width, y: $0 / c.size.width) }
        }
        XCTAssertEqual(Theme.dark[.secondHand].fg, .red)
        let cap = red(without)
        XCTAssertFalse(cap.isEmpty)
        let capWidth = cap.map(\.x).max()! - cap.map(\.x).min()!, capHeight = cap.map(\.y).max()! - cap.map(\.y).min()!
        XCTAssertLessThanOrEqual(max(capWidth, capHeight), 4, "without seconds only the centre cap is red")
        XCTAssertGreaterThan(red(with).count, cap.count + 20, "the second hand")
        XCTAssertTrue(with.contains(text: "3:00:45 AM"))
        XCTAssertTrue(without.contains(text: "3:00 AM"))
    }

    func testSecondHandMovesEverySecond() {
        let a = frame(80, 24, AppOptions(), Snapshot.date(3, 0, 10))
        let b = frame(80, 24, AppOptions(), Snapshot.date(3, 0, 11))
        let changed = zip(a.cells, b.cells).filter { $0 != $1 }.count
        XCTAssertGreaterThan(changed, 5)
        XCTAssertLessThan(changed, 120, "only the second hand and the digits change, not the whole face")
    }
}
