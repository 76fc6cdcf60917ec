import ClockCore
import ClockRender
import XCTest

/// Issue 25: the timer screen and the clock screen with timers under way, as a reviewer reads them.
final class TimerScreenSnapshotTests: XCTestCase {
    func key(_ k: Key) -> Msg { .input(.key(KeyEvent(k))) }

    /// Presses `keys` a tenth of a second apart, moving `t` on with them.
    func type(_ keys: [Key], into m: inout AppModel, from t: inout Moment) {
        for k in keys {
            t = t.advanced(by: 0.1)
            _ = update(&m, key(k), at: t)
        }
    }

    /// Two timers (Tea running 1 min 20 s in, Eggs held), the drums on 0:07:00, two laps of a running stopwatch.
    func busyModel(_ width: Int, _ height: Int) -> AppModel {
        var m = Snapshot.model(width, height, at: Snapshot.date(10, 8, 37))
        var t = m.now
        func send(_ keys: [Key]) { type(keys, into: &m, from: &t) }
        send([.char("T"), .char("L"), .char("T"), .char("e"), .char("a"), .enter, .enter])
        send([.char("L"), .char("E"), .char("g"), .char("g"), .char("s"), .enter])
        t = t.advanced(by: 2)
        send([.char("1"), .char("0"), .enter, .char("p"), .char("s")])
        t = t.advanced(by: 5.5)
        send([.char("a")])
        t = t.advanced(by: 74.25)
        send([.char("a"), .char("7")])
        t = t.advanced(by: 1)
        _ = update(&m, .tick, at: t)
        return m
    }

    func testTheTimerScreenShowsTheDrumsTheTimersAndTheStopwatch() {
        assertSnapshot(AppView.render(busyModel(100, 34)), named: "timers100x34")
    }

    func testTheSelectedTimersNewLabelIsTypedInItsRow() {
        var m = busyModel(100, 34)
        for k: Key in [.char("e"), .backspace, .backspace, .char("D"), .char("u"), .char("c"), .char("k")] {
            _ = update(&m, key(k), at: m.now.advanced(by: 0.1))
        }
        let text = AppView.render(m).trimmedLines.joined(separator: "\n")
        XCTAssertTrue(text.contains("▸ 10:00   paused   of 10:00    EgDuck▏"), text)
        XCTAssertTrue(text.contains("Its new label: Enter keeps, Esc drops"), text)
    }

    func testPastThreeTimersTheClockSaysHowManyMoreTheTimerScreenHas() {
        var m = Snapshot.model(120, 40, at: Snapshot.date(10, 8, 37))
        var t = m.now
        for k: Key in [.char("T"), .enter, .enter, .enter, .enter, .enter, .char("T")] {
            t = t.advanced(by: 0.1)
            _ = update(&m, key(k), at: t)
        }
        let text = AppView.render(m).trimmedLines.joined(separator: "\n")
        XCTAssertEqual(text.components(separatedBy: "Timer  4:00").count - 1, 2, text)
        XCTAssertTrue(text.contains("+3 more timers (T)"), text)
    }

    /// Found by hand: a list longer than the room left was left out whole, so at 40x12 a sixth timer (at 80x24 an
    /// 18th) made every timer vanish from the timer screen. It gets the room there is and shows the selected one.
    func testMoreTimersThanRowsShowAsManyAsFitAroundTheSelectedOne() throws {
        var m = Snapshot.model(40, 12, at: Snapshot.date(10, 8, 37))
        var t = m.now
        type([.char("T")], into: &m, from: &t)
        for n in 1...8 { type([.char("L"), .char("T"), .char(Character("\(n)")), .enter, .enter], into: &m, from: &t) }
        XCTAssertEqual(m.timers.list.timers.count, 8)
        func listed() -> [String] {
            AppView.render(m).trimmedLines.filter { $0.contains("of 4:00") }.map { String($0.split(separator: " ").last!) }
        }
        // Every row under the next line, which sits right under the drums: no row stays blank below the list.
        XCTAssertEqual(listed(), ["T2", "T3", "T4", "T5", "T6", "T7", "T8"], AppView.render(m).trimmedLines.joined(separator: "\n"))
        XCTAssertTrue(AppView.render(m).trimmedLines.contains { $0.contains("▸") && $0.hasSuffix("T8") })
        type([.char("]")], into: &m, from: &t)
        XCTAssertEqual(listed(), ["T1", "T2", "T3", "T4", "T5", "T6", "T7"], "round to the first, the list follows")
        // A click on a row selects the timer shown there, and the rows stay where they are under the pointer.
        type([.char("[")], into: &m, from: &t)
        XCTAssertEqual(listed(), ["T2", "T3", "T4", "T5", "T6", "T7", "T8"], "round to the last, the list follows")
        let rows = try XCTUnwrap(m.timers.layout(size: m.screenSize).list)
        _ = update(&m, .input(.mouse(MouseEvent(.press, .left, at: Point(x: rows.x + 3, y: rows.y + 1)))), at: t)
        XCTAssertEqual(m.timers.list.current?.label, "T3")
        XCTAssertEqual(listed(), ["T2", "T3", "T4", "T5", "T6", "T7", "T8"], "the rows did not move")
        type([.char("["), .char("[")], into: &m, from: &t)
        XCTAssertEqual(listed(), ["T1", "T2", "T3", "T4", "T5", "T6", "T7"], "up past the first row, the list moves")
        XCTAssertEqual(AppView.render(m).trimmedLines.count, 12, "the screen's rows, none past its end")
    }

