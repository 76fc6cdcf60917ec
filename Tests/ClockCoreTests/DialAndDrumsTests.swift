import ClockCore
import Foundation
import XCTest

/// SPEC §4: the dial and the Hour/Minute drums always show the one model, at every moment of a drag, a flick or a
/// settle, whichever of them the user moves.
final class DialAndDrumsTests: XCTestCase {
    let size = Size(width: 120, height: 40)

    func model() -> AppModel {
        let start = Moment(wall: Date(timeIntervalSinceReferenceDate: 10 * 3600), uptime: 100)
        return AppModel(options: AppOptions(), screenSize: size, now: start,
                        alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 6, minute: 0)!))
    }

    func mouse(_ action: MouseAction, _ x: Int, _ y: Int) -> Msg { .input(.mouse(MouseEvent(action, .left, at: Point(x: x, y: y)))) }

    /// The cell at radius `r` (fraction of the face radius) and clock angle `a`.
    func cell(_ m: AppModel, radius r: Double, angle a: Double) -> (Int, Int) {
        let face = m.clockLayout.face!
        let p = face.point(radius: r * face.radius, angle: a)
        return (face.origin.x + Int(p.x) / face.dotsPerCell.x, face.origin.y + Int(p.y) / face.dotsPerCell.y)
    }

    /// What the drums show at `t`: their front numbers.
    func drums(_ m: AppModel, at t: Double) -> (Int, Int) {
        (m.clock.hourSpinner.frontValue(at: t), m.clock.minuteSpinner.frontValue(at: t))
    }

    func testWhileTheHandIsDraggedTheDrumsFollowAndACancelPutsThemBack() {
        var m = model()
        var now = m.now
        let grab = cell(m, radius: 0.45, angle: .pi)
        _ = update(&m, mouse(.press, grab.0, grab.1), at: now)
        var shown: [(Int, Int)] = []
        for step in 1...8 {
            now = now.advanced(by: 0.05)
            let c = cell(m, radius: 0.5, angle: .pi - Double(step) * (.pi / 2) / 8)
            _ = update(&m, mouse(.drag, c.0, c.1), at: now)
            XCTAssertEqual(m.clock.shownTime(at: now.uptime).hour, drums(m, at: now.uptime).0, "step \(step)")
            XCTAssertEqual(m.clock.shownTime(at: now.uptime).minute, drums(m, at: now.uptime).1, "step \(step)")
            shown.append(drums(m, at: now.uptime))
        }
        XCTAssertEqual(shown.last?.0, 15, "at three o'clock before the release: \(shown)")
        XCTAssertEqual(m.clock.alarm.settings.time, AlarmTime(hour: 6, minute: 0), "nothing committed yet")
        _ = update(&m, .input(.key(KeyEvent(.escape))), at: now)
        XCTAssertEqual(drums(m, at: now.uptime).0, 6, "back with the hand")
        XCTAssertEqual(m.clock.alarmAngle(at: now.uptime), AlarmDial.angle(for: AlarmTime(hour: 6, minute: 0)!),
                       accuracy: 1e-12)
    }

    func testWhileTheHourDrumTurnsTheDialHandFollowsItsFrontNumber() {
        var m = model()
        let drum = ClockPanelLayout(panel: m.clockLayout.panel, faceShown: true).hourDrum!
        let y = drum.y + drum.height / 2, centre = drum.x + drum.width / 2
        var now = m.now
        _ = update(&m, mouse(.press, centre, y), at: now)
        var angles: [Double] = []
        for dx in stride(from: 2, through: 12, by: 2) {
            now = now.advanced(by: 0.02)
            _ = update(&m, mouse(.drag, centre - dx, y), at: now)
            let t = now.uptime
            XCTAssertEqual(m.clock.shownTime(at: t), AlarmTime(hour: drums(m, at: t).0, minute: 0), "dragging")
            angles.append(m.clock.alarmAngle(at: t))
        }
        XCTAssertGreaterThan(Set(angles).count, 1, "the hand moves during the drag")
        _ = update(&m, mouse(.release, centre - 12, y), at: now)
        var t = now.uptime
        while let due = m.clock.nextDeadline(after: now.at(uptime: t)), due.uptime < t + 1 {
            t = due.uptime
            _ = update(&m, .tick, at: now.at(uptime: t))
            XCTAssertEqual(m.clock.shownTime(at: t).hour, drums(m, at: t).0, "flicked and settling at \(t)")
            XCTAssertEqual(m.clock.alarmAngle(at: t), AlarmDial.angle(for: m.clock.shownTime(at: t)), accuracy: 1e-12)
        }
        XCTAssertFalse(m.clock.hourSpinner.isTurning, "settled")
        XCTAssertEqual(m.clock.alarm.settings.time.hour, drums(m, at: t).0, "the settled number is the alarm's hour")
        XCTAssertEqual(m.clock.shownTime(at: t), m.clock.alarm.settings.time)
    }
}
