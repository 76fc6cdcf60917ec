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

    func testACoverOverTheLocalLimitIsRefusedUnread() throws {
        let library = try TestLibrary()
        try library.addTrack("Big/Cover/01 Song.ogg", tags: TrackTags.song("Song", by: "Big", on: "Cover", track: 1))
        try library.addFile("Big/Cover/cover.jpg", contents: Data(count: CoverImage.maxFileBytes + 1))
        try withServer(library.root) {
            let started = Date()
            XCTAssertThrowsError(try CoverImage.load(.server(uri: "Big/Cover/01 Song.ogg"), maxSize: 64)) {
                XCTAssertEqual($0 as? CoverImageError, .tooLarge)
            }
            // Reading it in 8 KiB chunks would take 4,096 round trips; refusing it takes one.
            XCTAssertLessThan(Date().timeIntervalSince(started), 1)
        }
    }
}
