import ClockCore
import ClockSystem
import Foundation
import XCTest

/// Finding and reading `config.toml`: a missing file is silent, and the file is read like the state file, never
/// blocking on a FIFO and never more than 64 KiB.
final class ConfigFileLoaderTests: XCTestCase {
    var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "config-loader-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testTheFileIsInXdgConfigHomeOrDotConfig() {
        XCTAssertEqual(ConfigFileLoader.path(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"]),
                       "/x/cfg/tui-clock/config.toml")
        XCTAssertEqual(ConfigFileLoader.path(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]),
                       "/h/.config/tui-clock/config.toml")
        XCTAssertEqual(ConfigFileLoader.path(environment: ["HOME": "/h/"]), "/h/.config/tui-clock/config.toml")
        XCTAssertNil(ConfigFileLoader.path(environment: [:]))
    }

    func testAMissingFileIsNormalAndSilent() {
        XCTAssertEqual(ConfigFileLoader.load(path: directory + "/config.toml"), .success(Preferences()))
        XCTAssertEqual(ConfigFileLoader.load(path: directory + "/no-such-folder/config.toml"), .success(Preferences()))
    }

    func testAFileIsReadAndItsErrorsKeepTheirLine() throws {
        let path = directory + "/config.toml"
        try "24h = true\nsnooze = 12\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(ConfigFileLoader.load(path: path), .success(Preferences(twentyFourHour: true, snooze: 12)))
        try "24h = true\nsnooze = 120\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(ConfigFileLoader.load(path: path),
                       .failure(ConfigFileError(line: 2, message: "snooze must be 1 to 30 minutes, not 120")))
    }

    func testAFileOver64KiBIsRefused() throws {
        let path = directory + "/config.toml"
        let exactly = String(repeating: "#", count: ConfigFileParser.sizeLimit - 1) + "\n"
        try exactly.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(ConfigFileLoader.load(path: path), .success(Preferences()))
        try (exactly + "x").write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failure(let error) = ConfigFileLoader.load(path: path) else { return XCTFail("read a 64 KiB + 1 file") }
        XCTAssertEqual(error.message, "cannot read it: it is 65537 bytes long, more than the 64 KiB a config file may have")
    }

    func testAFifoOrAFolderIsRefusedWithoutBlocking() throws {
        let fifo = directory + "/fifo.toml"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        guard case .failure(let error) = ConfigFileLoader.load(path: fifo) else { return XCTFail("read a FIFO") }
        XCTAssertEqual(error.message, "cannot read it: it is a named pipe (FIFO), not a regular file")
        guard case .failure(let folder) = ConfigFileLoader.load(path: directory) else { return XCTFail("read a folder") }
        XCTAssertEqual(folder.message, "cannot read it: it is a directory, not a regular file")
    }
}
