import XCTest
final class ClockCorePlaceholderTests: XCTestCase { func testBuilds() {} }
