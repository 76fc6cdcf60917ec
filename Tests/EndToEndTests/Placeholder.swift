import XCTest
final class EndToEndPlaceholderTests: XCTestCase { func testBuilds() {} }
