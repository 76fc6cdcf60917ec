import ClockCore
@testable import ClockRender
import TestSupport
import XCTest

/// `Canvas.diff(from:)` lists what to write over a screen showing the previous canvas (as ratatui's `Buffer::diff`),
/// and applying it always leaves the screen equal to a full redraw of the last canvas.
final class CanvasDiffTests: XCTestCase {
    private let red = Style(fg: .red)

    private func canvas(_ lines: [String], style: Style = .plain) -> Canvas {
        var c = Canvas(size: Size(width: lines.map(CharacterWidth.of).max() ?? 0, height: lines.count))
        for (y, line) in lines.enumerated() { c.write(line, x: 0, y: y, style: style) }
        return c
    }

    func testACellHasNoPaddingSoRowsCompareAsBytes() {
        // The diff skips rows whose bytes are equal; padding bytes that no write defines would differ between two
        // buffers holding the same cells, and every row would go through the cell-by-cell check on every frame.
        XCTAssertEqual(MemoryLayout<Cell>.size, MemoryLayout<Cell>.stride)
    }

    func testEqualCanvasesHaveNoDifference() {
        XCTAssertEqual(canvas(["Hello", "World"]).diff(from: canvas(["Hello", "World"])), [])
    }

    func testEveryChangedCellIsListedInRowMajorOrder() {
        let changes = canvas(["Hallo", "Word "]).diff(from: canvas(["Hello", "World"]))
        XCTAssertEqual(changes.map { "\($0.x),\($0.y) \($0.cell.text)" }, ["1,0 a", "3,1 d", "4,1  "])
    }

    func testAStyleChangeIsAChange() {
        let changes = canvas(["ab"], style: red).diff(from: canvas(["ab"]))
        XCTAssertEqual(changes.map(\.x), [0, 1])
    }

    func testAWideCharacterIsListedByItsLeadOnly() {
        let changes = canvas(["漢字"]).diff(from: canvas(["    "]))
        XCTAssertEqual(changes.map { "\($0.x) \($0.cell.text)" }, ["0 漢", "2 字"])
    }

    func testAWideCharacterReplacingTwoNarrowOnesIsOneWrite() {
        let changes = canvas(["a漢b"]).diff(from: canvas(["axyb"]))
        XCTAssertEqual(changes.map { "\($0.x) \($0.cell.text)" }, ["1 漢"])
    }

    func testNarrowCharactersReplacingAWideOneAreBothListed() {
        let changes = canvas(["axyb"]).diff(from: canvas(["a漢b"]))
        XCTAssertEqual(changes.map { "\($0.x) \($0.cell.text)" }, ["1 x", "2 y"])
    }

    func testAChangedRightHalfListsItsLead() {
        var before = canvas(["漢"])
        before.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { $0 = Style(fg: .red) }
        let changes = canvas(["漢"]).diff(from: before)
        XCTAssertEqual(changes.map { "\($0.x) \($0.cell.text)" }, ["0 漢"])
    }

    func testAnAccentAddedToALetterIsAChange() {
        let changes = canvas(["Cafe\u{301}"]).diff(from: canvas(["Cafe"]))
        XCTAssertEqual(changes.map { "\($0.x) \($0.cell.text)" }, ["3 e\u{301}"])
    }

