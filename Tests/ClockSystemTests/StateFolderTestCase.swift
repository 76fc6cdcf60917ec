import ClockCore
import ClockSystem
import Foundation
import XCTest

/// A test with a state folder of its own (`root/tui-clock`, as `XDG_STATE_HOME` would have it), removed after it.
class StateFolderTestCase: XCTestCase {
    var root: String!
    var store: StateStore!
    /// A moment on the wall clock the tests of the file's watch and writer hand their sources.
    let at = Moment(wall: Date(timeIntervalSince1970: 1_795_000_000), uptime: 100)

    /// Whether the folder starts with a state file (no alarm set) in it, as after a first run.
    var startsWithAFile: Bool { false }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(type(of: self))-\(UUID().uuidString)").path
        store = StateStore(directory: root + "/tui-clock")
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        if startsWithAFile { try store.save(SavedState()) }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }
}
