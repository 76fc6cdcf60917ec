@testable import ClockCore
import XCTest

final class AlarmDialTests: XCTestCase {
    func testAngleIsDialSecondsTimesPiOver21600() {
        let cases: [(seconds: Double, angle: Double)] = [
            (0, 0), (10_800, .pi / 2), (21_600, .pi), (32_400, 3 * .pi / 2), (1_800, .pi / 12),
        ]
        for c in cases {
            XCTAssertEqual(AlarmDial.angle(forDialSeconds: c.seconds), c.angle, accuracy: 1e-12, "\(c.seconds) s")
            XCTAssertEqual(AlarmDial.dialSeconds(forAngle: c.angle), c.seconds, accuracy: 1e-6, "\(c.angle) rad")
        }
    }

    func testOneTurnIsTwelveHoursSoAMAndPMShareAPosition() {
        XCTAssertEqual(AlarmDial.angle(forDialSeconds: 43_200), 0, accuracy: 1e-12)
        XCTAssertEqual(AlarmDial.angle(for: time(7, 30)), AlarmDial.angle(for: time(19, 30)), accuracy: 1e-12)
        XCTAssertEqual(AlarmDial.angle(for: time(3, 0)), .pi / 2, accuracy: 1e-12)
    }

    func testNegativeAndOverfullAnglesAreNormalised() {
        XCTAssertEqual(AlarmDial.dialSeconds(forAngle: -.pi / 2), 32_400, accuracy: 1e-6)
        XCTAssertEqual(AlarmDial.dialSeconds(forAngle: 5 * .pi / 2), 10_800, accuracy: 1e-6)
        XCTAssertEqual(AlarmDial.normalized(2 * .pi), 0)
    }

    func testAnglesRoundToTheNearestWholeMinute() {
        let minute = AlarmDial.radiansPerSecond * 60
        XCTAssertEqual(AlarmDial.dialMinute(forAngle: 12.4 * minute), 12)
        XCTAssertEqual(AlarmDial.dialMinute(forAngle: 12.6 * minute), 13)
        // Just before 12 o'clock rounds to 12 o'clock, not to minute 720.
        XCTAssertEqual(AlarmDial.dialMinute(forAngle: 2 * .pi - 0.2 * minute), 0)
    }

    func testSeparationIsTheShortWayRound() {
        XCTAssertEqual(AlarmDial.separation(0.01, 2 * .pi - 0.01), 0.02, accuracy: 1e-12)
        XCTAssertEqual(AlarmDial.separation(0, .pi), .pi, accuracy: 1e-12)
    }
}
