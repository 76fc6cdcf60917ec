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
