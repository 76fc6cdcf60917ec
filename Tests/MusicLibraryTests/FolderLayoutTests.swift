@testable import MusicLibrary
import XCTest

final class FolderLayoutTests: XCTestCase {
    func testTrackNumberAndTitleComeFromTheFileName() {
        let cases: [(String, Int?, String)] = [
            ("03 Title.ogg", 3, "Title"), ("03 - Title.mp3", 3, "Title"), ("03. Title.flac", 3, "Title"),
            ("1-07 Title.ogg", 7, "Title"), ("Title.ogg", nil, "Title"), ("2001 A Space Odyssey.ogg", nil, "2001 A Space Odyssey"),
            ("12.ogg", 12, "12"), ("no extension", nil, "no extension"),
        ]
        for (name, number, title) in cases {
            let layout = FolderLayout(relativeFolders: ["Artist", "Album"], fileName: name, directory: "/m/Artist/Album")
            XCTAssertEqual(layout.trackNumber, number, name)
            XCTAssertEqual(layout.title, title, name)
        }
    }

    func testArtistAndAlbumComeFromTheTwoNearestFolders() {
        let layout = FolderLayout(relativeFolders: ["Genre", "Artist", "Album"], fileName: "1 x.ogg", directory: "/m/Genre/Artist/Album")
        XCTAssertEqual(layout.artist, "Artist")
        XCTAssertEqual(layout.album, "Album")
        let shallow = FolderLayout(relativeFolders: ["Album"], fileName: "1 x.ogg", directory: "/m/Album")
        XCTAssertNil(shallow.artist)
        XCTAssertEqual(shallow.album, "Album")
    }

    func testDiscFoldersBelongToTheAlbumAbove() {
        for folder in ["CD1", "cd 1", "Disc 1", "disk_1"] {
            let layout = FolderLayout(relativeFolders: ["Artist", "Album", folder], fileName: "01 x.ogg",
                                      directory: "/m/Artist/Album/" + folder)
            XCTAssertEqual(layout.discNumber, 1, folder)
            XCTAssertEqual(layout.album, "Album", folder)
            XCTAssertEqual(layout.artist, "Artist", folder)
            XCTAssertEqual(layout.albumDirectory, "/m/Artist/Album", folder)
        }
        XCTAssertNil(FolderLayout.discNumber(folderName: "CD Collection"))
    }
}
