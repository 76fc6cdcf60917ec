import ClockCore
@testable import ClockRender
import TestSupport
import XCTest

/// The face and the drums write whole rows straight into the canvas's buffer; whatever lies under them (wide
/// characters, their halves, the edges) the result must be what setting the cells one by one gives.
final class CanvasRowWriteTests: XCTestCase {
    private static let under = ["abc", "漢字", "x語y", "├─┤", "e\u{301}", "👍🏽", "  "]
    private static let written: [Cell] = [Cell("o"), Cell("⠿", style: Style(fg: .red)), Cell(" "), Cell(cluster: "漢"),
                                          Cell(cluster: "e\u{301}"), .continuation(style: .plain)]

    private func randomCanvas(using random: inout SeededRandom) -> Canvas {
        var canvas = Canvas(size: Size(width: Int.random(in: 1...9, using: &random), height: 2))
        for _ in 0..<4 {
            canvas.write(Self.under.randomElement(using: &random)!, x: Int.random(in: -2...8, using: &random),
                         y: Int.random(in: 0...1, using: &random))
        }
        return canvas
    }

    func testARowWrittenAtOnceEqualsItsCellsSetOneByOne() {
        var random = SeededRandom(seed: 12)
        for run in 0..<500 {
            let start = randomCanvas(using: &random)
            let x = Int.random(in: -3...8, using: &random), y = Int.random(in: -1...2, using: &random)
            let row: [Cell?] = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                Int.random(in: 0..<4, using: &random) == 0 ? nil
                    : (Bool.random(using: &random) ? Self.written[0] : Self.written.randomElement(using: &random)!)
            }
            var oneByOne = start
            for (i, cell) in row.enumerated() { if let cell { oneByOne[x + i, y] = cell } }
            var atOnce = start
            atOnce.putRow(x: x, y: y, count: row.count) { row[$0] }
            XCTAssertEqual(atOnce, oneByOne, "run \(run): \(start.lines) row at \(x),\(y)")
        }
    }

    func testNarrowCellsWrittenAtOnceEqualThemSetOneByOneOrSayTheyCannot() {
        var random = SeededRandom(seed: 13)
        var refused = 0
        for run in 0..<500 {
            let start = randomCanvas(using: &random)
            let cells: [(x: Int, y: Int, cell: Cell)] = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                (Int.random(in: -1...9, using: &random), Int.random(in: -1...2, using: &random),
                 Self.written[Int.random(in: 0...2, using: &random)])
            }
            var oneByOne = start
            for (x, y, cell) in cells { oneByOne[x, y] = cell }
            var atOnce = start
            if atOnce.putNarrow(count: cells.count, { cells[$0] }) {
                XCTAssertEqual(atOnce, oneByOne, "run \(run): \(start.lines)")
            } else {
                // The caller then sets them all one by one, over the ones already written.
                refused += 1
                for (x, y, cell) in cells { atOnce[x, y] = cell }
                XCTAssertEqual(atOnce, oneByOne, "run \(run): \(start.lines)")
            }
        }
        XCTAssertGreaterThan(refused, 0, "some runs should meet a wide character")
    }
}
