import ClockCore
import Foundation
@testable import MusicLibrary
import Synchronization
import XCTest

/// Reads tags with TagLib and counts how many files it opened: how the tests tell "read from the index" from
/// "read from the file".
final class CountingTagReader: TagReading {
    private let reads = Mutex(0)
    /// Seconds each read takes at least, to stand in for a slow disk.
    private let delay: Double

    /// Run before each read, on the library's thread, with the file's path: what happens on disk meanwhile.
    private let beforeRead: (@Sendable (String) -> Void)?

    init(delay: Double = 0, beforeRead: (@Sendable (String) -> Void)? = nil) {
        self.delay = delay
        self.beforeRead = beforeRead
    }

    var count: Int { reads.withLock { $0 } }

    func readTags(path: String) throws(TagReadError) -> TrackTags {
        reads.withLock { $0 += 1 }
        beforeRead?(path)
        if delay > 0 { usleep(useconds_t(delay * 1_000_000)) }
        return try TagLibReader().readTags(path: path)
    }

    func embeddedPicture(path: String) -> [UInt8]? { nil }
}

/// Everything an indexed library reported, each with how many tags had been read when it came.
final class LibraryUpdateLog: Sendable {
    struct Entry: @unchecked Sendable {
        var update: LibraryUpdate
        var tagReadsBefore: Int
    }

    private let entries = Mutex<[Entry]>([])
    /// The library and its index, to read the tracks of albums reported without them as the wall does.
    private let root: String?
    private let indexFile: String?

    init(root: String? = nil, indexFile: String? = nil) {
        self.root = root
        self.indexFile = indexFile
    }

    func record(_ update: LibraryUpdate, tagReads: Int) {
        entries.withLock { $0.append(Entry(update: update, tagReadsBefore: tagReads)) }
    }

    var all: [Entry] { entries.withLock { $0 } }

    /// The albums reported, by id, the latest version of each, without those reported gone afterwards; those
    /// reported without their tracks (left in the index) with the tracks `AlbumTracks` reads for them now, as the
    /// wall reads them when the album opens.
    var albums: [String: Album] {
        reportedAlbums.mapValues { album in
            guard album.needsTracks, let root else { return album }
            return album.withTracks(AlbumTracks.read(album, root: root, indexFile: indexFile))
        }
    }

    /// The albums reported, by id, as reported.
    var reportedAlbums: [String: Album] {
        var albums: [String: Album] = [:]
        for entry in all {
            switch entry.update {
            case .albums(let found): for album in found { albums[album.id] = album }
            case .removed(let ids): for id in ids { albums[id] = nil }
            case .checked, .progress: break
            }
        }
        return albums
    }

    var checked: ScanSummary? {
        for entry in all { if case .checked(let summary) = entry.update { return summary } }
        return nil
    }

    /// Waits (up to `timeout` seconds) until `condition` holds for the log.
    @discardableResult
    func wait(timeout: Double = 20, until condition: (LibraryUpdateLog) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(self) { return true }
            usleep(10_000)
        }
        return condition(self)
    }
}

/// A library folder with its index in a temporary cache folder, started as the program starts it.
final class IndexedTestLibrary {
    let music: TestLibrary
    let cache: String

    init() throws {
        music = try TestLibrary()
        cache = NSTemporaryDirectory() + "tui-clock-cache-" + UUID().uuidString
    }

    deinit { try? FileManager.default.removeItem(atPath: cache) }

    var indexFile: String {
        LibraryIndexFile.path(forLibrary: music.root, environment: ["XDG_CACHE_HOME": cache], home: nil)!
    }

    /// Starts the library and waits for its check to end; with `watch`, the library keeps running (cancel it).
    /// `stampMargin`: how old a folder must be for its stamp to be kept (the program's 2 s, unless a test shortens it).
    func start(reader: CountingTagReader = CountingTagReader(), rebuild: Bool = false, watch: Bool = false,
               stampMargin: Double = 2) -> (library: IndexedLibrary, log: LibraryUpdateLog) {
        let log = LibraryUpdateLog(root: music.root, indexFile: indexFile)
        let library = IndexedLibrary.start(directory: music.root, indexFile: indexFile, rebuild: rebuild,
                                           reader: reader, watch: watch, stampMargin: stampMargin) { update in
            log.record(update, tagReads: reader.count)
        }
        XCTAssertTrue(log.wait { $0.checked != nil }, "the library was never checked")
        // Closed, so the next start (or a test that damages the file) finds it as this one left it.
        if !watch { XCTAssertTrue(log.wait { _ in library.isStopped }, "the library did not stop") }
        return (library, log)
    }
}
