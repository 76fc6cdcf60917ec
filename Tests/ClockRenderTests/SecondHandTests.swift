import ClockCore
import ClockRender
import XCTest

/// The second hand is the one thing that changes every second while the clock is idle, so its raster decides how many
/// cells each tick rewrites: it must be one dot wide where its width rounds to one dot, and the rest must stay put.
final class SecondHandTests: XCTestCase {
    /// Number of dots set in a canvas's braille cells of the given style.
    func dots(in canvas: Canvas, style: Style) -> Int {
        canvas.cells.filter { $0.style == style && (0x2800...0x28FF).contains($0.scalar.value) }
            .reduce(0) { $0 + ($1.scalar.value - 0x2800).nonzeroBitCount }
    }

    func testAHairlineSetsOneDotPerStepAlongItsLongerAxis() {
        for (to, steps) in [((20.5, 10.5), 20), ((10.2, 30.7), 30), ((15.5, 15.5), 15), ((0.5, 40.5), 40)] {
            var dots = DotCanvas(cells: Size(width: 20, height: 12), mode: .braille)
            dots.hairline(from: (0.5, 0.5), to: (x: to.0, y: to.1), style: .plain)
            var canvas = Canvas(width: 20, height: 12)
            dots.draw(into: &canvas, x: 0, y: 0)
            XCTAssertEqual(self.dots(in: canvas, style: .plain), steps + 1, "to \(to)")
        }
    }

    func testTheSecondHandIsOneDotWideAt120x40() {
        let canvas = AppView.render(Snapshot.model(120, 40, at: Snapshot.date(10, 8, 37)))
        let noSeconds = AppView.render(Snapshot.model(120, 40, at: Snapshot.date(10, 8, 37),
                                                      options: AppOptions(showSeconds: false)))
        let face = ClockScreenLayout(size: Size(width: 120, height: 40), ascii: false).face!
        let length = Int((ClockGeometry.secondHandLength * face.radius).rounded(.up))
        // The cap shares the hand's pen: what the hand adds to the picture without it is one dot per step from
        // the centre, plus the minor mark at 37 s that the tip reaches.
        let capDots = dots(in: noSeconds, style: Theme.dark[.centerCap])
        XCTAssertGreaterThan(capDots, 0)
        XCTAssertLessThanOrEqual(dots(in: canvas, style: Theme.dark[.secondHand]) - capDots, length + 3)
    }

    func testAnIdleSecondRewritesOnlyTheSecondHandAndTheDigits() {
        var previous = AppView.render(Snapshot.model(120, 40, at: Snapshot.date(10, 8, 0)))
        var total = 0
        for second in 1..<60 {
            let frame = AppView.render(Snapshot.model(120, 40, at: Snapshot.date(10, 8, second)))
            let changed = zip(previous.cells, frame.cells).filter { $0 != $1 }.count
            XCTAssertLessThanOrEqual(changed, 64, "at 10:08:\(second)")
            total += changed
            previous = frame
        }
        // Measured 3 066 (a one-dot hand: about 30 cells drawn and 20 erased each second); the two-dot staircase was 3 405.
        XCTAssertLessThanOrEqual(total, 3_100)
    }
}
