import ClockCore
import Foundation
import XCTest

final class RunLoopTimingTests: XCTestCase {
    func model(at wall: Double) -> (AppModel, Moment) {
        let now = Moment(wall: Date(timeIntervalSinceReferenceDate: wall), uptime: 50)
        return (AppModel(options: AppOptions(), screenSize: Size(width: 80, height: 24), now: now), now)
    }

    func testIdleWakesJustAfterTheNextHalfSecondOfWallTime() {
        let (m1, n1) = model(at: 1000.1)
        XCTAssertEqual(m1.secondsUntilNextTick(at: n1), 0.402, accuracy: 1e-6)
        let (m2, n2) = model(at: 1000.7)
        XCTAssertEqual(m2.secondsUntilNextTick(at: n2), 0.302, accuracy: 1e-6)
    }

    func testIdleWakesAboutTwiceASecond() {
        var wall = 5000.0
        var wakes = 0
        let (m, _) = model(at: wall)
        while wall < 5010 {
            wall += m.secondsUntilNextTick(at: Moment(wall: Date(timeIntervalSinceReferenceDate: wall), uptime: 0))
            wakes += 1
        }
        XCTAssertEqual(wakes, 20)
    }
}
