import ClockCore
import XCTest

/// Two processes' changes to the alarms, joined alarm by alarm so neither is lost.
final class AlarmMergeTests: XCTestCase {
    private let base = SavedState(alarms: [AlarmSettings(id: 1, label: "A"), AlarmSettings(id: 2, label: "B"),
                                           AlarmSettings(id: 3, label: "C")], selected: 1)

    func testChangesToDifferentAlarmsAreBothKept() {
        var mine = base, theirs = base
        mine.alarms[0].isOn = true
        theirs.alarms[2].label = "C2"
        let merged = AlarmMerge.merge(base: base, mine: mine, theirs: theirs)
        XCTAssertEqual(merged.alarms.map(\.label), ["A", "B", "C2"])
        XCTAssertEqual(merged.alarms.map(\.isOn), [true, false, false])
        XCTAssertEqual(merged.selected, 1)
    }

    /// That the user was told alarms ring only while a clock is open is not lost when another process saved meanwhile,
    /// whichever path the merge takes (only they, only this process, or both changed alarms).
    func testTheClosedClockWarningToldIsThisProcesssWhenItChangedItElseTheFiles() {
        var told = base
        told.closedClockWarningTold = true
        var theirs = base
        theirs.alarms[2].label = "C2"
        var mineToo = told
        mineToo.alarms[0].label = "A2"
        for (mine, theirs) in [(told, theirs), (mineToo, base), (mineToo, theirs)] {
            XCTAssertTrue(AlarmMerge.merge(base: base, mine: mine, theirs: theirs).closedClockWarningTold)
        }
        var theirsTold = theirs
        theirsTold.closedClockWarningTold = true
        XCTAssertTrue(AlarmMerge.merge(base: base, mine: base, theirs: theirsTold).closedClockWarningTold)
        XCTAssertTrue(AlarmMerge.merge(base: base, mine: mineToo, theirs: theirsTold).closedClockWarningTold)
        var forgot = told
        forgot.closedClockWarningTold = false
        XCTAssertFalse(AlarmMerge.merge(base: told, mine: forgot, theirs: told).closedClockWarningTold,
                       "a ringer seen at start forgets it")
    }

    func testRemovalsOnEitherSideStickUnlessTheOtherSideChangedThatAlarm() {
        var mine = base, theirs = base
        mine.alarms.remove(at: 0)
        theirs.alarms.remove(at: 2)
        XCTAssertEqual(AlarmMerge.merge(base: base, mine: mine, theirs: theirs).alarms.map(\.label), ["B"])
        var edited = base
        edited.alarms[2].isOn = true
        XCTAssertEqual(AlarmMerge.merge(base: base, mine: edited, theirs: theirs).alarms.map(\.label), ["A", "B", "C"],
                       "an alarm this process just changed is not lost to a removal elsewhere")
    }

    func testAlarmsAddedOnBothSidesUnderOneIdBothStay() {
        var mine = base, theirs = base
        mine.alarms.append(AlarmSettings(id: 4, label: "mine"))
        theirs.alarms.append(AlarmSettings(id: 4, label: "theirs"))
        let merged = AlarmMerge.merge(base: base, mine: mine, theirs: theirs)
        XCTAssertEqual(merged.alarms.map(\.label), ["A", "B", "C", "theirs", "mine"])
        XCTAssertEqual(Set(merged.alarms.map(\.id)).count, 5, "ids stay unique")
    }

    func testTheSelectionFollowsTheSameAlarm() {
        var theirs = base
        theirs.alarms.remove(at: 0)
        XCTAssertEqual(AlarmMerge.merge(base: base, mine: base, theirs: theirs).selected, 0, "B moved up")
    }
}
