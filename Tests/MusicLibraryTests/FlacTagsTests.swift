import ClockCore
import Foundation
@testable import MusicLibrary
import TestSupport
import XCTest

/// The plugin reads plain FLAC files itself, without TagLib (a first scan's largest cost); whatever a file holds,
/// what it reads must be exactly what TagLib reads, or it must leave the file to TagLib.
final class FlacTagsTests: XCTestCase {
    private typealias Read = Result<TrackTags, TagReadError>

    private func bothReadings(_ path: String) -> (direct: Read, tagLib: Read) {
        (Result { () throws(TagReadError) in try TagLibReader().readTags(path: path) },
         Result { () throws(TagReadError) in try TagLibReader.readTags(path: path, withTagLibOnly: true) })
    }

    private func assertSameAsTagLib(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line)
        throws {
        let library = try TestLibrary()
        let path = try library.addFile("case.flac", contents: Data(bytes))
        let (direct, tagLib) = bothReadings(path)
        XCTAssertEqual(direct, tagLib, what, file: file, line: line)
    }

    private func comments(_ entries: String...) -> [[UInt8]] { entries.map { Array($0.utf8) } }

    func testTheGeneratedLibrarysTracksReadAsTagLibReadsThem() throws {
        let tags = TrackTags(title: "Track 3 of album 7", artist: "Artist 0", album: "Album 7", trackNumber: 3,
                             discNumber: 1, year: 2000)
        let library = try TestLibrary()
        let path = try library.addFile("generated.flac", contents: Data(TagOnlyLibrary.flac(tags)))
        let (direct, tagLib) = bothReadings(path)
        XCTAssertEqual(direct, tagLib)
        XCTAssertEqual(try direct.get().title, "Track 3 of album 7")
        XCTAssertEqual(try direct.get().duration, 180)
    }

    func testRealFLACRetaggedEveryWayReadsAsTagLibReadsIt() throws {
        let library = try TestLibrary()
        let variants: [TrackTags] = [
            TrackTags(title: "Tick", artist: "Clockwork Quartet", album: "Tick Tock Suite", trackNumber: 1, year: 2021),
            TrackTags(title: "Ünïcödé — 日本語 🙂", artist: "Ελληνικά", album: "مرحبا", albumArtist: "Various",
                      trackNumber: 12, discNumber: 2, year: 1999, isCompilation: true),
            TrackTags(),
            TrackTags(title: String(repeating: "Long ", count: 2000), artist: "A"),
        ]
        for (i, tags) in variants.enumerated() {
            let path = try library.addTrack("Album/\(i).flac", from: TestLibrary.flacTrack, tags: tags)
            let (direct, tagLib) = bothReadings(path)
            XCTAssertEqual(direct, tagLib, "variant \(i)")
        }
        let demo = bothReadings(TestLibrary.flacTrack)
        XCTAssertEqual(demo.direct, demo.tagLib)
    }

    func testOddCommentsReadAsTagLibReadsThem() throws {
        let cases: [(String, [[UInt8]])] = [
            ("lower-case keys", comments("title=Quiet", "artist=Band", "album=First")),
            ("numbers with more after them", comments("TRACKNUMBER=3/12", "DISCNUMBER=2/2", "DATE=2001-05-03")),
            ("year from YEAR, track from TRACKNUM", comments("YEAR=1987", "TRACKNUM=4")),
            ("a compilation", comments("ALBUM=Mix", "COMPILATION=1")),
            ("a compilation said in words", comments("ALBUM=Mix", "COMPILATION=yes")),
            ("two artists", comments("ARTIST=One", "ARTIST=Two")),
            ("an empty title", comments("TITLE=", "ARTIST=Band")),
            ("a number that is not one", comments("TRACKNUMBER=three", "DATE= 1999")),
            ("an entry without =", comments("TITLE", "ARTIST=Band")),
            ("a picture kept as a comment", comments("TITLE=x", "METADATA_BLOCK_PICTURE=AAAA")),
            ("no comments at all", []),
        ]
        // Padded: a file shorter than an ID3v1 tag is always left to TagLib.
        let padding: [(type: UInt8, body: [UInt8])] = [(1, [UInt8](repeating: 0, count: 256))]
        for (what, entries) in cases {
            try assertSameAsTagLib(TagOnlyLibrary.flac(comments: entries, blocks: padding), what)
        }
        try assertSameAsTagLib(TagOnlyLibrary.flac(comments: [[0x54, 0x49, 0x54, 0x4C, 0x45, 0x3D, 0xFF, 0xFE, 0x41]],
                                                   blocks: padding), "a title that is not UTF-8")
        try assertSameAsTagLib(TagOnlyLibrary.flac(comments: nil, blocks: padding), "no comment block")
        try assertSameAsTagLib(TagOnlyLibrary.flac(comments: comments("TITLE=x"), samples: 0, blocks: padding),
                               "no length")
        try assertSameAsTagLib(TagOnlyLibrary.flac(comments: comments("TITLE=short")), "shorter than an ID3v1 tag")
    }

