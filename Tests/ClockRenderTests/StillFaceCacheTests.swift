import ClockCore
import XCTest

@testable import ClockRender

/// The kept still layer (marks, alarm, hour and minute hands) must never show in a frame: every render equals one
/// drawn from scratch, across seconds, minutes, alarm moves and drags, sizes and ASCII.
final class StillFaceCacheTests: XCTestCase {
    func face(_ w: Int, _ h: Int, ascii: Bool) -> ClockFace {
        ClockScreenLayout(size: Size(width: w, height: h), ascii: ascii).face!
    }

    func assertSameAsFromScratch(_ view: ClockFaceView, _ size: Size, file: StaticString = #filePath, line: UInt = #line) {
        var cached = Canvas(size: size), fresh = Canvas(size: size)
        view.render(into: &cached)
        view.renderUncached(into: &fresh)
        XCTAssertEqual(cached, fresh, "\(view.time) alarm \(String(describing: view.alarmAngle))", file: file, line: line)
    }

    func testEveryFrameEqualsOneDrawnFromScratch() {
        for (w, h, ascii) in [(120, 40, false), (80, 24, true), (200, 60, false)] {
            let size = Size(width: w, height: h)
            let face = face(w, h, ascii: ascii)
            for (minute, second) in [(8, 58), (8, 59), (9, 0), (9, 1), (9, 1), (10, 30)] {
                let time = TimeOfDay(hour: 10, minute: minute, second: second)
                assertSameAsFromScratch(ClockFaceView(face: face, time: time, showSeconds: true), size)
                assertSameAsFromScratch(ClockFaceView(face: face, time: time, showSeconds: false, alarmAngle: 1.0), size)
                assertSameAsFromScratch(ClockFaceView(face: face, time: time, showSeconds: true, alarmAngle: 1.0,
                                                      alarmTracking: true), size)
                assertSameAsFromScratch(ClockFaceView(face: face, time: time, showSeconds: true, alarmAngle: 1.1), size)
            }
        }
    }
}