    func testSpacesThatLookAlikeInAnyPenAreNotListed() {
        var before = canvas(["    "])
        before.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: Cell(" ", style: Style(fg: .red, attributes: .bold)))
        before.fill(Rect(x: 1, y: 0, width: 1, height: 1), with: Cell(" ", style: Style(bg: .red)))
        before.fill(Rect(x: 2, y: 0, width: 1, height: 1), with: Cell(" ", style: Style(attributes: .underline)))
        XCTAssertEqual(canvas(["    "]).diff(from: before).map(\.x), [1, 2])
    }

    func testACanvasOfAnotherSizeIsListedWhole() {
        let changes = canvas(["ab", "c漢"]).diff(from: canvas(["ab"]))
        XCTAssertEqual(changes.map { "\($0.x),\($0.y) \($0.cell.text)" }, ["0,0 a", "1,0 b", "2,0  ", "0,1 c", "1,1 漢"])
    }

    // MARK: - The screen equals a full redraw, whatever the frames

    func testAfterAnySequenceOfFramesTheScreenShowsTheLastCanvas() {
        var random = SeededRandom(seed: 9)
        for run in 0..<200 {
            var size = Size(width: Int.random(in: 1...14, using: &random), height: Int.random(in: 1...4, using: &random))
            var screen = ModelTerminal(size: size)
            var previous: Canvas?
            var frame = Canvas(size: size)
            for step in 0..<12 {
                if Int.random(in: 0..<10, using: &random) == 0 {
                    size = Size(width: Int.random(in: 1...14, using: &random), height: Int.random(in: 1...4, using: &random))
                    frame = Canvas(size: size)
                    screen = ModelTerminal(size: size)
                }
                if Bool.random(using: &random) { frame.clear() }
                for _ in 0..<Int.random(in: 1...6, using: &random) { Self.scribble(on: &frame, using: &random) }
                Self.assertWideCharactersWhole(frame, "run \(run) step \(step)")
                for change in frame.diff(from: previous ?? Canvas(size: Size(width: 0, height: 0))) { screen.write(change) }
                previous = frame
                let redrawn = ModelTerminal.fullRedraw(of: frame)
                XCTAssertTrue(screen.rows == redrawn.rows,
                              "run \(run) step \(step): screen\n\(screen.picture)\nfull redraw\n\(redrawn.picture)")
            }
        }
    }

    private static let samples: [String] = [
        "abc", "Cafe\u{301}", "漢字", "語", "👍🏽", "👩‍💻", "🇯🇵", "x漢y", "ｗｉｄｅ", "├─┤", "⠿⠂", "   ", "e\u{301}\u{327}",
    ]
    private static let styles: [Style] = [.plain, Style(fg: .red), Style(bg: .blue), Style(fg: .green, attributes: .bold)]

    /// One random drawing operation, often crossing the canvas edges.
    private static func scribble(on canvas: inout Canvas, using random: inout SeededRandom) {
        let w = canvas.size.width, h = canvas.size.height
        let x = Int.random(in: -3...w + 1, using: &random), y = Int.random(in: -1...h, using: &random)
        let style = styles.randomElement(using: &random)!
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1:
            let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in samples.randomElement(using: &random)! }.joined()
            canvas.write(text, x: x, y: y, style: style, maxWidth: Bool.random(using: &random) ? .max : Int.random(in: 0...6, using: &random))
        case 2:
            canvas.fill(Rect(x: x, y: y, width: Int.random(in: 0...5, using: &random), height: Int.random(in: 0...3, using: &random)),
                        with: Cell(" ", style: style))
        case 3:
            var tile = Canvas(size: Size(width: Int.random(in: 1...6, using: &random), height: Int.random(in: 1...3, using: &random)))
            for ty in 0..<tile.size.height { tile.write(samples.randomElement(using: &random)! + "漢", x: Int.random(in: -1...1, using: &random), y: ty, style: style) }
            canvas.draw(tile, x: x, y: y)
        default:
            canvas[x, y] = Cell(cluster: Character(samples.randomElement(using: &random)!.prefix(1).description), style: style)
        }
    }

    private static func assertWideCharactersWhole(_ canvas: Canvas, _ message: String, line: UInt = #line) {
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                if cell.isWide { XCTAssertTrue(x + 1 < canvas.size.width && canvas[x + 1, y].isContinuation, message, line: line) }
                if cell.isContinuation { XCTAssertTrue(x > 0 && canvas[x - 1, y].isWide, message, line: line) }
            }
        }
    }
}

/// A terminal as the diff assumes it: writing a character puts it at the cursor, a wide one covers the next column too,
/// and overwriting either half of a wide character erases the other half. Spaces that look alike compare equal.
private struct ModelTerminal {
    enum Column: Equatable {
        case character(String, Style)
        case rightHalf
        case plainSpace
    }

    let width: Int
    var rows: [[Column]]

    init(size: Size) {
        width = size.width
        rows = Array(repeating: Array(repeating: .plainSpace, count: size.width), count: size.height)
    }

    static func fullRedraw(of canvas: Canvas) -> ModelTerminal {
        var screen = ModelTerminal(size: canvas.size)
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width where !canvas[x, y].isContinuation {
                screen.write(CellChange(x: x, y: y, cell: canvas[x, y]))
            }
        }
        return screen
    }

    /// The rows as text, `·` for a plain space and `»` for a right half (styles are compared, not shown).
    var picture: String {
        rows.map { row in
            row.map { column -> String in
                switch column {
                case .character(let text, _): return text
                case .rightHalf: return "»"
                case .plainSpace: return "·"
                }
            }.joined()
        }.joined(separator: "\n")
    }

    mutating func write(_ change: CellChange) {
        let cell = change.cell
        let columns = cell.isWide ? 2 : 1
        precondition(!cell.isContinuation && change.x + columns <= width, "the diff asked for an impossible write")
        for x in change.x..<change.x + columns { erase(x: x, y: change.y) }
        rows[change.y][change.x] = cell.isPlainSpace ? .plainSpace : .character(cell.text, cell.style)
        if columns == 2 { rows[change.y][change.x + 1] = .rightHalf }
    }

    private mutating func erase(x: Int, y: Int) {
        switch rows[y][x] {
        case .rightHalf: rows[y][x - 1] = .plainSpace
        case .character(let text, _) where CharacterWidth.of(text) == 2: rows[y][x + 1] = .plainSpace
        default: break
        }
        rows[y][x] = .plainSpace
    }
}

/// The diff finds a changed row's ends by comparing eight bytes at a time; a cell is not a multiple of eight bytes.
final class CanvasDiffRowEndsTests: XCTestCase {
    func testChangesAtBothEndsAndInTheMiddleOfALongRowAreAllListed() {
        for width in [1, 2, 3, 5, 120, 121] {
            let before = Canvas(size: Size(width: width, height: 2))
            for columns in [[0], [width - 1], [0, width / 2, width - 1], Array(0..<width)] {
                var after = before
                for x in columns { after[x, 1] = Cell("x") }
                XCTAssertEqual(after.diff(from: before).map { "\($0.x),\($0.y)" }, Set(columns).sorted().map { "\($0),1" },
                               "width \(width)")
            }
        }
    }
}
