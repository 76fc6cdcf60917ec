import Foundation
import XCTest

/// Issue 19: `tui-clock alarms list` read the state file in a program that linked curses. The built `tui-clock` is a
/// front that runs `alarms …` itself and becomes `tui-clock-ui`, found beside it, for the clock.
final class FrontProgramEndToEndTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "tui-clock-e2e-front-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The shared libraries a built program loads (`ldd`, from libc-bin, which every Debian has).
    func libraries(of program: String) -> String {
        let r = Command.run(["ldd", program])
        XCTAssertEqual(r.status, 0, r.error)
        return r.output
    }

    func testTheFrontLoadsNoCursesAndTheClockBesideItDoes() {
        let front = TmuxSession.binary
        let clock = URL(fileURLWithPath: front).deletingLastPathComponent().appendingPathComponent("tui-clock-ui").path
        XCTAssertFalse(libraries(of: front).contains("libncurses"), libraries(of: front))
        XCTAssertFalse(libraries(of: front).contains("libtinfo"), libraries(of: front))
        XCTAssertTrue(libraries(of: clock).contains("libncursesw"), libraries(of: clock))
    }

    /// The front copied alone still lists and adds alarms; starting the clock without `tui-clock-ui` beside it says
    /// where it looked and exits 2.
    func testTheFrontAloneRunsTheAlarmsCommandsAndNamesTheMissingClock() throws {
        let alone = folder + "/tui-clock"
        try FileManager.default.copyItem(atPath: TmuxSession.binary, toPath: alone)
        var env = ProcessInfo.processInfo.environment
        env["XDG_STATE_HOME"] = folder + "/state"
        let added = Command.run([alone, "alarms", "add", "06:45", "--label", "Bins"], environment: env)
        XCTAssertEqual(added.status, 0, added.error)
        let listed = Command.run([alone, "alarms", "list"], environment: env)
        XCTAssertEqual(listed.status, 0, listed.error)
        XCTAssertTrue(listed.output.hasPrefix("1  06:45  on   once  Bins\n"), listed.output)

        let clock = Command.run([alone, "--24h"], environment: env)
        XCTAssertEqual(clock.status, 2)
        XCTAssertTrue(clock.error.hasPrefix("tui-clock: cannot start the clock: \(folder)/tui-clock-ui: "), clock.error)
    }
}
