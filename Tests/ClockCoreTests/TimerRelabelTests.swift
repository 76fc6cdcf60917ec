import ClockCore
import Foundation
import XCTest

/// A timer's label can be changed after it starts: `e` types a new one for the selected timer, with the same text
/// input `L` gives the next timer; it is saved, and the timer runs on meanwhile.
final class TimerRelabelTests: XCTestCase {
    let start = utc("2026-11-21T10:00:00Z")

    func model() -> AppModel {
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), calendar: calendar("Europe/Berlin"),
                         now: Moment(wall: start, uptime: 1000))
        _ = update(&m, .started(StartUp()), at: m.now)
        return m
    }

    @discardableResult
    func type(_ keys: [Key], into m: inout AppModel) -> [Effect] {
        var effects: [Effect] = []
        for k in keys { effects += update(&m, .input(.key(KeyEvent(k))), at: m.now.advanced(by: 0.1)) }
        return effects
    }

    func chars(_ text: String) -> [Key] { text.map { Key.char($0) } }

    /// Two timers started from the timer screen, "Tea" and one without a label; the second is selected.
    func twoTimers() -> AppModel {
        var m = model()
        type([.char("T"), .char("L")] + chars("Tea") + [.enter, .enter, .enter], into: &m)
        XCTAssertEqual(m.timers.list.timers.map(\.label), ["Tea", ""])
        return m
    }

    func testESetsTheSelectedTimersLabelWhileItRunsOnAndSavesIt() throws {
        var m = twoTimers()
        type([.char("e")] + chars("Eggs"), into: &m)
        XCTAssertEqual(m.timers.labelDraft, "Eggs")
        XCTAssertEqual(m.timers.list.timers.map(\.label), ["Tea", ""], "nothing changes before Enter")
        let effects = type([.enter], into: &m)
        XCTAssertEqual(m.timers.list.timers.map(\.label), ["Tea", "Eggs"])
        XCTAssertTrue(m.timers.list.timers[1].isRunning, "it ran on while its label was typed")
        XCTAssertEqual(m.timers.nextLabel, "", "the next timer's label is another thing")
        let saved = try XCTUnwrap(effects.lazy.compactMap { effect -> SavedState? in
            if case .saveAlarms(let state) = effect { return state } else { return nil }
        }.last, "a new label is saved at once")
        let file = try StateFileFormat.decode(StateFileFormat.encode(saved))
        XCTAssertEqual(file.timers.timers.map(\.label), ["Tea", "Eggs"])
    }

    func testTheDraftStartsFromTheOldLabelAndEscKeepsIt() {
        var m = twoTimers()
        type([.char("["), .char("e")], into: &m)
        XCTAssertEqual(m.timers.labelDraft, "Tea", "the selected timer's label, to edit")
        type([.backspace, .backspace, .backspace] + chars("Pot") + [.escape], into: &m)
        XCTAssertEqual(m.timers.list.timers.map(\.label), ["Tea", ""])
        XCTAssertNil(m.timers.labelDraft)
        type([.char("e"), .backspace, .backspace, .backspace, .enter], into: &m)
        XCTAssertEqual(m.timers.list.timers.map(\.label), ["", ""], "emptied, it has no label")
    }

    func testARelabelledTimerIsNamedSoWhenItRings() {
        var m = model()
        type([.char("T"), .char("0"), .backTab, .char("2"), .enter], into: &m)
        type([.char("e")] + chars("Pasta") + [.enter], into: &m)
        for _ in 0..<12 { _ = update(&m, .tick, at: m.now.advanced(by: 0.25)) }
        XCTAssertTrue(m.notifications.messages.contains("Timer done — Pasta, 0:02"), "\(m.notifications.messages)")
    }

    func testEWithNoTimerTypesNothingAndLStillLabelsTheNext() {
        var m = model()
        type([.char("T"), .char("e")], into: &m)
        XCTAssertNil(m.timers.labelDraft)
        var two = twoTimers()
        type([.char("L")] + chars("Rice") + [.enter], into: &two)
        XCTAssertEqual(two.timers.nextLabel, "Rice")
        XCTAssertEqual(two.timers.list.timers.map(\.label), ["Tea", ""])
    }
}
