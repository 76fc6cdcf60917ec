import XCTest
import ClockCore
@testable import ClockRender

final class SpinnerViewTests: XCTestCase {
    private func draw(_ ring: SpinnerRing, width: Int = 35, height: Int = 5, at t: Uptime = 0, focused: Bool = false,
                      ascii: Bool = false) -> [String] {
        var canvas = Canvas(width: width, height: height)
        SpinnerView.render(ring, in: canvas.bounds, on: &canvas, at: t, focused: focused, ascii: ascii)
        return canvas.trimmedLines
    }

    /// A ring held by a drag at `position` steps.
    private func ring(_ range: ClosedRange<Int>, heldAt position: Double) -> SpinnerRing {
        var ring = SpinnerRing(range, value: range.lowerBound)
        ring.beginDrag(atX: 0, cellsPerStep: 1, at: 0)
        _ = ring.drag(toX: -position, at: 0)
        return ring
    }

    /// Whatever the drum's width, the small numbers beside the big front one count on from it in steps of one: a
    /// neighbour with no room ends its side, and none further round is drawn past the gap (the timer's narrow
    /// hour drum showed `21 23 00 01 03`, which reads as a step of two).
    func testTheNeighboursBesideTheFrontNumberCountOnInStepsOfOneAtEveryWidth() {
        for (range, padded) in [(0...23, true), (0...59, true), (1...12, false), (0...99, true)] {
            for width in 9...40 {
                for value in [range.lowerBound, range.lowerBound + 1, range.upperBound, (range.lowerBound + range.upperBound) / 2] {
                    let ring = SpinnerRing(range, value: value, zeroPadded: padded)
                    let middle = draw(ring, width: width)[2]
                    // Box-drawing glyphs make the big front number; the small neighbours are the digit runs.
                    let tokens = middle.split { !$0.isNumber }.map { Int($0)! }
                    let front = middle.firstIndex { "┃┏┓┗┛━╸╺╻╹┣┫┻┳".contains($0) }.map { middle.distance(from: middle.startIndex, to: $0) } ?? width / 2
                    let leftCount = middle.prefix(front).split { !$0.isNumber }.count
                    let (left, right) = (Array(tokens.prefix(leftCount)), Array(tokens.dropFirst(leftCount)))
                    let count = range.count
                    func step(_ n: Int, _ by: Int) -> Int { range.lowerBound + ((n - range.lowerBound + by) % count + count) % count }
                    XCTAssertEqual(left, left.indices.map { step(value, $0 - left.count) }, "\(range) width \(width) value \(value): \(middle)")
                    XCTAssertEqual(right, right.indices.map { step(value, $0 + 1) }, "\(range) width \(width) value \(value): \(middle)")
                }
            }
        }
    }

    func testDrumAtRestShowsTheFrontNumberBigWithForeshortenedNeighbours() {
        XCTAssertEqual(draw(SpinnerRing(0...59, value: 15)), [
            "─────────────────▼─────────────────",
            "              ╺┓  ┏━╸",
            " 12 13    14   ┃  ┗━┓  16    17 18",
            "              ╺┻╸ ╺━┛",
            "─────────────────▲─────────────────",
        ])
    }

    func testDrumMidTurnDrawsNumbersBetweenTheirRestingPlaces() {
        XCTAssertEqual(draw(ring(0...59, heldAt: 15.5), focused: true), [
            "━━━━━━━━━━━━━━━━━▼━━━━━━━━━━━━━━━━━",
            "           ╺┓  ┏━╸",
            "  13   14   ┃  ┗━┓  16    17   18",
            "           ╺┻╸ ╺━┛",
            "━━━━━━━━━━━━━━━━━▲━━━━━━━━━━━━━━━━━",
        ])
    }

    func testDrumInASCIIMode() {
        XCTAssertEqual(draw(SpinnerRing(0...59, value: 15), ascii: true), [
            "-----------------v-----------------",
            "                   _",
            " 12 13    14    | |_   16    17 18",
            "                |  _|",
            "-----------------^-----------------",
        ])
    }

    func testOneRowDrumShowsPlainNumbersAndFocusPointers() {
        XCTAssertEqual(draw(SpinnerRing(0...59, value: 15), height: 1, focused: true), [
            "›   13    14     15    16    17   ‹",
        ])
        XCTAssertEqual(draw(SpinnerRing(0...59, value: 15), height: 1, focused: false), [
            " 12 13    14     15    16    17 18",
        ])
    }

    func testTurningMovesTheFrontNumberGradually() {
        let columns = stride(from: 15.0, through: 15.5, by: 0.125).map { p -> Int in
            let lines = draw(ring(0...59, heldAt: p))
            return lines[2].firstIndex(of: "┃").map { lines[2].distance(from: lines[2].startIndex, to: $0) } ?? -1
        }
        XCTAssertEqual(columns, columns.sorted(by: >), "the front number slides left as the ring turns on")
        XCTAssertGreaterThan(Set(columns).count, 2, "it passes through in-between columns, not one jump")
    }

    func testTwoNumberRingHidesTheBackNumber() {
        XCTAssertEqual(draw(SpinnerRing(0...1, value: 1), width: 11, height: 3), [
            "    ╺┓",
            "     ┃",
            "    ╺┻╸",
        ])
    }

    func testWheelMovesTheDrawnDrum() {
        var spinner = SpinnerRing(0...9, value: 3)
        _ = spinner.step(by: 1, at: 0)
        XCTAssertNotEqual(draw(spinner, at: 0.1), draw(spinner, at: 0.2), "frames differ while settling")
        _ = spinner.tick(at: 1)
        XCTAssertEqual(draw(spinner, at: 1), draw(SpinnerRing(0...9, value: 4)))
    }
}
