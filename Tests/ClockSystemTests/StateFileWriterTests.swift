import ClockCore
import ClockSystem
import Foundation
import Glibc
import Synchronization
import TestSupport
import XCTest

/// The clock's saves are written on a thread of their own: a save held up (the state file's lock held by another
/// process here, a busy disk's fsyncs in life) never holds up the caller, saves land in the order asked, and another
/// process's change made meanwhile is merged and handed back. CI caught the clock held over half a second after `a`.
final class StateFileWriterTests: StateFolderTestCase {
    override var startsWithAFile: Bool { true }

    /// The answers each save gave, in the order they came, named as the test named the saves.
    final class Answers: Sendable {
        private let heard = Mutex<[(String, Result<SavedState?, StateStoreError>)]>([])
        func then(_ name: String) -> StateFileWriter.Answer {
            { result in self.heard.withLock { $0.append((name, result)) } }
        }
        var names: [String] { heard.withLock { $0.map(\.0) } }
        var results: [Result<SavedState?, StateStoreError>] { heard.withLock { $0.map(\.1) } }
    }

    /// Whether the writer's descriptor says its saves are written within `seconds` (what wakes the run loop).
    private func wakes(_ writer: StateFileWriter, within seconds: Double) -> Bool {
        var fds = [pollfd(fd: writer.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        return poll(&fds, 1, Int32(seconds * 1000)) > 0
    }

    /// Returns once the writer is inside a save (holding up the looks as it does), so the next save asked waits for it.
    private func waitUntilSaving(_ sync: StateFileSync) {
        let deadline = Date().addingTimeInterval(10)
        while sync.lookUnlessSaving() != .saving, Date() < deadline { usleep(1000) }
        XCTAssertEqual(sync.lookUnlessSaving(), .saving, "the writer never began")
    }

    private static func alarm(_ label: String, on: Bool = true) -> SavedState {
        SavedState(alarms: [AlarmSettings(id: 1, isOn: on, label: label)])
    }

    func testASaveHeldUpDoesNotHoldUpTheCallerAndTheSavesLandInOrder() throws {
        let sync = StateFileSync(store: store, loaded: SavedState())
        let writer = try XCTUnwrap(StateFileWriter(sync: sync))
        let answers = Answers()
        XCTAssertFalse(writer.workInFlight, "nothing asked")
        let held = HeldStateFileLock(store)
        writer.save(Self.alarm("First"), then: answers.then("First"))
        waitUntilSaving(sync)
        let asked = Date()
        writer.save(Self.alarm("Second"), then: answers.then("Second"))
        writer.save(Self.alarm("Third"), then: answers.then("Third"))
        // The lock is still held: had a save waited for it, the caller would be stuck here until the release.
        XCTAssertLessThan(Date().timeIntervalSince(asked), 1, "the saves were only asked for")
        XCTAssertTrue(writer.workInFlight, "the program is busy while its saves wait")
        XCTAssertFalse(wakes(writer, within: 0.2), "nothing written yet")
        XCTAssertEqual(answers.names, [])
        XCTAssertEqual(store.readCurrent(), SavedState())
        held.release()
        XCTAssertTrue(wakes(writer, within: 10), "written once the lock is let go")
        // The first was being written when the others came; of those waiting only the latest is written.
        XCTAssertEqual(answers.names, ["First", "Third"])
        XCTAssertEqual(answers.results.map { try? $0.get() }, [.some(nil), .some(nil)], "nothing to merge")
        XCTAssertEqual(store.readCurrent(), Self.alarm("Third"))
        XCTAssertTrue(writer.workInFlight, "busy until the run loop has heard the saves are written")
        XCTAssertTrue(writer.drain(at: at).isEmpty)
        XCTAssertFalse(writer.workInFlight)
        XCTAssertFalse(wakes(writer, within: 0), "heard once")
    }

    func testAnotherProcesssSaveMadeWhileOursWaitsIsMergedAndHandedBack() throws {
        let writer = try XCTUnwrap(StateFileWriter(sync: StateFileSync(store: store, loaded: SavedState())))
        let answers = Answers()
        let store = self.store!
        // `tui-clock alarms add` holds the lock through its read-modify-write; the clock's save waits behind it.
        let held = HeldStateFileLock(store) {
            try? store.save(SavedState(alarms: [AlarmSettings(id: 1), AlarmSettings(id: 2, isOn: true, label: "Script")]))
        }
        writer.save(Self.alarm("Mine"), then: answers.then("Mine"))
        held.release()
        XCTAssertTrue(wakes(writer, within: 10))
        let merged = try XCTUnwrap(try answers.results.first?.get())
        XCTAssertEqual(merged.alarms.map(\.label), ["Mine", "Script"])
        XCTAssertEqual(merged.alarms.map(\.isOn), [true, true])
        XCTAssertEqual(store.readCurrent(), merged)
    }

    func testAFailedSaveIsAnswered() throws {
        let writer = try XCTUnwrap(StateFileWriter(sync: StateFileSync(store: store, loaded: SavedState())))
        let answers = Answers()
        // A file where the state folder should be (root writes anywhere, so permissions would not do).
        try FileManager.default.removeItem(atPath: store.directory)
        _ = FileManager.default.createFile(atPath: store.directory, contents: Data())
        writer.save(Self.alarm("Mine"), then: answers.then("Mine"))
        writer.waitUntilWritten()
        guard case .failure(let error)? = answers.results.first else { return XCTFail("\(answers.results)") }
        XCTAssertTrue("\(error)".contains("changes are not saved"), "told why: \(error)")
    }

    /// Quitting: the last save is asked while others wait, and the program ends only once every one is written.
    func testLeavingWaitsUntilTheLastSaveIsWritten() throws {
        let sync = StateFileSync(store: store, loaded: SavedState())
        let writer = try XCTUnwrap(StateFileWriter(sync: sync))
        let answers = Answers()
        let held = HeldStateFileLock(store)
        writer.save(Self.alarm("Changed"), then: answers.then("Changed"))
        waitUntilSaving(sync)
        writer.save(Self.alarm("Last", on: false), then: answers.then("Last"))
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { held.release() }
        writer.waitUntilWritten()
        XCTAssertEqual(answers.names, ["Changed", "Last"])
        XCTAssertEqual(store.readCurrent(), Self.alarm("Last", on: false))
    }

    func testWithNothingAskedItIsIdleAndLeavingWaitsForNothing() throws {
        let writer = try XCTUnwrap(StateFileWriter(sync: StateFileSync(store: store, loaded: SavedState())))
        writer.waitUntilWritten()
        XCTAssertFalse(writer.workInFlight)
        XCTAssertFalse(wakes(writer, within: 0.1))
    }
}