    func testTheClockShowsTheTimersUnderWayAndTheNearestOnTheDial() {
        var m = busyModel(120, 40)
        _ = update(&m, key(.char("T")), at: m.now.advanced(by: 0.1))
        XCTAssertEqual(m.screen, .clock)
        assertSnapshot(AppView.render(m), named: "timersOnTheClock120x40")
    }

    /// Three timers: "Pasta for the whole family tonight" running 25 min, "Tea" running 4 min, one of 1:30:00 held.
    func longLabelModel(_ width: Int, _ height: Int) -> AppModel {
        var m = Snapshot.model(width, height, at: Snapshot.date(10, 8, 37))
        var t = m.now
        func send(_ keys: [Key]) { type(keys, into: &m, from: &t) }
        send([.char("T"), .char("L")] + "Pasta for the whole family tonight".map { Key.char($0) } + [.enter])
        send([.char("2"), .char("5"), .enter, .char("L"), .char("T"), .char("e"), .char("a"), .enter])
        send([.char("0"), .char("4"), .enter, .backTab, .backTab, .char("1"), .backTab, .char("3"), .char("0"), .enter])
        send([.char("p")])
        t = t.advanced(by: 30)
        _ = update(&m, .tick, at: t)
        return m
    }

    func testOnTheClockALongLabelEndsWithAnEllipsisAndTheTimesLineUp() {
        var m = longLabelModel(80, 24)
        _ = update(&m, key(.char("T")), at: m.now.advanced(by: 0.1))
        XCTAssertEqual(m.screen, .clock)
        assertSnapshot(AppView.render(m), named: "timersLongLabelOnTheClock80x24")
    }

    func testATinyTimerScreenLeavesOutWhatDoesNotFitWhole() {
        assertSnapshot(AppView.render(longLabelModel(30, 10)), named: "timers30x10")
        assertSnapshot(AppView.render(longLabelModel(56, 24)), named: "timers56x24")
    }

    func testTooSmallForTheDrumsTheSelectedTimersTimeShowsAlone() {
        var m = longLabelModel(4, 2)
        _ = update(&m, key(.char("[")), at: m.now.advanced(by: 0.1))
        XCTAssertEqual(AppView.render(m).trimmedLines.first, "3:30", "Tea's time left")
        XCTAssertEqual(AppView.render(longLabelModel(5, 2)).trimmedLines.first, "13000", "1:30:00 held, no colon")
        XCTAssertEqual(AppView.render(longLabelModel(12, 3)).trimmedLines[1], "  1:30:00")
    }

    func testALongLabelBeingTypedShowsItsEndWhereTheTypingIs() {
        var m = longLabelModel(56, 24)
        for k: Key in [.char("["), .char("["), .char("e"), .char("!")] { _ = update(&m, key(k), at: m.now.advanced(by: 0.1)) }
        let text = AppView.render(m).trimmedLines.joined(separator: "\n")
        XCTAssertTrue(text.contains("▸ 24:28   running  of 25:00    …whole family tonight!▏"), text)
    }

    /// In 8 colours the warning is reverse red: on the padding it was a red bar across the row, into "of 4:00".
    func testADoneTimersWarningColourMarksItsWordsNotTheColumnsPadding() {
        var m = longLabelModel(56, 24)
        m.options.colorDepth = .eight
        var t = m.now
        for _ in 0..<4 * 60 * 4 {
            t = t.advanced(by: 0.25)
            _ = update(&m, .tick, at: t)
        }
        XCTAssertTrue(m.timers.list.isRinging)
        _ = update(&m, .tick, at: t.advanced(by: 2))  // the notice has slid in
        assertSnapshot(AppView.render(m), named: "timersDone56x24_8colours")
    }
}
