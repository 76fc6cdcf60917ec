import ClockCore
import Foundation
import XCTest

/// The clock screen with several alarms: selecting, adding, deleting with undo, repeat days, labels, the one
/// notification for alarms that ring together, and taking a list another process saved.
final class AlarmListKeysTests: XCTestCase {
    private let berlin = calendar("Europe/Berlin")

    private func model(_ alarms: [AlarmSettings], at hour: Int, _ minute: Int, second: Int = 0) -> AppModel {
        AppModel(options: AppOptions(twentyFourHour: true), screenSize: Size(width: 120, height: 40), calendar: berlin,
                 now: Moment(wall: local(2026, 6, 10, hour, minute, second, in: berlin), uptime: 100),
                 alarms: SavedState(alarms: alarms))
    }

    private func press(_ m: inout AppModel, _ keys: Key...) -> [Effect] {
        keys.flatMap { update(&m, .input(.key(KeyEvent($0))), at: m.now) }
    }

    private let two = [AlarmSettings(id: 1, isOn: true, time: time(7, 0), days: .weekdays, label: "Work"),
                       AlarmSettings(id: 2, isOn: false, time: time(9, 30), days: .weekends, label: "Lie in")]

    func testBracketsSelectTheAlarmTheDrumsAndArrowsEdit() {
        var m = model(two, at: 5, 0)
        _ = press(&m, .char("]"))
        XCTAssertEqual(m.clock.alarm.settings.label, "Lie in")
        XCTAssertEqual(m.clock.hourSpinner.value, 9, "the drums show the selected alarm")
        _ = press(&m, .right)
        XCTAssertEqual(m.clock.alarms.settings.map(\.time), [time(7, 0), time(9, 31)], "only the selected one moves")
        _ = press(&m, .char("]"))
        XCTAssertEqual(m.clock.alarm.settings.label, "Work", "wraps around")
        _ = press(&m, .char("["))
        XCTAssertEqual(m.clock.alarms.selected, 1)
    }

    func testNAddsAnAlarmThatIsOnAndSelectedAndSaved() {
        var m = model(two, at: 5, 0)
        let effects = press(&m, .char("n"))
        XCTAssertEqual(m.clock.alarms.count, 3)
        XCTAssertEqual(m.clock.alarms.selected, 2)
        XCTAssertTrue(m.clock.alarm.settings.isOn)
        XCTAssertEqual(m.clock.alarm.settings.days, .once)
        XCTAssertEqual(m.clock.alarm.settings.id, 3, "a fresh id")
        XCTAssertTrue(effects.contains(.saveAlarms(m.clock.alarms.saved)))
        XCTAssertTrue(m.notifications.messages.contains { $0.hasPrefix("Alarm set for 07:00") }, "\(m.notifications.messages)")
    }

    func testDDeletesTheSelectedAlarmAndUBringsItBack() {
        var m = model(two, at: 5, 0)
        var effects = press(&m, .char("d"))
        XCTAssertEqual(m.clock.alarms.settings.map(\.label), ["Lie in"])
        XCTAssertTrue(effects.contains(.saveAlarms(m.clock.alarms.saved)))
        XCTAssertTrue(m.notifications.messages.contains("Alarm deleted — u brings it back"))
        effects = press(&m, .char("u"))
        XCTAssertEqual(m.clock.alarms.settings, two, "back in its place, unchanged")
        XCTAssertEqual(m.clock.alarm.settings.label, "Work", "and selected")
        XCTAssertTrue(effects.contains(.saveAlarms(m.clock.alarms.saved)))
        XCTAssertEqual(press(&m, .char("u")), [], "one undo per delete")
    }

    /// Issue 20 item 7: custom days could be set only from the command line. `D` opens a row of seven day
    /// toggles: ← → move, Space switches a day, D steps through the presets, Enter keeps, Esc drops.
    func testShiftDOpensADayPickerThatMakesAnySetOfDays() {
        var m = model(two, at: 5, 0)
        XCTAssertEqual(m.clock.alarm.settings.days, .weekdays)
        _ = press(&m, .char("D"))
        XCTAssertEqual(m.clock.dayDraft, DayPicker(days: .weekdays))
        // Weekdays, then Tuesday and Thursday off: Monday, Wednesday, Friday.
        _ = press(&m, .right, .char(" "), .right, .right, .char(" "))
        XCTAssertEqual(m.clock.alarm.settings.days, .weekdays, "nothing changes before Enter")
        // Keys the picker does not use are every screen's: q quits with the picker open, as over the help.
        XCTAssertEqual(press(&m, .char("q")), [.quit])
        XCTAssertEqual(m.clock.alarm.settings.days, .weekdays)
        let effects = press(&m, .enter)
        XCTAssertNil(m.clock.dayDraft)
        XCTAssertEqual(m.clock.alarm.settings.days, AlarmDays(parsing: "mon,wed,fri"))
        XCTAssertTrue(effects.contains(.saveAlarms(m.clock.alarms.saved)))
        // D in the picker steps the presets; Esc drops the change.
        _ = press(&m, .char("D"), .char("D"))
        XCTAssertEqual(m.clock.dayDraft?.days, .once, "a custom set steps to the first preset")
        _ = press(&m, .char("D"), .escape)
        XCTAssertEqual(m.clock.alarm.settings.days, AlarmDays(parsing: "mon,wed,fri"))
        XCTAssertNil(m.clock.dayDraft)
    }

