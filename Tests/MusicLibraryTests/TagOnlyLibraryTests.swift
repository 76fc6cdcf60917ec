import ClockCore
import Foundation
@testable import MusicLibrary
import XCTest

/// The benchmark's tag-only library is made of real tracks: TagLib reads their tags and the scan groups them.
final class TagOnlyLibraryTests: XCTestCase {
    func testATagOnlyLibraryScansIntoItsAlbumsWithTheirTags() throws {
        let library = try TestLibrary()
        try TagOnlyLibrary.generate(trackCount: 25, directory: library.root, demoLibrary: TestLibrary.demoLibrary)
        let summary = library.scan()
        XCTAssertEqual(summary.trackCount, 25)
        XCTAssertEqual(summary.skippedCount, 0)
        XCTAssertEqual(summary.albums.map(\.title), ["Album 0", "Album 1", "Album 2"])
        let first = try XCTUnwrap(summary.albums.first)
        XCTAssertEqual(first.artist, "Artist 0")
        XCTAssertEqual(first.year, 2000)
        XCTAssertEqual(first.tracks.first?.title, "Track 1 of album 0")
        XCTAssertEqual(first.tracks.map(\.trackNumber), Array(1...10))
        guard case .file = first.cover else { return XCTFail("every third album has a cover.jpg") }
    }
}
