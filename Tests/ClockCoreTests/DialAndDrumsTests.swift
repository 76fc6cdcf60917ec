import ClockCore
import Foundation
import XCTest

/// SPEC §4: the dial and the Hour/Minute drums always show the one model, at every moment of a drag, a flick or a
/// settle, whichever of them the user moves.
final class DialAndDrumsTests: XCTestCase {
    let size = Size(width: 120, height: 40)

    /// In 24-hour mode the Hour drum's numbers are the hours themselves; 12-hour mode is tested below.
    func model(twentyFourHour: Bool = true, alarm: AlarmTime = AlarmTime(hour: 6, minute: 0)!) -> AppModel {
        let start = Moment(wall: Date(timeIntervalSinceReferenceDate: 10 * 3600), uptime: 100)
        return AppModel(options: AppOptions(twentyFourHour: twentyFourHour), screenSize: size, now: start,
                        alarm: AlarmSettings(isOn: true, time: alarm))
    }

    func key(_ k: Key) -> Msg { .input(.key(KeyEvent(k))) }

    /// Lets every turning drum come to rest.
    func settle(_ m: inout AppModel, from now: Moment) -> Moment {
        var t = now
        while let due = m.nextDeadline(after: t), due.uptime < t.uptime + 0.6, m.clock.hourSpinner.isTurning {
            t = due
            _ = update(&m, .tick, at: t)
        }
        return t
    }

