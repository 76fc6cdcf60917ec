import ClockCore
import Foundation
import XCTest

/// "What is due" on simulated time: every timed part reports its deadline through `Timed`, `AppModel` folds them,
/// and a tick that changes the picture makes the next frame draw (`needsFrame`).
final class DeadlineFoldTests: XCTestCase {
    /// Wall time 1000 s after the reference date at uptime 50; `t` seconds later on both clocks.
    func at(_ t: Double) -> Moment { Moment(wall: Date(timeIntervalSinceReferenceDate: 1000 + t), uptime: 50 + t) }

    func model(alarm: AlarmSettings = AlarmSettings()) -> AppModel {
        AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), now: at(0), alarm: alarm)
    }

    /// A cell on the clock face away from the (hidden) alarm hand, where a held press becomes a long press.
    func faceCell(_ m: AppModel) -> Point {
        let face = m.clockLayout.face!
        let p = face.point(radius: 0.5 * face.radius, angle: .pi / 2)
        return Point(x: face.origin.x + Int(p.x) / face.dotsPerCell.x, y: face.origin.y + Int(p.y) / face.dotsPerCell.y)
    }

    func press(_ m: inout AppModel, at t: Double) {
        _ = update(&m, .input(.mouse(MouseEvent(.press, .left, at: faceCell(m)))), at: at(t))
    }

    func due(_ m: AppModel, after t: Double) -> Double { m.nextDeadline(after: at(t))!.uptime - 50 }

    func testIdleTheNextDeadlineIsTheNextHalfSecondOfWallTimeExactly() {
        let m = model()
        XCTAssertEqual(due(m, after: 0.1), 0.5, accuracy: 1e-9, "no fudge: due comparisons are inclusive")
        XCTAssertEqual(due(m, after: 0.7), 1.0, accuracy: 1e-9)
        XCTAssertEqual(due(m, after: 0.5), 1.0, accuracy: 1e-9, "strictly after now")
    }

    func testIdleWakesTwiceASecond() {
        let m = model()
        var t = 0.0, wakes = 0
        while t < 10 {
            t = due(m, after: t)
            wakes += 1
        }
        XCTAssertEqual(wakes, 20)
    }

    func testEachTimedPartReportsItsDeadlineAndTheFoldPicksTheEarliest() {
        var m = model()
        press(&m, at: 0.05)
        XCTAssertEqual(m.clock.hand.due(after: 50.05)!, 50.45, accuracy: 1e-9, "the long press")
        XCTAssertEqual(due(m, after: 0.05), 0.45, accuracy: 1e-9, "before the half second")
        _ = update(&m, .notice("Saved", .info), at: at(0.06))
        XCTAssertEqual(due(m, after: 0.06), 0.06 + FrameRate.interval, accuracy: 1e-9, "the notification slides in")
        XCTAssertEqual(due(m, after: 0.4), 0.45, accuracy: 1e-9, "it rests; the long press is next again")

        var ringing = model(alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 0, minute: 17)!))
        _ = update(&ringing, .started(StartUp()), at: at(0))
        let alarm = ringing.clock.alarm.deadlines(in: ringing.calendar).due(after: 50)!
        XCTAssertLessThanOrEqual(due(ringing, after: 0), alarm - 50)
        XCTAssertEqual(ringing.nextDeadline(after: at(alarm - 50 - 0.2))!.uptime.seconds, alarm, accuracy: 1e-6,
                       "the alarm, when it comes before the next half second")
    }

    /// The run loop wakes at each `nextDeadline` and ticks: a long press lands exactly on its 0.4 s, whatever the
    /// phase of the clock's half-second ticks, and its frame is drawn on that wake-up (once the end-to-end test).
    func testALongPressIsDueAtItsDeadlineAtAnyPhaseOfTheHalfSecondTick() {
        for phase in [0.0, 0.1, 0.2, 0.3, 0.4, 0.45] {
            var m = model()
            press(&m, at: 1 + phase)
            var t = 1 + phase
            var drawn = m
            while !m.clock.alarm.settings.isOn, t < 5 {
                drawn = m
                t = due(m, after: t)
                _ = update(&m, .tick, at: at(t))
            }
            XCTAssertEqual(t, 1 + phase + 0.4, accuracy: 1e-9, "phase \(phase): the long press on time")
            XCTAssertTrue(m.needsFrame(since: drawn), "phase \(phase): and drawn on that wake-up")
        }
    }

    func testATickThatChangesThePictureMarksTheFrameDirty() {
        var m = model()
        press(&m, at: 0.05)
        let drawn = m
        _ = update(&m, .tick, at: at(0.3))
        XCTAssertFalse(m.needsFrame(since: drawn), "nothing due yet, same second: no frame")
        _ = update(&m, .tick, at: at(0.45))
        XCTAssertTrue(m.clock.alarm.settings.isOn, "the long press switched the alarm on")
        XCTAssertTrue(m.needsFrame(since: drawn), "the tick changed the picture")
    }

    func testAPressHeldWhileTheFaceGoesAwayIsNotDueForever() {
        var m = model()
        press(&m, at: 0.05)
        _ = update(&m, .resize(Size(width: 12, height: 5)), at: at(0.1))
        _ = update(&m, .tick, at: at(0.5))
        XCTAssertFalse(m.clock.hand.isBusy, "the gesture ended with the face")
        XCTAssertEqual(due(m, after: 0.5), 1.0, accuracy: 1e-9, "idle again, not a deadline in the past")
    }

    func testAnIdleClockDrawsOnceASecondThoughItTicksTwice() {
        var m = model()
        _ = update(&m, .tick, at: at(0))
        let drawn = m
        _ = update(&m, .tick, at: at(0.5))
        XCTAssertFalse(m.needsFrame(since: drawn), "half a second: the same second shows")
        _ = update(&m, .tick, at: at(1))
        XCTAssertTrue(m.needsFrame(since: drawn), "a new second")
    }

    func testEveryFrameOfAMotionDrawsAndTheLastShowsItAtRest() {
        var m = model()
        _ = update(&m, .notice("Saved", .info), at: at(0.1))
        var drawn = m
        var frames = 0
        var t = 0.1
        while let next = m.nextDeadline(after: at(t)), next.uptime - 50 <= 0.4 + 1e-9 {
            t = next.uptime - 50
            _ = update(&m, .tick, at: at(t))
            XCTAssertTrue(m.needsFrame(since: drawn), "frame at \(t)")
            drawn = m
            frames += 1
        }
        XCTAssertGreaterThanOrEqual(frames, 9, "0.3 s of slide at 30 frames a second")
        XCTAssertEqual(t, 0.4, accuracy: 1e-9, "the last frame shows it at rest")
        _ = update(&m, .tick, at: at(0.45))
        XCTAssertFalse(m.needsFrame(since: drawn), "at rest: no more frames")
    }

    func testNotificationLeavingIsDrawnWhenItIsGone() {
        var m = model()
        _ = update(&m, .notice("Saved", .info), at: at(0.1))
        let stack = m.notifications
        let leaves = stack.due(after: 50.5)!
        var drawn = m
        var t = leaves - 50
        while let next = m.nextDeadline(after: at(t)), next.uptime - 50 < leaves - 50 + 1 {
            t = next.uptime - 50
            _ = update(&m, .tick, at: at(t))
            if m.needsFrame(since: drawn) { drawn = m }
        }
        XCTAssertTrue(m.notifications.isEmpty)
        XCTAssertTrue(drawn.notifications.isEmpty, "the frame after it was forgotten was drawn")
        XCTAssertFalse(m.needsFrame(since: drawn))
    }
}
