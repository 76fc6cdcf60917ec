import ClockCore
@testable import ClockTerminal
import Foundation
import XCTest

final class StateStoreTests: XCTestCase {
    private var root: String!
    private var store: StateStore!
    private let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("StateStoreTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        store = StateStore(directory: root + "/tui-clock")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: store.directory)) ?? []).sorted()
    }

    private func writeRaw(_ data: Data) throws {
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: store.filePath))
    }

    private let sample = SavedState(alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 6, minute: 45)!, snoozeMinutes: 7))

    func testStateLivesUnderXDGStateHomeOrLocalStateInHome() throws {
        XCTAssertEqual(try StateStore.directory(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]),
                       "/x/state/tui-clock")
        XCTAssertEqual(try StateStore.directory(environment: ["XDG_STATE_HOME": "/x/state/", "HOME": "/home/u"]),
                       "/x/state/tui-clock", "a trailing slash is not doubled")
        XCTAssertEqual(try StateStore.directory(environment: ["HOME": "/home/u"]), "/home/u/.local/state/tui-clock")
        XCTAssertEqual(try StateStore.directory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]),
                       "/home/u/.local/state/tui-clock", "the XDG spec ignores relative paths")
        XCTAssertEqual(try StateStore.directory(environment: [:], home: "/h"), "/h/.local/state/tui-clock")
        XCTAssertEqual(try StateStore.directory(environment: [:], home: "/"), "/.local/state/tui-clock")
        XCTAssertThrowsError(try StateStore.directory(environment: [:])) {
            XCTAssertEqual($0 as? StateStoreError, .noStateDirectory)
        }
        XCTAssertEqual(try StateStore(environment: ["XDG_STATE_HOME": "/x"]).filePath, "/x/tui-clock/state.json")
    }

    func testAMissingFileGivesDefaultsQuietly() {
        let result = store.load(now: now)
        XCTAssertEqual(result, StateLoadResult(state: SavedState(), notice: nil, keptAsideAt: nil))
    }

    func testSavedStateIsLoadedBack() throws {
        try store.save(sample)
        XCTAssertEqual(store.load(now: now), StateLoadResult(state: sample, notice: nil, keptAsideAt: nil))
        XCTAssertEqual(files(), ["state.json"])
    }

    func testSavingReplacesTheFileAndLeavesNoTempFiles() throws {
        try store.save(SavedState())
        for minute in 0..<20 {
            var s = sample
            s.alarm.time = AlarmTime(hour: 5, minute: minute)!
            try store.save(s)
        }
        XCTAssertEqual(files(), ["state.json"])
        XCTAssertEqual(store.load(now: now).state.alarm.time, AlarmTime(hour: 5, minute: 19))
        let mode = try FileManager.default.attributesOfItem(atPath: store.filePath)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600, "private to the user")
    }

    func testABadFileIsKeptAsideUnchangedAndDefaultsAreUsedWithAMessage() throws {
        let valid = StateFileFormat.encode(sample)
        let cases: [(String, Data, String)] = [
            ("corrupt", Data("{ this is not json".utf8), "not a tui-clock state file"),
            ("empty", Data(), "the file is empty"),
            ("truncated", Data(valid.prefix(valid.count - 10)), "not a tui-clock state file"),
            ("from a newer version", Data(#"{"version": 7}"#.utf8), "format version 7"),
        ]
        for (name, data, reason) in cases {
            try? FileManager.default.removeItem(atPath: store.directory)
            try writeRaw(data)
            let result = store.load(now: now)
            XCTAssertEqual(result.state, SavedState(), name)
            let aside = store.directory + "/state.json.corrupt-20261118T110640Z"
            XCTAssertEqual(result.keptAsideAt, aside, name)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: aside)), data, "\(name): kept byte for byte")
            XCTAssertEqual(files(), ["state.json.corrupt-20261118T110640Z"], name)
            let notice = try XCTUnwrap(result.notice, name)
            XCTAssertTrue(notice.contains(store.filePath), "\(name): \(notice)")
            XCTAssertTrue(notice.contains(aside), "\(name): \(notice)")
            XCTAssertTrue(notice.contains(reason), "\(name): \(notice)")
            XCTAssertTrue(notice.contains("default settings"), "\(name): \(notice)")
            // And the next save starts afresh beside it.
            try store.save(sample)
            XCTAssertEqual(store.load(now: now).state, sample, name)
        }
    }

    func testAnUnreadableFileIsKeptAsideToo() throws {
        // A directory where the file should be cannot be read by anyone, root included.
        try FileManager.default.createDirectory(atPath: store.filePath, withIntermediateDirectories: true)
        let result = store.load(now: now)
        XCTAssertEqual(result.state, SavedState())
        XCTAssertNotNil(result.keptAsideAt)
        XCTAssertTrue(result.notice?.contains("cannot read it") ?? false, result.notice ?? "no notice")
        try store.save(sample)
        XCTAssertEqual(store.load(now: now).state, sample)
    }

    func testTwoBadFilesInTheSameSecondKeepBoth() throws {
        try writeRaw(Data("first".utf8))
        _ = store.load(now: now)
        try writeRaw(Data("second".utf8))
        let second = store.load(now: now)
        XCTAssertEqual(second.keptAsideAt, store.directory + "/state.json.corrupt-20261118T110640Z-2")
        XCTAssertEqual(files(), ["state.json.corrupt-20261118T110640Z", "state.json.corrupt-20261118T110640Z-2"])
    }

    func testSavingWhereNoDirectoryCanBeMadeThrowsATypedError() throws {
        let blocker = root + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let blocked = StateStore(directory: blocker + "/tui-clock")
        XCTAssertThrowsError(try blocked.save(sample)) { error in
            guard case .cannotCreateDirectory(let path, _) = error as? StateStoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, blocked.directory)
        }
    }

    func testConcurrentWritersAlwaysLeaveAValidFile() throws {
        try store.save(SavedState())
        let store = self.store!
        let states = (0..<2).map { w in
            SavedState(alarm: AlarmSettings(isOn: w == 0, time: AlarmTime(hour: w, minute: 30)!))
        }
        let badReads = Counter(), reads = Counter(), writersDone = Counter()
        // Real threads, so the writers and the reader overlap even on two cores.
        for i in 0..<2 {
            Thread.detachNewThread {
                for _ in 0..<150 { try? store.save(states[i]) }
                writersDone.add()
            }
        }
        while writersDone.value < 2 {
            reads.add()
            let data = try? Data(contentsOf: URL(fileURLWithPath: store.filePath))
            if data.flatMap({ try? StateFileFormat.decode($0) }) == nil { badReads.add() }
        }
        XCTAssertGreaterThan(reads.value, 10, "the reader ran while the writers wrote")
        XCTAssertEqual(badReads.value, 0, "a reader never sees a missing or half-written file")
        let final = store.load(now: now)
        XCTAssertNil(final.notice)
        XCTAssertTrue(states.contains(final.state), "last writer wins")
        XCTAssertEqual(files(), ["state.json"])
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
