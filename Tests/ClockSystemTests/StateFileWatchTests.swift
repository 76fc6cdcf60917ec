import ClockCore
@testable import ClockSystem
import Foundation
import Glibc
import Synchronization
import TestSupport
import XCTest

/// The clock follows the state file through an inotify watch on its folder: another process's save wakes it and is
/// read, its own saves and the files beside the state file do not wake it, and without inotify it polls as before.
final class StateFileWatchTests: StateFolderTestCase {
    override var startsWithAFile: Bool { true }

    private func makeWatch(watching: Bool = true) -> StateFileWatch {
        StateFileWatch(sync: StateFileSync(store: store, loaded: SavedState()), directory: store.directory, watching: watching)
    }

    /// Whether the watch's descriptor has something to read within `seconds` (what wakes the run loop's `poll`).
    private func wakes(_ watch: StateFileWatch, within seconds: Double) -> Bool {
        var fds = [pollfd(fd: watch.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        return poll(&fds, 1, Int32(seconds * 1000)) > 0
    }

    /// The alarms the drained messages hand to the model.
    private static func alarms(in messages: [Msg]) -> [SavedState] {
        messages.compactMap { if case .alarmsChanged(let state) = $0 { return state } else { return nil } }
    }

    /// What `tui-clock alarms add` or the background ringer's ring record does: a whole save, in another process.
    private func saveFromAnotherProcess(label: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let text = #"{"version": 3, "selected": 0, "alarms": [{"id": 1, "on": true, "hour": 6, "minute": 30, "label": "LABEL"}]}"#
            .replacingOccurrences(of: "LABEL", with: label)
        // Written beside the file and renamed over it, as every save is.
        process.arguments = ["-c", "printf '%s' \"$1\" > \"$2.new\" && mv \"$2.new\" \"$2\"", "sh", text, store.filePath]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    func testAnotherProcessSaveWakesTheWatchAndItsAlarmsAreHandedToTheModel() throws {
        let watch = makeWatch()
        XCTAssertTrue(watch.isWatching)
        XCTAssertNil(watch.checkAfter, "watching, it never asks to be looked at on the clock's ticks")
        XCTAssertFalse(wakes(watch, within: 0), "nothing happened yet")
        try saveFromAnotherProcess(label: "Ring record")
        // A bound with room for a loaded machine: inotify reports the rename at once.
        XCTAssertTrue(wakes(watch, within: 3), "the rename over the state file wakes the loop")
        XCTAssertEqual(Self.alarms(in: watch.drain(at: at)), [try XCTUnwrap(store.readCurrent())])
        XCTAssertEqual(store.readCurrent()?.alarms.map(\.label), ["Ring record"])
        XCTAssertFalse(wakes(watch, within: 0), "every event was read")
        XCTAssertTrue(watch.drain(at: at).isEmpty, "reported once")
    }

    func testItsOwnSaveIsNoChangeFromOutside() throws {
        let watch = makeWatch()
        var mine = SavedState(alarms: [AlarmSettings(id: 1, isOn: true, label: "Mine")])
        mine.selected = 0
        // What the writer's thread does (`StateFileWriter`): its events wake the loop, whose look finds its own file.
        XCTAssertNil(try watch.sync.save(mine))
        XCTAssertTrue(wakes(watch, within: 3), "the save's rename")
        XCTAssertTrue(watch.drain(at: at).isEmpty, "its own save")
        XCTAssertNil(watch.checkAfter)
    }

    /// The UI thread looks at the file while the writer's save waits (for the lock here, for the disk's fsyncs in
    /// life): the look does not wait for it, and is made again once the save is written. Another process's save made
    /// before ours reaches the model through our save's merge; one made after ours through the look.
    func testALookDuringTheProgramsOwnSaveWaitsForNothingAndLosesNoOtherSave() throws {
        let watch = makeWatch()
        let writer = try XCTUnwrap(StateFileWriter(sync: watch.sync))
        let merges = Mutex<[SavedState?]>([])
        let store = self.store!
        let script = SavedState(alarms: [AlarmSettings(id: 1), AlarmSettings(id: 2, isOn: true, label: "Script")])
        let held = HeldStateFileLock(store)
        writer.save(SavedState(alarms: [AlarmSettings(id: 1, isOn: true, label: "Mine")])) { result in
            merges.withLock { $0.append(try? result.get()) }
        }
        // Nothing changed yet: these looks find nothing, until the writer is in its save.
        let deadline = Date().addingTimeInterval(10)
        while watch.sync.lookUnlessSaving() != .saving, Date() < deadline { usleep(1000) }
        // The script, holding the lock, saves; ours waits for it.
        try store.save(script)
        XCTAssertTrue(wakes(watch, within: 3), "the script's rename")
        let looked = Date()
        XCTAssertTrue(watch.drain(at: at).isEmpty, "nothing is known while the save is in hand")
        XCTAssertLessThan(Date().timeIntervalSince(looked), 1, "the look did not wait for the save")
        XCTAssertEqual(watch.checkAfter, 0, "looked at again on the loop's next wake-up")
        held.release()
        writer.waitUntilWritten()
        let merged = try XCTUnwrap(merges.withLock { $0 }.first ?? nil, "the script's alarm came back with the save")
        XCTAssertEqual(merged.alarms.map(\.label), ["Mine", "Script"])
        XCTAssertTrue(watch.drain(at: at).isEmpty, "the file holds the program's own save: no change from outside")
        XCTAssertNil(watch.checkAfter)
        try saveFromAnotherProcess(label: "After ours")
        XCTAssertTrue(wakes(watch, within: 3))
        XCTAssertEqual(Self.alarms(in: watch.drain(at: at)).map { $0.alarms.map(\.label) }, [["After ours"]])
    }

    func testFilesBesideTheStateFileWakeTheLoopButChangeNothing() throws {
        let watch = makeWatch()
        let lock = store.directory + "/.clock.lock"
        XCTAssertTrue(FileManager.default.createFile(atPath: lock, contents: Data()))
        XCTAssertTrue(wakes(watch, within: 3))
        XCTAssertTrue(watch.drain(at: at).isEmpty)
        XCTAssertNil(watch.checkAfter, "no look at the state file for a lock file")
    }

    func testWithoutInotifyTheFileIsPolledOnTheClocksTicks() throws {
        let watch = makeWatch(watching: false)
        XCTAssertFalse(watch.isWatching)
        XCTAssertEqual(watch.fileDescriptor, -1)
        XCTAssertEqual(watch.checkAfter, 0, "looked at on the loop's next wake-up")
        XCTAssertTrue(watch.drain(at: at).isEmpty)
        XCTAssertEqual(watch.checkAfter, at.uptime + StateFileWatch.pollInterval)
        try saveFromAnotherProcess(label: "Polled")
        XCTAssertEqual(Self.alarms(in: watch.drain(at: at)).map { $0.alarms.map(\.label) }, [["Polled"]])
    }

    func testAFolderThatCannotBeWatchedFallsBackToPolling() throws {
        let missing = StateFileWatch(sync: StateFileSync(store: store, loaded: SavedState()), directory: root + "/nowhere")
        XCTAssertFalse(missing.isWatching)
        XCTAssertNotNil(missing.checkAfter)
    }

    func testTheFolderRemovedEndsTheWatchAndPollingTakesOver() throws {
        let watch = makeWatch()
        try FileManager.default.removeItem(atPath: store.directory)
        XCTAssertTrue(wakes(watch, within: 3))
        _ = watch.drain(at: at)
        XCTAssertFalse(watch.isWatching)
        XCTAssertEqual(watch.checkAfter, at.uptime + StateFileWatch.pollInterval)
    }
}
