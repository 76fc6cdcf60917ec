import ClockCore
@testable import ClockSystem
import Foundation
import XCTest

/// The state file shared by the app and `tui-clock alarms …`: version 1 upgraded with its original kept, changes
/// seen by polling, and concurrent read-modify-writes that lose nothing.
final class SharedStateFileTests: StateFolderTestCase {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)

    private let versionOne = """
        {"version": 1, "alarm": {"on": true, "hour": 6, "minute": 45, "snoozeMinutes": 7,
         "lastHandledOccurrence": 1794990000}}
        """

    /// Saving what the file already holds leaves the file alone (the idle background ringer wakes on each write);
    /// a real change is written at once.
    func testSavingWhatTheFileHoldsAlreadyDoesNotRewriteIt() throws {
        let state = SavedState(alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
        _ = try store.update(now: now) { $0 = state }
        let sync = StateFileSync(store: store, loaded: state)
        let before = try XCTUnwrap(store.identity())
        XCTAssertNil(try sync.save(state))
        XCTAssertEqual(store.identity(), before, "the same bytes are not written again")
        var changed = state
        changed.alarms[0].time = AlarmTime(hour: 7, minute: 5)!
        XCTAssertNil(try sync.save(changed))
        XCTAssertNotEqual(store.identity(), before)
        XCTAssertEqual(store.readCurrent(), changed)
        XCTAssertNil(sync.poll(), "its own write is no news to it")
    }

    func testAVersionOneFileIsUpgradedAndItsOriginalKeptAsStateV1() throws {
        try Data(versionOne.utf8).write(to: URL(fileURLWithPath: store.filePath))
        let result = store.load(now: now)
        let expected = AlarmSettings(id: 1, isOn: true, time: AlarmTime(hour: 6, minute: 45)!, days: .daily, snoozeMinutes: 7,
                                     lastHandledOccurrence: Date(timeIntervalSince1970: 1_794_990_000))
        XCTAssertEqual(result.state, SavedState(alarms: [expected]), "its alarm is the first alarm, nothing lost")
        XCTAssertNil(result.notice)
        let kept = store.directory + "/state.v1.json"
        XCTAssertEqual(result.originalKeptAt, kept)
        XCTAssertEqual(try String(contentsOfFile: kept, encoding: .utf8), versionOne, "the original, byte for byte")
        let upgraded = try StateFileFormat.decodeWithVersion(Data(contentsOf: URL(fileURLWithPath: store.filePath)))
        XCTAssertEqual(upgraded.version, StateFileFormat.currentVersion)
        XCTAssertEqual(upgraded.state, result.state)
        let again = store.load(now: now)
        XCTAssertEqual(again.state, result.state)
        XCTAssertNil(again.originalKeptAt, "upgraded once")
    }

    /// Issue 25: the timers made the file version 3; a version-2 file keeps its alarms, gets no timers, and its
    /// original is kept as state.v2.json (an older tui-clock reads that one, not the new file).
    func testAVersionTwoFileIsUpgradedToThreeAndItsOriginalKeptAsStateV2() throws {
        let versionTwo = #"{"version": 2, "selected": 0, "alarms": [{"id": 4, "on": true, "hour": 7, "minute": 30, "label": "Work"}]}"#
        try Data(versionTwo.utf8).write(to: URL(fileURLWithPath: store.filePath))
        let result = store.load(now: now)
        XCTAssertNil(result.notice)
        XCTAssertEqual(result.state.alarms.map(\.label), ["Work"])
        XCTAssertEqual(result.state.timers, SavedTimers())
        let kept = store.directory + "/state.v2.json"
        XCTAssertEqual(result.originalKeptAt, kept)
        XCTAssertEqual(try String(contentsOfFile: kept, encoding: .utf8), versionTwo, "the original, byte for byte")
        XCTAssertEqual(try StateFileFormat.decodeWithVersion(Data(contentsOf: URL(fileURLWithPath: store.filePath))).version, 3)
        _ = try store.update(now: now) { $0.timers.timers.append(SavedTimer(id: 1, label: "Tea", duration: 240)) }
        XCTAssertEqual(store.load(now: now).state.timers.timers.map(\.label), ["Tea"])
        XCTAssertEqual(try String(contentsOfFile: kept, encoding: .utf8), versionTwo, "kept once, untouched")
    }

    func testACommandLineChangeIsSeenByTheAppsNextPollAndItsOwnSavesAreNot() throws {
        try store.save(SavedState())
        let sync = StateFileSync(store: store, loaded: SavedState())
        XCTAssertNil(sync.poll())
        _ = try store.update(now: now) { $0.alarms.append(AlarmSettings(id: 2, isOn: true, label: "From a script")) }
        XCTAssertEqual(sync.poll()?.alarms.map(\.label), ["", "From a script"])
        XCTAssertNil(sync.poll(), "reported once")
        var mine = SavedState(alarms: [AlarmSettings(id: 1), AlarmSettings(id: 2, isOn: true, label: "From a script")])
        mine.alarms[0].isOn = true
        XCTAssertNil(try sync.save(mine), "nothing to merge")
        XCTAssertNil(sync.poll(), "its own save is no change from outside")
    }

    func testTheAppsSaveMergesWithAChangeMadeSinceItLastLooked() throws {
        let start = SavedState(alarms: [AlarmSettings(id: 1, label: "A"), AlarmSettings(id: 2, label: "B")])
        try store.save(start)
        let sync = StateFileSync(store: store, loaded: start)
        // A script switches B on and adds C before the app polls; the app meanwhile renames A.
        _ = try store.update(now: now) { s in
            s.alarms[1].isOn = true
            s.alarms.append(AlarmSettings(id: 3, label: "C"))
        }
        var mine = start
        mine.alarms[0].label = "A2"
        let merged = try XCTUnwrap(try sync.save(mine))
        XCTAssertEqual(merged.alarms.map(\.label), ["A2", "B", "C"])
        XCTAssertEqual(merged.alarms.map(\.isOn), [false, true, false])
        XCTAssertEqual(store.readCurrent(), merged)
    }

    func testConcurrentCommandLineAndAppWritesLoseNothing() throws {
        try store.save(SavedState(alarms: []))
        let store = self.store!
        let now = self.now
        let done = DispatchGroup()
        let failures = Failures()
        // Two "command lines" adding alarms under the lock while the "app" adds its own and takes each merge.
        for script in 0..<2 {
            done.enter()
            Thread.detachNewThread {
                for i in 0..<20 {
                    do {
                        _ = try store.update(now: now) { s in
                            var list = AlarmList(s)
                            list.add(AlarmSettings(label: "cli\(script)-\(i)"))
                            s = list.saved
                        }
                    } catch { failures.add("\(error)") }
                }
                done.leave()
            }
        }
        done.enter()
        Thread.detachNewThread {
            let sync = StateFileSync(store: store, loaded: SavedState(alarms: []))
            var mine = SavedState(alarms: [])
            for i in 0..<30 {
                if let theirs = sync.poll() { mine = theirs }
                var list = AlarmList(mine)
                list.add(AlarmSettings(label: "app-\(i)"))
                do {
                    mine = try sync.save(list.saved) ?? list.saved
                } catch { failures.add("\(error)") }
            }
            done.leave()
        }
        done.wait()
        XCTAssertEqual(failures.all, [])
        let labels = try XCTUnwrap(store.readCurrent()).alarms.map(\.label)
        let expected = (0..<2).flatMap { s in (0..<20).map { "cli\(s)-\($0)" } } + (0..<30).map { "app-\($0)" }
        XCTAssertEqual(Set(labels), Set(expected), "every alarm from every writer is there")
        XCTAssertEqual(labels.count, expected.count, "and none twice")
    }
}

private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ s: String) { lock.withLock { list.append(s) } }
    var all: [String] { lock.withLock { list } }
}
