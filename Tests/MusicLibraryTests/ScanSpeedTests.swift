import Foundation
import MusicLibrary
import XCTest

/// The budget is 10,000 tracks: first albums within 0.5 s, the whole cold scan within 5 s, in a release build
/// (`music-library-probe bench` measures that). A debug test build is several times slower, so this checks a
/// fifth of the library against the same limits.
final class ScanSpeedTests: XCTestCase {
    func testTwoThousandTracksShowFirstAlbumsWithinHalfASecond() throws {
        let library = try TestLibrary()
        try ScanBenchmark.generate(trackCount: 2_000, directory: library.root + "/lib", demoLibrary: TestLibrary.demoLibrary)
        let result = try ScanBenchmark.run(trackCount: 2_000, directory: library.root + "/lib",
                                           demoLibrary: TestLibrary.demoLibrary)
        XCTAssertEqual(result.trackCount, 2_000)
        XCTAssertEqual(result.albumCount, 200)
        XCTAssertLessThan(result.timeToFirstAlbums, 0.5)
        XCTAssertLessThan(result.elapsed, 5)
    }
}
