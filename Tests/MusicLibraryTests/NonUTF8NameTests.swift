import ClockCore
import Foundation
@testable import MusicLibrary
import XCTest

/// Files and folders whose names are not valid UTF-8 (here Latin-1 "café", `caf\xE9`) are part of the library:
/// scanned with their tags, shown as Windows-1252 (Latin-1) text, kept in the index and played by their exact bytes.
final class NonUTF8NameTests: XCTestCase {
    private static let cafeLatin1: [UInt8] = Array("Caf".utf8) + [0xE9]
    private static let cafeOtherByte: [UInt8] = Array("Caf".utf8) + [0xE8]

    /// Band/Café Live/01 Morning.ogg (tagged, no album tag), Band/Café Live/02 Café.ogg (untagged),
    /// Band/Caf\xE8 Live/01 Other.ogg; every "é" a single Latin-1 byte. Returns the first file's exact bytes.
    @discardableResult
    private func makeLatin1Albums(_ library: TestLibrary) throws -> [UInt8] {
        let live = Array("Band/".utf8) + Self.cafeLatin1 + Array(" Live/".utf8)
        let tagged = live + Array("01 Morning.ogg".utf8)
        try library.addTrack(bytes: tagged, from: TestLibrary.trackWithPicture,
                             tags: TrackTags(title: "Morning", artist: "Band", trackNumber: 1))
        try library.addTrack(bytes: live + Array("02 ".utf8) + Self.cafeLatin1 + Array(".ogg".utf8))
        try library.addTrack(bytes: Array("Band/".utf8) + Self.cafeOtherByte + Array(" Live/01 Other.ogg".utf8),
                             tags: TrackTags(title: "Other", artist: "Band", trackNumber: 1))
        return Array(library.root.utf8) + [UInt8(ascii: "/")] + tagged
    }

    func testAFolderAndAFileNamedInLatin1AreScannedWithTheirTagsAndShownAsLatin1() throws {
        let library = try TestLibrary()
        let morning = try makeLatin1Albums(library)
        let summary = library.scan()
        XCTAssertEqual(summary.skipped, [])
        XCTAssertEqual(summary.trackCount, 3)
        let albums = summary.albums.sorted { $0.tracks.count > $1.tracks.count }
        XCTAssertEqual(albums.map(\.title), ["Café Live", "Cafè Live"])
        XCTAssertEqual(albums.map(\.artist), ["Band", "Band"])
        XCTAssertNotEqual(albums[0].id, albums[1].id, "folders differing only in a byte that is not UTF-8 stay apart")
        XCTAssertEqual(albums[0].tracks.map(\.title), ["Morning", "Café"], "the tag read, then the file name")
        XCTAssertEqual(albums[1].tracks.map(\.title), ["Other"])
        XCTAssertEqual(albums[0].tracks.first.map { PathBytes.bytes(of: $0.path) }, morning, "the exact bytes")
        XCTAssertEqual(albums[0].cover, .embedded(path: albums[0].tracks[0].path))
        XCTAssertNoThrow(try CoverImage.load(albums[0].cover, maxSize: 16), "the picture read through the exact name")
    }

    func testUntaggedTracksNamedInLatin1EachShowTheirOwnName() throws {
        let library = try TestLibrary()
        let folder = Array("Jos".utf8) + [0xE9] + Array(" Gonz".utf8) + [0xE1] + Array("lez/Cora".utf8) + [0xE7, 0xE3]
            + Array("o/".utf8)
        for name in [Array("01 Cora".utf8) + [0xE7, 0xE3, 0x6F], Array("02 Can".utf8) + [0xE7, 0xE3, 0x6F],
                     Array("03 Ora".utf8) + [0xE7, 0xE3, 0x6F]] {
            try library.addTrack(bytes: folder + name + Array(".ogg".utf8))
        }
        let album = try XCTUnwrap(library.scan().albums.first)
        XCTAssertEqual(album.artist, "José González")
        XCTAssertEqual(album.title, "Coração")
        XCTAssertEqual(album.tracks.map(\.title), ["Coração", "Canção", "Oração"])
    }