    func testInTwelveHourModeTheHourDrumCountsOneToTwelveAndCrossingTwelveFlipsAMPM() {
        var m = model(twentyFourHour: false, alarm: AlarmTime(hour: 10, minute: 30)!)
        XCTAssertEqual(m.clock.hourSpinner.start...m.clock.hourSpinner.end, 1...12)
        XCTAssertEqual(m.clock.hourSpinner.value, 10)
        var now = m.now
        _ = update(&m, key(.backTab), at: now)
        var seen: [(Int, Int)] = []
        for _ in 0..<4 {   // 10 AM → 11 AM → 12 PM → 1 PM → 2 PM
            _ = update(&m, key(.up), at: now)
            now = settle(&m, from: now.advanced(by: 0.01))
            seen.append((m.clock.hourSpinner.value, m.clock.alarm.settings.time.hour))
        }
        XCTAssertEqual(seen.map(\.0), [11, 12, 1, 2])
        XCTAssertEqual(seen.map(\.1), [11, 12, 13, 14], "past 11 the drum's 12 is noon, then PM")
        for _ in 0..<3 {   // back down: 2 PM → 1 PM → 12 PM → 11 AM
            _ = update(&m, key(.down), at: now)
            now = settle(&m, from: now.advanced(by: 0.01))
        }
        XCTAssertEqual(m.clock.hourSpinner.value, 11)
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 11)
        XCTAssertTrue(AlarmText.label(m.clock.alarm.settings.time, ringsAt: now.wall, now: now.wall, twentyFourHour: false)
            .hasPrefix("11:30 AM"))
    }

    /// PgUp turns the Hour drum ten numbers on, so the alarm moves ten hours on: from noon that is 10 PM, not the
    /// 10 AM nearest to noon (and the label shows the hour the drum is heading to all the way round).
    func testInTwelveHourModeATurnOfManyHoursMovesTheAlarmThatManyHours() {
        var m = model(twentyFourHour: false, alarm: AlarmTime(hour: 12, minute: 15)!)
        var now = m.now
        _ = update(&m, key(.backTab), at: now)
        _ = update(&m, key(.pageUp), at: now)
        var t = now.uptime
        while m.clock.hourSpinner.isTurning, let due = m.nextDeadline(after: now.at(uptime: t)), due.uptime < t + 1 {
            t = due.uptime
            _ = update(&m, .tick, at: now.at(uptime: t))
            let shown = m.clock.shownTime(at: t).hour
            XCTAssertTrue(shown >= 12, "on the way from noon to 10 PM the label says PM, not \(shown):00")
        }
        now = now.at(uptime: t)
        XCTAssertEqual(m.clock.hourSpinner.value, 10)
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 22, "noon + 10 hours is 10 PM")
        _ = update(&m, key(.char("p")), at: now)
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 10)
        _ = update(&m, key(.pageDown), at: now)
        now = settle(&m, from: now.advanced(by: 0.01))
        XCTAssertEqual(m.clock.hourSpinner.value, 12)
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 0, "10 AM − 10 hours is midnight, 12 AM")
        _ = update(&m, key(.char("9")), at: now)
        now = settle(&m, from: now.advanced(by: 0.01))
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 21, "a typed 9 turns the short way round from 12 AM: back to 9 PM")
    }

    func testInTwelveHourModeTheDrumShowsTheDialsHourAndMidnightIsTwelve() {
        var m = model(twentyFourHour: false, alarm: AlarmTime(hour: 23, minute: 0)!)
        XCTAssertEqual(m.clock.hourSpinner.value, 11)
        var now = m.now
        _ = update(&m, key(.backTab), at: now)
        _ = update(&m, key(.up), at: now)
        now = settle(&m, from: now.advanced(by: 0.01))
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 0, "11 PM + 1 is 12 AM")
        XCTAssertEqual(m.clock.hourSpinner.value, 12)
        _ = update(&m, key(.escape), at: now)
        _ = update(&m, key(.char("p")), at: now)
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 12)
        XCTAssertEqual(m.clock.hourSpinner.value, 12, "p flips the half of the day, not the drum's number")
        XCTAssertEqual(m.clock.shownTime(at: now.uptime).hour, 12)
    }

    /// Found by hand: on the 12-hour Hour drum, typing 13 set 12 PM (13 was capped to the drum's 12), and 19 at
    /// 7 AM did nothing. 0 and 13–23 say which hour they mean; 1–12 keep the drum's own rule (the half it turns to).
    func testInTwelveHourModeAnHourTypedOnTheTwentyFourHourClockIsThatHour() {
        var m = model(twentyFourHour: false, alarm: AlarmTime(hour: 7, minute: 15)!)
        var now = m.now
        _ = update(&m, key(.backTab), at: now)
        XCTAssertEqual(m.clock.focus, .hour)
        func type(_ digits: String, apart: Double = 0.1) {
            for d in digits {
                _ = update(&m, key(.char(d)), at: now)
                now = now.advanced(by: apart)
            }
            now = settle(&m, from: now)
            now = now.advanced(by: 2)   // past the typing's timeout: the next digits start a new number
        }
        type("19")
        XCTAssertEqual(m.clock.alarm.settings.time, AlarmTime(hour: 19, minute: 15), "19 where 7 is in front: 7 PM")
        XCTAssertEqual(m.clock.hourSpinner.value, 7)
        type("13")
        XCTAssertEqual(m.clock.alarm.settings.time, AlarmTime(hour: 13, minute: 15), "13 is 1 PM, not 12 PM")
        XCTAssertEqual(m.clock.hourSpinner.value, 1)
        XCTAssertEqual(m.clock.shownTime(at: now.uptime), AlarmTime(hour: 13, minute: 15))
        type("0")
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 0, "0 is midnight, 12 AM")
        XCTAssertEqual(m.clock.hourSpinner.value, 12)
        type("23", apart: 0.6)
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 23, "2 then 3 a little later: 23, though 2 had come to rest")
        XCTAssertEqual(m.clock.hourSpinner.value, 11)
        type("8")
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 20, "8 alone keeps the drum's rule: 11 PM turned back three, 8 PM")
        type("45")
        XCTAssertEqual(m.clock.hourSpinner.value, 12, "past the day's hours it is capped to 12, as before")

        // Typed 13, then p: 1 AM. While the Minute drum turns, the hour shown is the set one, not the typed one.
        type("13")
        _ = update(&m, key(.escape), at: now)
        _ = update(&m, key(.char("p")), at: now)
        XCTAssertEqual(m.clock.alarm.settings.time.hour, 1)
        _ = update(&m, key(.backTab), at: now)
        _ = update(&m, key(.backTab), at: now)
        XCTAssertEqual(m.clock.focus, .minute)
        _ = update(&m, key(.up), at: now)
        XCTAssertTrue(m.clock.minuteSpinner.isTurning)
        XCTAssertEqual(m.clock.shownTime(at: now.uptime + 0.1).hour, 1, "1 AM, as set")
    }

    func mouse(_ action: MouseAction, _ x: Int, _ y: Int) -> Msg { .input(.mouse(MouseEvent(action, .left, at: Point(x: x, y: y)))) }

    /// The cell at radius `r` (fraction of the face radius) and clock angle `a`.
    func cell(_ m: AppModel, radius r: Double, angle a: Double) -> (Int, Int) {
        let face = m.clockLayout.face!
        let p = face.point(radius: r * face.radius, angle: a)
        return (face.origin.x + Int(p.x) / face.dotsPerCell.x, face.origin.y + Int(p.y) / face.dotsPerCell.y)
    }

    /// What the drums show at `t`: their front numbers.
    func drums(_ m: AppModel, at t: Uptime) -> (Int, Int) {
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
