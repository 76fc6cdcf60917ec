import Foundation
import XCTest

/// A version-1 state file upgraded on a full disk (a 64 KiB tmpfs, filled): the original is kept once however many
/// starts fail, each start says so in one message, and the upgrade happens once there is room again.
final class StateUpgradeEndToEndTests: XCTestCase {
    private var disk: String!
    private var folder: String { disk + "/tui-clock" }

    override func setUpWithError() throws {
        disk = NSTemporaryDirectory() + "tui-clock-full-disk-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        guard Command.run(["mount", "-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", disk]).status == 0 else {
            try? FileManager.default.removeItem(atPath: disk)
            throw XCTSkip("mounting a small tmpfs needs root")
        }
    }

    override func tearDown() {
        Command.run(["umount", disk])
        try? FileManager.default.removeItem(atPath: disk)
    }

    private func alarms(_ args: String...) -> Command.Result { Command.alarms(args, stateHome: disk) }

    /// Writes until the file system is full; returns the filler's path.
    private func fillTheDisk() -> String {
        let filler = disk + "/filler"
        let fd = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let block = [UInt8](repeating: 0x5A, count: 4096)
        while write(fd, block, block.count) > 0 {}
        var byte: UInt8 = 1
        while write(fd, &byte, 1) > 0 {}
        close(fd)
        return filler
    }

    private var keptCopies: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("state.v1.json") }.sorted()
    }

    func testAFailedUpgradeKeepsOneCopyAndSaysSoOncePerStart() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let v1 = #"{"version": 1, "alarm": {"on": true, "hour": 6, "minute": 45}}"#
        try Data(v1.utf8).write(to: URL(fileURLWithPath: folder + "/state.json"))
        let filler = fillTheDisk()

        for start in 1...3 {
            let r = alarms("list")
            XCTAssertEqual(r.status, 0, r.error)
            XCTAssertTrue(r.output.hasPrefix("1  06:45  on   daily"), "start \(start): the alarm is used as it is:\n\(r.output)")
            XCTAssertEqual(r.error.components(separatedBy: "Cannot upgrade the alarm state file").count - 1, 1,
                           "start \(start): said once:\n\(r.error)")
            XCTAssertTrue(r.error.contains("No space left on device"), r.error)
            XCTAssertTrue(r.error.contains("kept as \(folder)/state.v1.json;"), r.error)
            XCTAssertEqual(keptCopies, ["state.v1.json"], "start \(start): one copy")
        }
        let s = try TmuxSession(width: 160, height: 40, env: ["XDG_STATE_HOME": disk])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("Cannot upgrade the alarm state file") }, s.screenText)
        XCTAssertEqual(s.screenText.components(separatedBy: "Cannot upgrade").count - 1, 1, s.screenText)
        s.keys("q")
        XCTAssertEqual(s.exitCode(), 0)
        XCTAssertEqual(keptCopies, ["state.v1.json"], "the app's start kept no other copy")

        try FileManager.default.removeItem(atPath: filler)
        let r = alarms("list")
        XCTAssertEqual(r.error, "", "room again: upgraded without a word")
        XCTAssertTrue(r.output.hasPrefix("1  06:45  on   daily"), r.output)
        // Upgraded to the current version (3 since the timers), straight from 1.
        XCTAssertTrue(try String(contentsOfFile: folder + "/state.json", encoding: .utf8).contains(#""version" : 3"#)
                      || String(contentsOfFile: folder + "/state.json", encoding: .utf8).contains(#""version": 3"#))
        XCTAssertEqual(keptCopies, ["state.v1.json"])
        XCTAssertEqual(try String(contentsOfFile: folder + "/state.v1.json", encoding: .utf8), v1, "the original, unchanged")
    }
}