    func testACoverFileInAFolderNamedInLatin1IsRead() throws {
        let library = try TestLibrary()
        try library.addTrack(bytes: Self.cafeLatin1 + Array("/01 x.ogg".utf8))
        try library.addTrack(bytes: Self.cafeLatin1 + Array("/cover.jpg".utf8), from: TestLibrary.coverJPEG)
        let album = try XCTUnwrap(library.scan().albums.first)
        guard case .file(let path) = album.cover else { return XCTFail("no cover file: \(album.cover)") }
        XCTAssertEqual(PathBytes.bytes(of: path), Array(library.root.utf8) + [UInt8(ascii: "/")] + Self.cafeLatin1
                       + Array("/cover.jpg".utf8))
        XCTAssertNoThrow(try CoverImage.load(album.cover, maxSize: 16))
    }

    func testASecondStartShowsTheLatin1AlbumsFromTheIndex() throws {
        let library = try IndexedTestLibrary()
        let morning = try makeLatin1Albums(library.music)
        let first = library.start()
        XCTAssertEqual(first.log.albums.count, 2)

        let reader = CountingTagReader()
        let second = library.start(reader: reader)
        XCTAssertEqual(reader.count, 0, "nothing read again: the index holds the files by their exact names")
        let fromIndex = second.log.all.flatMap { entry -> [Album] in
            guard case .albums(let albums) = entry.update, entry.tagReadsBefore == 0 else { return [] }
            return albums
        }
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: fromIndex.map { ($0.id, $0) }), first.log.reportedAlbums)
        XCTAssertEqual(second.log.albums, first.log.albums, "the tracks read back from the index")
        XCTAssertTrue(second.log.albums.values.contains { $0.tracks.contains { PathBytes.bytes(of: $0.path) == morning } })
        XCTAssertEqual(second.log.checked?.trackCount, 3)
        XCTAssertEqual(second.log.checked?.skipped, [])
    }

    func testMPVPlaysAFileNamedInLatin1() throws {
        let library = try TestLibrary()
        try makeLatin1Albums(library)
        let album = try XCTUnwrap(library.scan().albums.first { $0.tracks.count == 2 })
        let player = MPVPlayer(options: .init(audioOutput: "null"))
        defer { player.terminate() }
        XCTAssertEqual(player.readEvents().first, .ready, "mpv must be installed for these tests: sudo apt install mpv")
        player.send(.load(paths: album.tracks.map(\.path), startAt: 0))
        let events = collectEvents(from: player) { events in
            events.contains(.mediaTitle("Morning"))
                && events.contains { if case .duration = $0 { true } else { false } }
        }
        XCTAssertTrue(events.contains(.mediaTitle("Morning")), "\(events)")
        XCTAssertTrue(events.contains(.playlistPosition(0)), "\(events)")
        XCTAssertFalse(events.contains { if case .endOfFile(_, .some) = $0 { true } else { false } }, "\(events)")
    }
}

extension TestLibrary {
    /// Copies `template` to `relativePath`, given as raw bytes (any encoding), creating its folders, and writes
    /// `tags` into it through the bridge. Returns the path as the library holds it (`PathBytes`).
    @discardableResult
    func addTrack(bytes relativePath: [UInt8], from template: String = TestLibrary.plainTrack,
                  tags: TrackTags? = nil) throws -> String {
        let path = PathBytes.string(from: Array(root.utf8) + [UInt8(ascii: "/")] + relativePath)
        var folder = Array(root.utf8)
        for component in relativePath.split(separator: UInt8(ascii: "/")).dropLast() {
            folder += [UInt8(ascii: "/")] + component
            _ = PathBytes.withCString(PathBytes.string(from: folder)) { mkdir($0, 0o755) }
        }
        let contents = try Data(contentsOf: URL(fileURLWithPath: template))
        let fd = PathBytes.withCString(path) { open($0, O_CREAT | O_EXCL | O_WRONLY, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0, "could not create \(PathBytes.display(path))")
        XCTAssertEqual(contents.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, contents.count)
        close(fd)
        if let tags { XCTAssertTrue(TagLibReader.write(tags, to: path), "could not tag \(PathBytes.display(path))") }
        return path
    }
}
