import ClockCore
import Foundation
@testable import MusicLibrary
import Synchronization
import XCTest

/// The scan reports how far it has got, for the progress bar over the wall (issue 12, item 3).
final class ScanProgressTests: XCTestCase {
    /// TagLib, slowed down so the walk lasts long enough to report a few times.
    struct SlowReader: TagReading {
        let inner = TagLibReader()
        func readTags(path: String) throws(TagReadError) -> TrackTags {
            usleep(40_000)
            return try inner.readTags(path: path)
        }
        func embeddedPicture(path: String) -> [UInt8]? { inner.embeddedPicture(path: path) }
        func unavailableReason() -> String? { inner.unavailableReason() }
    }

    func testAScanReportsFilesCheckedTracksFoundAndAGrowingFraction() throws {
        let library = try TestLibrary()
        for artist in 0..<3 {
            for album in 0..<4 { try library.addTrack("Artist \(artist)/Album \(album)/01 x.ogg") }
        }
        try library.addFile("Artist 0/Album 0/broken.ogg", contents: Data("not audio".utf8))
        let reports = Mutex<[ScanProgress]>([])
        let finished = expectation(description: "scan finished")
        LibraryScanner.start(directory: library.root, reader: SlowReader(), onAlbums: { _ in },
                             onProgress: { progress in reports.withLock { $0.append(progress) } },
                             onFinish: { _ in finished.fulfill() })
        wait(for: [finished], timeout: 20)
        let seen = reports.withLock { $0 }
        XCTAssertGreaterThan(seen.count, 1, "about ten reports a second over a scan of half a second")
        for (earlier, later) in zip(seen, seen.dropFirst()) {
            XCTAssertLessThanOrEqual(earlier.fraction, later.fraction, "the bar never goes back")
            XCTAssertLessThanOrEqual(earlier.filesChecked, later.filesChecked)
        }
        for report in seen {
            XCTAssertLessThanOrEqual(report.tracksFound, report.filesChecked, "a broken file is checked, not found")
            XCTAssertLessThanOrEqual(report.filesChecked, 13)
            XCTAssert((0...1).contains(report.fraction))
        }
        XCTAssertGreaterThan(seen.last!.fraction, 0.5, "the last report is well into the tree")
    }
}
