import ClockCore
@testable import ClockRender
import XCTest

/// A drum copied from the memo must look exactly like one drawn afresh, at rest and while it turns.
final class SpinnerMemoTests: XCTestCase {
    func draw(_ ring: SpinnerRing, at t: Uptime, focused: Bool, memo: RenderMemo<SpinnerMemo.Key, [Cell]>?) -> Canvas {
        var canvas = Canvas(size: Size(width: 30, height: 9))
        canvas.fill(canvas.bounds, with: Cell("x"))
        let rect = Rect(x: 2, y: 1, width: 24, height: 7)
        if let memo {
            let key = SpinnerMemo.Key(ring: ring, position: ring.position(at: t), rect: rect, focused: focused, ascii: false)
            SpinnerMemo.render(key, on: &canvas, memo: memo) {
                SpinnerView.drawUncached(ring, in: rect, on: &$0, at: t, focused: focused, ascii: false)
            }
        } else {
            SpinnerView.drawUncached(ring, in: rect, on: &canvas, at: t, focused: focused, ascii: false)
        }
        return canvas
    }

    func testACopiedDrumLooksLikeADrawnOneAtRestAndWhileTurning() {
        let memo = RenderMemo<SpinnerMemo.Key, [Cell]>(capacity: 6)
        var ring = SpinnerRing(0...59, value: 15)
        for focused in [false, true] {
            let drawn = draw(ring, at: 10, focused: focused, memo: nil)
            XCTAssertEqual(draw(ring, at: 10, focused: focused, memo: memo), drawn, "first time: drawn")
            XCTAssertEqual(draw(ring, at: 11, focused: focused, memo: memo), drawn, "at rest: copied, the same")
        }
        _ = ring.step(by: 3, at: 20)
        for t in stride(from: 20.0, through: 20.5, by: 0.05) {
            XCTAssertEqual(draw(ring, at: Uptime(seconds: t), focused: true, memo: memo), draw(ring, at: Uptime(seconds: t), focused: true, memo: nil),
                           "turning, at \(t)")
        }
        XCTAssertNotEqual(draw(ring, at: 30, focused: true, memo: memo), draw(SpinnerRing(0...59, value: 15), at: 30,
                                                                              focused: true, memo: nil))
    }

    func testTheAppFrameIsTheSameWhetherDrumsAreCopiedOrDrawn() {
        let model = Snapshot.model(120, 40, at: Snapshot.date(10, 8, 30))
        let first = AppView.render(model)
        var later = model
        later.now = Moment(wall: Snapshot.date(10, 8, 30), uptime: 101)
        XCTAssertEqual(AppView.render(later), first)
    }
}
