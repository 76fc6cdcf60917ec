import ClockSystem
import Glibc
import MusicLibrary
import XCTest

/// The codecs plugin: found beside the program, loaded once, and a clear reason whenever it cannot be used.
final class MusicCodecsTests: XCTestCase {
    func testThePluginBuiltBesideTheTestsLoadsAndReadsTags() throws {
        guard case .success = MusicCodecs.table() else { return XCTFail("plugin did not load: \(MusicCodecs.table())") }
        XCTAssertNil(TagLibReader().unavailableReason())
    }

    func testThePluginIsLookedForBesideTheProgramThenInAnInstalledLayout() {
        XCTAssertEqual(MusicCodecs.candidates(executablePath: "/opt/tc/bin/tui-clock"), [
            "/opt/tc/bin/libtui-clock-codecs.so", "/opt/tc/lib/tui-clock/libtui-clock-codecs.so",
            "/usr/local/lib/tui-clock/libtui-clock-codecs.so", "/usr/lib/tui-clock/libtui-clock-codecs.so",
        ])
    }

    func testAMissingOrForeignLibraryIsRefusedWithItsReason() {
        guard case .failure(let missing) = MusicCodecs.load(path: "/nonexistent/libtui-clock-codecs.so") else {
            return XCTFail("a missing file loaded")
        }
        XCTAssertTrue(missing.description.contains("/nonexistent/libtui-clock-codecs.so"), missing.description)
        let candidates: [String] = ["/lib/x86_64-linux-gnu/libc.so.6", "/lib/aarch64-linux-gnu/libc.so.6", "/lib64/libc.so.6"]
        let libc = candidates.first { access($0, F_OK) == 0 }
        guard let libc else { return }
        guard case .failure(let foreign) = MusicCodecs.load(path: libc) else { return XCTFail("libc loaded as the plugin") }
        XCTAssertTrue(foreign.description.contains("is not a tui-clock codecs plugin"), foreign.description)
    }

    func testFoldersOfPaths() {
        XCTAssertEqual(ExecutablePath.folder(of: "/a/b/c"), "/a/b")
        XCTAssertEqual(ExecutablePath.folder(of: "/a/b/"), "/a")
        XCTAssertEqual(ExecutablePath.folder(of: "/c"), "/")
        XCTAssertEqual(ExecutablePath.folder(of: "c"), ".")
    }
}
