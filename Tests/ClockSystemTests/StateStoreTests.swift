import ClockCore
@testable import ClockSystem
import Foundation
import TestSupport
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
        XCTAssertEqual(result, StateLoadResult(state: SavedState()))
    }

    func testSavedStateIsLoadedBack() throws {
        try store.save(sample)
        XCTAssertEqual(store.load(now: now), StateLoadResult(state: sample))
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

    /// Every hostile file of issue 10: no crash and no hang, defaults, the notice gives the path, the full reason
    /// and where the file was kept; the file (or link, FIFO, directory) is kept as it was; saving works again.
    func testEachHostileFileIsRefusedKeptAsideAsItWasAndTheUserIsTold() throws {
        for hostile in HostileStateFile.all {
            try? FileManager.default.removeItem(atPath: store.directory)
            try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
            try hostile.create(at: store.filePath)
            let result = try loadWithin(seconds: 5, hostile.name)
            XCTAssertEqual(result.state, SavedState(), hostile.name)
            XCTAssertTrue(result.savingIsSafe, hostile.name)
            let aside = store.directory + "/state.json.corrupt-20261118T110640Z"
            XCTAssertEqual(result.keptAsideAt, aside, hostile.name)
            let notice = try XCTUnwrap(result.notice, hostile.name)
            XCTAssertTrue(notice.hasPrefix("Cannot read the alarm state file \(store.filePath): "), notice)
            XCTAssertTrue(notice.contains(hostile.reason), "\(hostile.name): \(notice)")
            XCTAssertTrue(notice.hasSuffix("Kept it as \(aside); using the default settings."), notice)
            try assertKeptAsIt(was: hostile, at: aside)
            XCTAssertEqual(files(), ["state.json.corrupt-20261118T110640Z"], hostile.name)
            try store.save(sample)
            XCTAssertEqual(store.load(now: now).state, sample, "\(hostile.name): saving works again")
        }
    }

    /// Loads on another thread, failing instead of hanging when it takes longer than `seconds` (a FIFO once did).
    private func loadWithin(seconds: Double, _ name: String) throws -> StateLoadResult {
        let store = self.store!, now = self.now
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Thread.detachNewThread {
            box.set(store.load(now: now))
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success, let result = box.value else {
            XCTFail("\(name): loading hangs")
            throw CocoaError(.fileReadUnknown)
        }
        return result
    }

    private func assertKeptAsIt(was hostile: HostileStateFile, at aside: String) throws {
        switch hostile.kind {
        case .bytes(let bytes):
            XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: aside))), bytes, "\(hostile.name): byte for byte")
        case .link(let target):
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: aside), target, hostile.name)
        case .fifo:
            var info = stat()
            XCTAssertEqual(lstat(aside, &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, hostile.name)
        case .directory:
            XCTAssertTrue(FileManager.default.fileExists(atPath: aside + "/inside"), "\(hostile.name): kept with its contents")
        }
    }

    func testAFileAtTheSizeLimitIsReadAndOneByteMoreIsNot() throws {
        let valid = StateFileFormat.encode(sample)
        let padding = Array(repeating: UInt8(ascii: " "), count: StateStore.sizeLimit - valid.count)
        try writeRaw(Data(valid + padding))
        XCTAssertEqual(store.load(now: now), StateLoadResult(state: sample), "exactly 1 MiB of white space and JSON")
        try writeRaw(Data(valid + padding + [UInt8(ascii: " ")]))
        let result = store.load(now: now)
        XCTAssertEqual(result.state, SavedState())
        XCTAssertTrue(result.notice?.contains("it is 1048577 bytes long, more than the 1 MiB") ?? false, result.notice ?? "")
    }

    func testWhenAllHundredBackupNamesAreTakenTheFileIsKeptUnderTheNextFreeOne() throws {
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        let base = store.directory + "/state.json.corrupt-20261118T110640Z"
        for n in 1...150 {
            try Data("older \(n)".utf8).write(to: URL(fileURLWithPath: n == 1 ? base : "\(base)-\(n)"))
        }
        try writeRaw(Data("this one".utf8))
        let result = store.load(now: now)
        XCTAssertEqual(result.keptAsideAt, base + "-151")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: base + "-151")), Data("this one".utf8))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: base + "-100")), Data("older 100".utf8), "none replaced")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: base)), Data("older 1".utf8))
        XCTAssertEqual(files().count, 150 + 1)
    }

    func testStaleTempFilesOfInterruptedSavesAreRemovedButNotOnesInUseOrNotOurs() throws {
        try store.save(sample)
        let dir = store.directory
        // No process has pid 2^31 − 1 (pid_max is at most 2^22): a save that was killed.
        let dead = "\(dir)/.state.json.tmp-2147483647-1f2e3d"
        // pid 1 runs: another instance saving right now, recently.
        let inUse = "\(dir)/.state.json.tmp-1-abc"
        // pid 1 again, but two hours old: the pid was reused long after the save died.
        let old = "\(dir)/.state.json.tmp-1-def"
        let unrelated = ["\(dir)/.state.json.tmp-notes", "\(dir)/notes.txt"]
        for path in [dead, inUse, old] + unrelated { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: old)
        XCTAssertEqual(store.load(now: now), StateLoadResult(state: sample))
        XCTAssertEqual(files(), [".state.json.tmp-1-abc", ".state.json.tmp-notes", "notes.txt", "state.json"])
    }

    /// Root reads anything, so a file the user may not read is made with a loop of links, which nobody can open.
    func testAFileThatCannotBeOpenedIsKeptAsideToo() throws {
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: store.filePath, withDestinationPath: "state.json")
        let result = store.load(now: now)
        XCTAssertTrue(result.notice?.contains("cannot open it: Too many levels of symbolic links") ?? false, "\(result)")
        XCTAssertNotNil(result.keptAsideAt)
    }

    /// chmod 000 stops everyone but root, and tests run as root: so the load runs with the effective user
    /// `nobody`, who owns the folder but may not read the file.
    func testAFileTheUserMayNotReadIsKeptAsideUnchanged() throws {
        let nobody: uid_t = 65534
        try writeRaw(StateFileFormat.encode(sample).withUnsafeBufferPointer { Data(buffer: $0) })
        XCTAssertEqual(chown(store.directory, nobody, gid_t(nobody)), 0)
        XCTAssertEqual(chmod(store.filePath, 0), 0)
        guard getuid() == 0, seteuid(nobody) == 0 else { throw XCTSkip("needs root to act as another user") }
        let result = store.load(now: now)
        XCTAssertEqual(seteuid(0), 0)
        XCTAssertEqual(result.state, SavedState())
        XCTAssertTrue(result.notice?.contains("cannot open it: Permission denied") ?? false, "\(result)")
        let aside = try XCTUnwrap(result.keptAsideAt)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: aside)), Data(StateFileFormat.encode(sample)), "byte for byte")
    }

    /// A tmpfs of `kibibytes` for one test, unmounted after it: a real full or read-only disk. Tests run as root.
    private func smallFileSystem(kibibytes: Int) throws -> String {
        let point = root + "/small"
        try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
        guard mount("tmpfs", point, "tmpfs", 0, "size=\(kibibytes)k,mode=0700") == 0 else {
            throw XCTSkip("mounting a tmpfs needs root: \(String(cString: strerror(errno)))")
        }
        addTeardownBlock { umount2(point, Int32(MNT_DETACH)) }
        return point
    }

    func testAFullDiskLeavesThePreviousFileWholeAndSaysSo() throws {
        let disk = try smallFileSystem(kibibytes: 64)
        let store = StateStore(directory: disk + "/tui-clock")
        try store.save(sample)
        // Fill the disk to the last byte.
        let filler = open(disk + "/filler", O_WRONLY | O_CREAT, 0o600)
        let chunk = [UInt8](repeating: 1, count: 4096)
        while write(filler, chunk, chunk.count) > 0 {}
        close(filler)
        var next = sample
        next.alarm.time = AlarmTime(hour: 9, minute: 15)!
        XCTAssertThrowsError(try store.save(next)) { error in
            XCTAssertEqual("\(error)", "Cannot save the alarm to \(store.filePath): No space left on device. "
                           + "The file there is unchanged.")
        }
        XCTAssertEqual(store.load(now: now), StateLoadResult(state: sample), "the previous file, whole")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: store.directory), ["state.json"], "no temp file left")
    }

    func testABadFileThatCannotBeKeptAsideIsLeftAloneAndNothingSavesOverIt() throws {
        let disk = try smallFileSystem(kibibytes: 64)
        let store = StateStore(directory: disk + "/tui-clock")
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: store.filePath))
        XCTAssertEqual(mount("tmpfs", disk, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), nil), 0)
        let result = store.load(now: now)
        XCTAssertFalse(result.savingIsSafe)
        XCTAssertNil(result.keptAsideAt)
        XCTAssertEqual(result.notice, "Cannot read the alarm state file \(store.filePath): the file is not a tui-clock state "
                       + "file (unexpected 'g' at byte 0). Could not keep it aside (Read-only file system), so it stays as it "
                       + "is and the alarm will not be saved; using the default settings.")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store.filePath)), Data("garbage".utf8))
    }

    /// Two instances starting together on one bad file: it is kept (once or under two names, never lost), and
    /// neither refuses to save because the other moved it first.
    func testTwoInstancesStartingTogetherOnABadFileKeepItAndBothMaySave() throws {
        let store = self.store!, now = self.now
        for round in 0..<40 {
            try? FileManager.default.removeItem(atPath: store.directory)
            try writeRaw(Data("bad \(round)".utf8))
            let results = ResultsBox()
            let done = DispatchGroup()
            for _ in 0..<2 {
                done.enter()
                Thread.detachNewThread {
                    results.add(store.load(now: now))
                    done.leave()
                }
            }
            XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
            XCTAssertTrue(results.all.allSatisfy(\.savingIsSafe), "\(results.all)")
            let kept = files()
            XCTAssertFalse(kept.isEmpty || kept.contains("state.json"), "\(kept)")
            for name in kept {
                XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store.directory + "/" + name)), Data("bad \(round)".utf8))
            }
        }
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

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var result: StateLoadResult?
    func set(_ r: StateLoadResult) { lock.withLock { result = r } }
    var value: StateLoadResult? { lock.withLock { result } }
}

private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [StateLoadResult] = []
    func add(_ r: StateLoadResult) { lock.withLock { results.append(r) } }
    var all: [StateLoadResult] { lock.withLock { results } }
}
