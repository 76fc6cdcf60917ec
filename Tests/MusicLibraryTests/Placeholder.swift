import XCTest
final class MusicLibraryPlaceholderTests: XCTestCase { func testBuilds() {} }
