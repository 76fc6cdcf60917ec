import Foundation
import XCTest

/// The alarms live in a folder only the user can change, as ssh asks of `~/.ssh`: a state folder another user made
/// (and filled with alarms), or one others may write to, is refused with the fix in the message; and what the
/// program makes is private whatever the umask.
final class PrivateFilesEndToEndTests: XCTestCase {
    private var stateHome: String!
    private var folder: String { stateHome + "/tui-clock" }
    /// `nobody` on Debian: a user other than the one running the tests (root here).
    private static let otherUser: uid_t = 65534

    override func setUpWithError() throws {
        stateHome = NSTemporaryDirectory() + "tui-clock-private-e2e-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: stateHome, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: stateHome)
    }

    @discardableResult
    private func alarms(_ args: String...) -> Command.Result { Command.alarms(args, stateHome: stateHome) }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, path)
        return info.st_mode & 0o7777
    }

    /// The folder another user made for us, mode 0777, with an alarm of theirs in it.
    private func plantedFolder() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let planted = #"{"version": 2, "selected": 0, "alarms": [{"id": 1, "on": true, "hour": 3, "minute": 33, "label": "Planted"}]}"#
        try Data(planted.utf8).write(to: URL(fileURLWithPath: folder + "/state.json"))
        guard chown(folder, Self.otherUser, Self.otherUser) == 0, chown(folder + "/state.json", Self.otherUser, Self.otherUser) == 0
        else { throw XCTSkip("changing a folder's owner needs root") }
        XCTAssertEqual(chmod(folder, 0o777), 0)
    }

    func testAStateFolderAnotherUserMadeIsRefusedByTheCommandLine() throws {
        try plantedFolder()
        for command in [["list"], ["add", "08:00"], ["off", "1"]] {
            let r = Command.run([TmuxSession.binary, "alarms"] + command,
                                environment: ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": stateHome]) { $1 })
            XCTAssertEqual(r.status, 2, "\(command): \(r.output)")
            XCTAssertFalse(r.output.contains("Planted"), "\(command): their alarm is not read:\n\(r.output)")
            for part in ["Not using the state directory \(folder)", "uid 65534", "mode 0777", "chown 0 \(folder) && chmod 700 \(folder)"] {
                XCTAssertTrue(r.error.contains(part), "\(command): \(part) in \(r.error)")
            }
        }
        XCTAssertEqual(try String(contentsOfFile: folder + "/state.json", encoding: .utf8).contains("Planted"), true,
                       "their file is left as it was")
    }

    func testTheAppNeitherRingsNorSavesTheAlarmsOfAStateFolderAnotherUserMade() throws {
        try plantedFolder()
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/state.json"))
        let s = try TmuxSession(width: 160, height: 40, args: ["--now", "03:32:50"], env: ["XDG_STATE_HOME": stateHome])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Not using the state directory") }, s.screenText)
        XCTAssertTrue(s.screenText.contains("Alarm ○ off"), "the default alarm, not theirs:\n\(s.screenText)")
        s.keys("a")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Alarm ● on") }, s.screenText)
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/state.json")), before, "nothing saved there")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["state.json"], "no lock, no temp file")
    }

    func testAStateFolderOthersMayWriteToIsRefusedWithTheChmodThatFixesIt() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for writable: mode_t in [0o777, 0o770, 0o1777] {
            XCTAssertEqual(chmod(folder, writable), 0)
            let r = alarms("add", "08:00")
            XCTAssertEqual(r.status, 2, String(writable, radix: 8))
            XCTAssertTrue(r.error.contains("other users can write to it (mode \(String(format: "%04o", writable)))"), r.error)
            XCTAssertTrue(r.error.contains("chmod 700 \(folder)"), r.error)
        }
        XCTAssertEqual(chmod(folder, 0o700), 0)
        XCTAssertEqual(alarms("add", "08:00").status, 0, "after the fix")
    }

    func testWhatTheProgramMakesIsPrivateUnderUmaskZero() throws {
        let old = umask(0)
        defer { umask(old) }
        // A version-1 file as an older tui-clock wrote it, world-readable.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        XCTAssertEqual(chmod(folder, 0o700), 0)
        try Data(#"{"version": 1, "alarm": {"on": true, "hour": 6, "minute": 45}}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/state.json"))
        XCTAssertEqual(chmod(folder + "/state.json", 0o644), 0)
        XCTAssertEqual(alarms("add", "08:00").status, 0)
        for name in ["state.json", "state.v1.json", ".state.lock"] {
            XCTAssertEqual(mode(folder + "/" + name), 0o600, name)
        }

        let fresh = stateHome + "/fresh"
        let r = Command.run([TmuxSession.binary, "alarms", "add", "08:00"],
                            environment: ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": fresh]) { $1 })
        XCTAssertEqual(r.status, 0, r.error)
        XCTAssertEqual(mode(fresh + "/tui-clock"), 0o700)
        XCTAssertEqual(mode(fresh + "/tui-clock/state.json"), 0o600)
    }
}
