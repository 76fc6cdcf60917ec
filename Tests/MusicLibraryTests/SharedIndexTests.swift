import ClockCore
import Foundation
@testable import MusicLibrary
import XCTest

/// Two tui-clocks on one music folder and one cache (two terminals, a login script and a tmux pane): whichever
/// order their scans' reads and writes interleave in, the index ends up holding the whole library.
final class SharedIndexTests: XCTestCase {
    private func makeLibrary(_ library: IndexedTestLibrary) throws {
        for album in 0..<3 {
            for track in 0..<4 {
                try library.music.addTrack("Band/Album \(album)/0\(track) t.ogg",
                                           tags: .song("T\(track)", by: "Band", on: "Album \(album)", track: track + 1))
            }
        }
    }

    /// Tracks the index file holds, read as a third program would.
    private func indexedTracks(_ library: IndexedTestLibrary) throws -> Int64 {
        let statement = try IndexDatabase(path: library.indexFile).prepare("SELECT count(*) FROM tracks")
        XCTAssertTrue(try statement.step())
        return statement.integer(0)
    }

    func testTwoInstancesStartedTogetherOnAFreshCacheLeaveACompleteIndex() throws {
        // The second starts 0 ms to 90 ms after the first: from both creating the file at once to one
        // writing its first scan while the other reads the index.
        for offset in [0, 0, 2, 5, 10, 20, 35, 60, 90] {
            let library = try IndexedTestLibrary()
            try makeLibrary(library)
            let logs = (LibraryUpdateLog(), LibraryUpdateLog())
            let first = IndexedLibrary.start(directory: library.music.root, indexFile: library.indexFile,
                                             reader: CountingTagReader(delay: 0.005), watch: false) {
                logs.0.record($0, tagReads: 0)
            }
            usleep(useconds_t(offset * 1000))
            let second = IndexedLibrary.start(directory: library.music.root, indexFile: library.indexFile,
                                              reader: CountingTagReader(delay: 0.005), watch: false) {
                logs.1.record($0, tagReads: 0)
            }
            XCTAssertTrue(logs.0.wait { _ in first.isStopped } && logs.1.wait { _ in second.isStopped })
            XCTAssertEqual(logs.0.albums.count, 3, "the first shows every album (offset \(offset) ms)")
            XCTAssertEqual(logs.1.albums.count, 3, "the second shows every album (offset \(offset) ms)")
            XCTAssertEqual(try indexedTracks(library), 12, "the index holds every track (offset \(offset) ms)")

            let reader = CountingTagReader()
            XCTAssertEqual(library.start(reader: reader).log.albums.count, 3)
            XCTAssertEqual(reader.count, 0, "the next start reads no file again (offset \(offset) ms)")
        }
    }
}

