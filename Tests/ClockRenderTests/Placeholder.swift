import XCTest
final class ClockRenderPlaceholderTests: XCTestCase { func testBuilds() {} }
