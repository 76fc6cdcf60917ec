import Foundation
import XCTest

/// `systemd-analyze --user verify` (Debian's `systemd`, in the README's test command) on a unit file. It passes with
/// exit code 0 even on a misspelt key or a value it ignores, printing a warning instead, so a unit is accepted only
/// when it says nothing at all. Outside a systemd session the user manager's runtime folder is missing ("Failed to
/// lookup RuntimeDirectory path"), so it gets a private `XDG_RUNTIME_DIR`; `--man=no` because the man page a
/// `Documentation=` would name is not installed here.
enum SystemdVerify {
    static func run(_ unitFile: String, in folder: String) throws -> Command.Result {
        let runtime = folder + "/runtime"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime
        return Command.run(["systemd-analyze", "--user", "--man=no", "verify", unitFile], environment: environment)
    }

    /// Fails the test unless systemd-analyze accepts `unitFile` without a word — after checking, on a unit with a
    /// misspelt key, that it does speak up here, so a silent pass means something.
    static func assertAccepts(_ unitFile: String, in folder: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let broken = folder + "/misspelt.service"
        try "[Service]\nExecStart=/bin/true\nRestrt=on-failure\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let control = try run(broken, in: folder)
        XCTAssertNotEqual(control.status, 127, "systemd-analyze is missing: the README's commands install systemd", file: file, line: line)
        XCTAssertTrue(control.error.contains("Unknown key 'Restrt'"), "systemd-analyze verify cannot check units here: \(control.error)",
                      file: file, line: line)

        let result = try run(unitFile, in: folder)
        XCTAssertEqual(result.status, 0, result.error, file: file, line: line)
        XCTAssertEqual(result.error + result.output, "", file: file, line: line)
    }
}
