import ClockCore
import ClockRender
import XCTest

@testable import ClockTerminal

/// How a canvas becomes curses writes: only what looks different is written, and blanks take the pen ncurses has set.
final class ShownScreenTests: XCTestCase {
    let red = Style(fg: .indexed(196))
    let bold = Style(fg: .indexed(255), attributes: [.bold])
    let grey = Style(fg: .indexed(246))

    /// A one-row canvas from characters, each with its own style ("" for plain blanks).
    func row(_ cells: [(Unicode.Scalar, Style)]) -> Canvas {
        var c = Canvas(width: cells.count, height: 1)
        for (x, cell) in cells.enumerated() { c[x, 0] = Cell(cell.0, style: cell.1) }
        return c
    }

    /// The writes from `shown` to `canvas`, and what the screen holds afterwards.
    func plan(from shown: [Cell]?, to canvas: Canvas) -> (puts: [ShownScreen.Put], shown: [Cell]) {
        var screen = ShownScreen(cells: shown)
        let puts = screen.update(to: canvas)
        return (puts, screen.cells ?? [])
    }

    func testABlankWithADifferentForegroundIsNotSentAgain() {
        let before = row([("x", red), (" ", bold), (" ", grey)])
        let after = row([("x", red), (" ", .plain), (" ", red)])
        let diff = plan(from: before.cells, to: after)
        XCTAssertEqual(diff.puts, [])
    }

    func testABlankThatLooksDifferentIsSentAgain() {
        let underlined = Style(attributes: [.underline]), onBlue = Style(bg: .indexed(4))
        let before = row([(" ", .plain), (" ", .plain), (" ", .plain)])
        let after = row([(" ", underlined), (" ", onBlue), (" ", .plain)])
        let diff = plan(from: before.cells, to: after)
        XCTAssertEqual(diff.puts.map(\.index), [0, 1])
    }

    func testAnErasedCellIsWrittenInThePenOfTheCellSentBeforeIt() {
        let before = row([(" ", .plain), ("⠁", grey), ("⠁", grey)])
        let after = row([("⠂", red), (" ", .plain), (" ", bold)])
        let diff = plan(from: before.cells, to: after)
        XCTAssertEqual(diff.puts, [.init(index: 0, cell: Cell("⠂", style: red)), .init(index: 1, cell: Cell(" ", style: red)),
                                   .init(index: 2, cell: Cell(" ", style: red))])
        XCTAssertEqual(diff.shown[2].style, red, "the screen now holds the blank in the pen it was written with")
    }

    func testTheFirstBlankOfAFrameIsWrittenPlainBecauseNcursesResetsThePen() {
        let before = row([("⠁", red)])
        let diff = plan(from: before.cells, to: row([(" ", bold)]))
        XCTAssertEqual(diff.puts, [.init(index: 0, cell: Cell(" ", style: .plain))])
    }

    func testABlankCannotTakeAPenThatShowsOnBlanks() {
        let inverse = Style(attributes: [.reverse])
        let before = row([(" ", .plain), ("⠁", red)])
        let after = row([("x", inverse), (" ", grey)])
        let diff = plan(from: before.cells, to: after)
        XCTAssertEqual(diff.puts.last, .init(index: 1, cell: Cell(" ", style: grey)))
    }

    func testBlanksInAShortUnchangedRunTakeThePenBecauseNcursesSendsThemAgain() {
        // ncurses sends the unchanged blanks between two changes on a row; in a stale style each costs two switches.
        let before = row([("⠁", red), (" ", bold), (" ", grey), ("⠁", red)])
        let after = row([("⠂", red), (" ", bold), (" ", grey), ("⠂", red)])
        let diff = plan(from: before.cells, to: after)
        XCTAssertEqual(diff.puts.map(\.index), [0, 1, 2, 3])
        XCTAssertTrue(diff.puts.allSatisfy { $0.cell.style == red })
    }

    func testALongUnchangedRunIsLeftAloneBecauseNcursesMovesOverIt() {
        var before = row([("⠁", red)] + Array(repeating: (" ", bold), count: 6) + [("⠁", red)])
        let diff = plan(from: before.cells, to: {
            before[0, 0] = Cell("⠂", style: red)
            before[7, 0] = Cell("⠂", style: red)
            return before
        }())
        XCTAssertEqual(diff.puts.map(\.index), [0, 7])
    }

    func testAGlyphInAShortRunSetsThePenForTheBlanksAfterIt() {
        let before = row([("⠁", red), ("⠄", grey), (" ", bold), ("⠁", red)])
        let after = row([("⠂", red), ("⠄", grey), (" ", bold), ("⠂", red)])
        let diff = plan(from: before.cells, to: after)
        XCTAssertEqual(diff.puts, [.init(index: 0, cell: Cell("⠂", style: red)), .init(index: 2, cell: Cell(" ", style: grey)),
                                   .init(index: 3, cell: Cell("⠂", style: red))])
    }

    func testAnUnknownScreenIsWrittenWhole() {
        let canvas = row([("a", red), (" ", bold), ("b", grey)])
        let diff = plan(from: nil, to: canvas)
        XCTAssertEqual(diff.puts.map(\.index), [0, 1, 2])
        XCTAssertEqual(diff.puts[1].cell.style, red)
    }

    func testThePenCarriesOverToTheNextRow() {
        var before = Canvas(width: 2, height: 2), after = Canvas(width: 2, height: 2)
        before[1, 1] = Cell("⠁", style: grey)
        after[1, 0] = Cell("⠁", style: red)
        let diff = plan(from: before.cells, to: after)
        XCTAssertEqual(diff.puts, [.init(index: 1, cell: Cell("⠁", style: red)), .init(index: 3, cell: Cell(" ", style: red))])
    }
}
