import ClockCore
import XCTest

final class PlainPathsTests: XCTestCase {
    func testJoiningNeverDoublesASlash() {
        XCTAssertEqual(PlainPaths.join("/x/state", "tui-clock"), "/x/state/tui-clock")
        XCTAssertEqual(PlainPaths.join("/x/state/", "tui-clock"), "/x/state/tui-clock")
        XCTAssertEqual(PlainPaths.join("/x//", "a/b"), "/x/a/b")
        XCTAssertEqual(PlainPaths.join("/", "tui-clock"), "/tui-clock")
        XCTAssertEqual(PlainPaths.join("rel", "a"), "rel/a")
    }

    func testTheParentIsTheFolderHoldingThePath() {
        XCTAssertEqual(PlainPaths.parent(of: "/usr/bin/tui-clock"), "/usr/bin")
        XCTAssertEqual(PlainPaths.parent(of: "/usr/bin/"), "/usr")
        XCTAssertEqual(PlainPaths.parent(of: "/usr//bin"), "/usr")
        XCTAssertEqual(PlainPaths.parent(of: "/usr"), "/")
        XCTAssertEqual(PlainPaths.parent(of: "/"), "/")
        XCTAssertEqual(PlainPaths.parent(of: "tui-clock"), ".")
        XCTAssertEqual(PlainPaths.parent(of: "a/b"), "a")
    }
}
