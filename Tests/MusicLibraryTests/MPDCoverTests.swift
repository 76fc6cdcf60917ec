import ClockCore
import Foundation
import MusicLibrary
import TestSupport
import XCTest

/// Covers of MPD's albums come from MPD (a real one, on the demo library): the folder's cover file (`albumart`),
/// else the picture embedded in the song (`readpicture`), decoded as the local covers are; one over the local
/// limit is refused from the size MPD announces, not read.
final class MPDCoverTests: XCTestCase {
    private func withServer(_ library: String, _ body: () throws -> Void) throws {
        let mpd = try RealMPD(musicDirectory: library)
        defer { mpd.stop() }
        MPDCovers.use(loopback(mpd.port))
        try body()
    }

    func testTheFoldersCoverFileThenTheEmbeddedPictureElseNone() throws {
        try withServer(TestLibrary.demoLibrary) {
            let file = try CoverImage.load(.server(uri: "Clockwork Quartet/Tick Tock Suite/01 Tick.flac"), maxSize: 64)
            XCTAssertEqual(file, try CoverImage.load(.file(path: TestLibrary.coverJPEG), maxSize: 64))
            let embedded = try CoverImage.load(.server(uri: "The Alarmists/Morning Bells/01 First Light.ogg"), maxSize: 64)
            XCTAssertEqual(embedded, try CoverImage.load(.embedded(path: TestLibrary.trackWithPicture), maxSize: 64))
            XCTAssertThrowsError(try CoverImage.load(.server(uri: "Noise Floor/Midnight Static/01 Hum.ogg"), maxSize: 64)) {
                XCTAssertEqual($0 as? CoverImageError, .noCover)
            }
        }
    }

    /// A multi-disc album's cover beside its `CD1` and `CD2` folders, as the local wall shows it: MPD's `albumart`
    /// for the song finds none in `CD1`, so the album folder is asked.
    func testAMultiDiscAlbumsCoverInItsAlbumFolderIsFound() throws {
        let library = try TestLibrary()
        for disc in [1, 2] {
            try library.addTrack("Disc Band/Double/CD\(disc)/01 Song.ogg",
                                 tags: TrackTags.song("Song", by: "Disc Band", on: "Double", track: 1))
        }
        try library.addFile("Disc Band/Double/cover.jpg",
                            contents: try Data(contentsOf: URL(fileURLWithPath: TestLibrary.coverJPEG)))
        try library.addTrack("Solo/Single/01 Song.ogg", tags: TrackTags.song("Song", by: "Solo", on: "Single", track: 1))
        try withServer(library.root) {
            let cover = try CoverImage.load(.server(uri: "Disc Band/Double/CD1/01 Song.ogg"), maxSize: 64)
            XCTAssertEqual(cover, try CoverImage.load(.file(path: TestLibrary.coverJPEG), maxSize: 64))
            XCTAssertThrowsError(try CoverImage.load(.server(uri: "Solo/Single/01 Song.ogg"), maxSize: 64),
                                 "a folder that is no disc folder: its parent's cover is not the album's") {
                XCTAssertEqual($0 as? CoverImageError, .noCover)
            }
        }
    }

    func testACoverOverTheLocalLimitIsRefusedUnread() throws {
        let library = try TestLibrary()
        try library.addTrack("Big/Cover/01 Song.ogg", tags: TrackTags.song("Song", by: "Big", on: "Cover", track: 1))
        try library.addFile("Big/Cover/cover.jpg", contents: Data(count: CoverImage.maxFileBytes + 1))
        try withServer(library.root) {
            let started = Date()
            XCTAssertThrowsError(try CoverImage.load(.server(uri: "Big/Cover/01 Song.ogg"), maxSize: 64)) {
                XCTAssertEqual($0 as? CoverImageError, .tooLarge)
            }
            // Reading it in 8 KiB chunks would take 4,096 round trips; refusing it takes one. That it is one command
            // and one chunk is counted in MPDCoverChunkTests; against the real server, a bound with room for a
            // loaded machine.
            XCTAssertLessThan(Date().timeIntervalSince(started), 3)
        }
    }
}