    func testOddBlocksReadAsTagLibReadsThem() throws {
        let tags = comments("TITLE=Framed", "ARTIST=Band", "ALBUM=Blocks", "TRACKNUMBER=1")
        func be32(_ n: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((n >> $0) & 0xFF) } }
        let jpeg = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestLibrary.coverJPEG)))
        let mime = Array("image/jpeg".utf8)
        let picture = be32(3) + be32(mime.count) + mime + be32(0) + be32(1) + be32(1) + be32(24) + be32(0)
            + be32(jpeg.count) + jpeg
        let big = be32(3) + be32(mime.count) + mime + be32(0) + be32(1) + be32(1) + be32(24) + be32(0)
            + be32(40_000) + [UInt8](repeating: 7, count: 40_000)
        try assertSameAsTagLib(TagOnlyLibrary.flac(comments: tags, blocks: [(6, picture)]), "a picture")
        try assertSameAsTagLib(TagOnlyLibrary.flac(comments: tags, blocks: [(6, big)]), "comments after a large picture")
        try assertSameAsTagLib(TagOnlyLibrary.flac(comments: tags, blocks: [(6, Array(picture.prefix(20)))]),
                               "a broken picture")
        try assertSameAsTagLib(TagOnlyLibrary.flac(comments: tags, blocks: [(1, [UInt8](repeating: 0, count: 512))]),
                               "padding")
        try assertSameAsTagLib(TagOnlyLibrary.flac(comments: tags, blocks: [(4, Array(TagOnlyLibrary.flac(
            comments: comments("TITLE=Second")).suffix(30)))]), "two comment blocks")
        var withID3v1 = TagOnlyLibrary.flac(comments: tags)
        withID3v1 += Array("TAG".utf8) + Array("Other title".utf8) + [UInt8](repeating: 0, count: 125 - 11)
        try assertSameAsTagLib(withID3v1, "an ID3v1 tag at the end")
        var cut = TagOnlyLibrary.flac(comments: tags)
        cut.removeLast(10)
        try assertSameAsTagLib(cut, "cut short")
        try assertSameAsTagLib(Array("fLaC".utf8) + [0x84, 0, 0, 4, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 200),
                               "no stream info")
    }

    /// Damaged files (bytes changed, cut short, lengths that lie) are read as TagLib reads them, or refused alike,
    /// and never read past what the file holds.
    func testDamagedFilesReadAsTagLibReadsThem() throws {
        func be32(_ n: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((n >> $0) & 0xFF) } }
        let mime = Array("image/png".utf8)
        let picture = be32(3) + be32(mime.count) + mime + be32(0) + be32(1) + be32(1) + be32(24) + be32(0)
            + be32(8) + [UInt8](repeating: 9, count: 8)
        let healthy = TagOnlyLibrary.flac(comments: comments("TITLE=Whole", "ARTIST=Band", "ALBUM=Intact",
                                                             "TRACKNUMBER=2/9", "DATE=2004"),
                                          blocks: [(1, [UInt8](repeating: 0, count: 64)), (6, picture)])
        let library = try TestLibrary()
        let path = library.root + "/damaged.flac"
        var random = SeededRandom(seed: 23)
        for round in 0..<300 {
            var bytes = healthy
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                bytes[Int.random(in: 4..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            if round % 3 == 0 { bytes.removeLast(Int.random(in: 1..<(bytes.count - 8), using: &random)) }
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let (direct, tagLib) = bothReadings(path)
            XCTAssertEqual(direct, tagLib, "round \(round)")
        }
    }
}
