@testable import MusicLibrary
import XCTest

/// Which image in an album folder is its cover.
final class CoverFileNameTests: XCTestCase {
    func testUsualNamesAreCoversWhateverTheirCase() {
        for name in ["cover.jpg", "COVER.JPG", "Folder.jpeg", "front.PNG", "AlbumArt.jpg",
                     "AlbumArt_{3F2504E0-4F89-11D3-9A0C-0305E82C3301}_Large.jpg", "AlbumArtSmall.jpg",
                     "AlbumArt_{3F2504E0-4F89-11D3-9A0C-0305E82C3301}_Small.jpg"] {
            XCTAssertNotNil(CoverFileName.rank(name), name)
        }
        for name in ["notes.png", "cover.gif", "cover", "back.jpg", "AlbumArt_{x}.jpg", "scan_cover.jpg"] {
            XCTAssertNil(CoverFileName.rank(name), name)
        }
    }

    func testALargePictureIsPreferredToASmallOne() {
        let large = "AlbumArt_{3F2504E0-4F89-11D3-9A0C-0305E82C3301}_Large.jpg"
        let small = "AlbumArt_{3F2504E0-4F89-11D3-9A0C-0305E82C3301}_Small.jpg"
        XCTAssertEqual(CoverFileName.best(among: [small, "AlbumArtSmall.jpg", large]), large)
        XCTAssertEqual(CoverFileName.best(among: [small, "AlbumArtSmall.jpg"]), "AlbumArtSmall.jpg")
        XCTAssertEqual(CoverFileName.best(among: [large, "Folder.jpg"]), "Folder.jpg")
        XCTAssertEqual(CoverFileName.best(among: ["front.png", large, "cover.png"]), "cover.png")
        XCTAssertEqual(CoverFileName.best(among: ["cover.png", "cover.jpg"]), "cover.jpg")
        XCTAssertNil(CoverFileName.best(among: ["notes.png", "booklet.jpg"]))
    }
}
