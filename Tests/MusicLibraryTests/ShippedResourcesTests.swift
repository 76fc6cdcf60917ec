import Foundation
import MusicLibrary
import XCTest

final class ShippedResourcesTests: XCTestCase {
    func testResourcesAreFoundAboveABuiltExecutable() throws {
        let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let found = try XCTUnwrap(ShippedResources.find(executablePath: exe))
        XCTAssertEqual(URL(fileURLWithPath: found.directory).standardizedFileURL.path,
                       URL(fileURLWithPath: TestLibrary.resources).standardizedFileURL.path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: found.ringSound))
    }

    func testNothingIsFoundFarFromAnyResources() {
        XCTAssertNil(ShippedResources.find(executablePath: "/nonexistent/a/b/c/d/e/f/g/bin/tui-clock"))
    }
}

/// The installed layout (`tui-clock install`): the clock's own program in PREFIX/lib/tui-clock finds the
/// resources in PREFIX/share/tui-clock, as bin/tui-clock does.
final class InstalledResourcesTests: XCTestCase {
    func testTheClockInLibTuiClockFindsShareTuiClock() throws {
        let prefix = NSTemporaryDirectory() + "tui-clock-layout-\(getpid())-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        try FileManager.default.createDirectory(atPath: prefix + "/share/tui-clock/DemoLibrary", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/lib/tui-clock", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        for program in ["/lib/tui-clock/tui-clock-ui", "/bin/tui-clock"] {
            XCTAssertEqual(ShippedResources.find(executablePath: prefix + program)?.directory, prefix + "/share/tui-clock", program)
        }
    }
}
