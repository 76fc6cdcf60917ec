import ClockCore
import ClockRender
import XCTest

/// `DotCanvas.withLayer` draws a moving part (the second hand) over a kept raster and takes it off again: while the
/// layer is on, the raster draws exactly as one with the part drawn into it; afterwards exactly as before.
final class DotCanvasLayerTests: XCTestCase {
    private let size = Size(width: 24, height: 10)
    private let hand = Style(fg: .red)

    private func still(_ mode: DotCanvas.Mode) -> DotCanvas {
        var dots = DotCanvas(cells: size, mode: mode)
        dots.line(from: (2, 2), to: (Double(dots.width) - 3, Double(dots.height) / 2), width: 2, style: .plain, priority: 3)
        dots.disc(cx: 6, cy: Double(dots.height) - 4, radius: 2, style: Style(fg: .blue), priority: 1)
        return dots
    }

    private func movingPart(_ dots: inout DotCanvas) {
        dots.hairline(from: (1, Double(dots.height) - 2), to: (Double(dots.width) - 2, 1), style: hand, priority: 5, glyph: ":")
        dots.disc(cx: Double(dots.width) / 2, cy: Double(dots.height) / 2, radius: 1.5, style: hand, priority: 7)
    }

    /// The raster drawn onto a canvas that holds `under` first.
    private func drawn(_ dots: DotCanvas, under: String = "") -> Canvas {
        var canvas = Canvas(size: Size(width: size.width + 4, height: size.height + 2))
        for y in 0..<canvas.size.height { canvas.write(under, x: y % 3, y: y) }
        dots.draw(into: &canvas, x: 2, y: 1)
        return canvas
    }

    func testWhileTheLayerIsOnTheRasterDrawsAsOneWithThePartDrawnIn() {
        for mode in [DotCanvas.Mode.braille, .halfBlocks, .ascii] {
            for under in ["", "漢字 ab 語 cd 漢字 ef 語語 漢", "x"] {
                var direct = still(mode)
                movingPart(&direct)
                var kept = still(mode)
                // Twice: the second time the raster's kept cells are reused.
                for round in 0..<2 {
                    let layered = kept.withLayer(movingPart) { drawn($0, under: under) }
                    XCTAssertEqual(layered, drawn(direct, under: under), "\(mode) under '\(under)' round \(round)")
                }
            }
        }
    }

    func testAfterwardsTheRasterIsAsBefore() {
        for mode in [DotCanvas.Mode.braille, .halfBlocks, .ascii] {
            var kept = still(mode)
            kept.withLayer(movingPart) { _ in }
            XCTAssertEqual(drawn(kept), drawn(still(mode)), "\(mode)")
            // And a plot after the layer is seen by the next draw, layered or not.
            kept.plot(x: 0, y: 0, style: hand)
            var plotted = still(mode)
            plotted.plot(x: 0, y: 0, style: hand)
            XCTAssertEqual(drawn(kept), drawn(plotted), "\(mode)")
            var direct = plotted
            movingPart(&direct)
            XCTAssertEqual(kept.withLayer(movingPart) { drawn($0) }, drawn(direct), "\(mode)")
        }
    }
}