    func testShiftLTypesALabelEnterKeepsItEscDropsIt() {
        var m = model(two, at: 5, 0)
        _ = press(&m, .char("L"), .backspace, .backspace, .backspace, .backspace, .char("G"), .char("y"), .char("m"),
                  .char("q"))
        XCTAssertEqual(m.clock.labelDraft, "Gymq", "q types, it does not quit")
        let effects = press(&m, .backspace, .enter)
        XCTAssertEqual(m.clock.alarm.settings.label, "Gym")
        XCTAssertNil(m.clock.labelDraft)
        XCTAssertTrue(effects.contains(.saveAlarms(m.clock.alarms.saved)))
        _ = press(&m, .char("L"), .char("x"), .escape)
        XCTAssertEqual(m.clock.alarm.settings.label, "Gym")
    }

    /// With bracketed paste on (a paste is one event, never keys), a label pasted after `L` went nowhere: the
    /// clock dropped every paste. It is typed into the label, its line breaks and tabs as spaces; Enter keeps it.
    func testALabelPastedAfterLIsTypedIntoIt() {
        var m = model(two, at: 5, 0)
        _ = press(&m, .char("L"), .backspace, .backspace, .backspace, .backspace)
        _ = update(&m, .input(.paste("Gym\nday\tq")), at: m.now)
        XCTAssertEqual(m.clock.labelDraft, "Gym day q", "a pasted q types, it does not quit")
        _ = press(&m, .enter)
        XCTAssertEqual(m.clock.alarm.settings.label, "Gym day q")
        _ = update(&m, .input(.paste("a")), at: m.now)
        XCTAssertTrue(m.clock.alarm.settings.isOn, "a paste with no label open is no key (a would switch the alarm)")
    }

    func testATimersLabelTakesAPasteToo() {
        var m = model(two, at: 5, 0)
        _ = press(&m, .char("T"), .char("L"))
        XCTAssertEqual(m.timers.labelDraft, "")
        _ = update(&m, .input(.paste("Tea\n")), at: m.now)
        _ = press(&m, .enter)
        XCTAssertEqual(m.timers.nextLabel, "Tea")
    }

    func testAlarmsDueInTheSameMinuteRingAsOneNotificationNamingAllOfThem() {
        let same = [AlarmSettings(id: 1, isOn: true, time: time(7, 0), label: "Work"),
                    AlarmSettings(id: 2, isOn: true, time: time(7, 0), label: "Pills"),
                    AlarmSettings(id: 3, isOn: true, time: time(8, 0), label: "Later")]
        var m = model(same, at: 6, 59, second: 50)
        _ = update(&m, .tick, at: m.now)
        let effects = update(&m, .tick, at: m.now.advanced(by: 15))
        let wakes = m.notifications.messages.filter { $0.contains("Wake up") }
        XCTAssertEqual(wakes, ["Wake up! 07:00 — Work, Pills"])
        XCTAssertEqual(effects.filter { $0 == .ringSound(true) }.count, 1)
        XCTAssertEqual(effects.filter { $0 == .bell }.count, 1)
        let dismissed = press(&m, .enter)
        XCTAssertFalse(m.clock.alarms.isRinging, "Enter stops both")
        XCTAssertEqual(dismissed.filter { $0 == .ringSound(false) }.count, 1)
        XCTAssertTrue(m.clock.alarms.settings.allSatisfy(\.isOn), "daily alarms stay on")
    }

    func testAChangeFromAnotherProcessIsTakenAndARingingAlarmKeepsRinging() {
        var m = model(two, at: 6, 59, second: 50)
        _ = update(&m, .tick, at: m.now)
        _ = update(&m, .tick, at: m.now.advanced(by: 15))
        XCTAssertTrue(m.clock.alarms.isRinging)
        var disk = m.clock.alarms.saved
        disk.alarms.append(AlarmSettings(id: 7, isOn: true, time: time(6, 15), days: .weekdays, label: "From a script"))
        disk.alarms[1].isOn = true
        _ = update(&m, .alarmsChanged(disk), at: m.now)
        XCTAssertEqual(m.clock.alarms.settings, disk.alarms)
        XCTAssertTrue(m.clock.alarms.clocks[0].isRinging, "what each alarm is doing is kept")
        XCTAssertEqual(m.clock.alarm.settings.label, "Work", "the selection stays on the same alarm")
    }

    func testARingingAlarmRemovedByAnotherProcessStopsRinging() {
        var m = model(two, at: 6, 59, second: 50)
        _ = update(&m, .tick, at: m.now)
        _ = update(&m, .tick, at: m.now.advanced(by: 15))
        var disk = m.clock.alarms.saved
        disk.alarms.remove(at: 0)
        let effects = update(&m, .alarmsChanged(disk), at: m.now)
        XCTAssertFalse(m.clock.alarms.isRinging)
        XCTAssertEqual(effects, [.ringSound(false)])
        XCTAssertNil(m.notifications.latest(about: .ringing), "no notification is left with nothing to snooze or dismiss")
    }

    func testTheListShowsOnceThereIsMoreThanThePlainDailyAlarm() {
        XCTAssertNil(model([AlarmSettings()], at: 5, 0).clockPanelLayout.alarmList)
        XCTAssertNotNil(model(two, at: 5, 0).clockPanelLayout.alarmList)
    }
}
