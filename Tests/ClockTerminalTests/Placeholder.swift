import XCTest
final class ClockTerminalPlaceholderTests: XCTestCase { func testBuilds() {} }
