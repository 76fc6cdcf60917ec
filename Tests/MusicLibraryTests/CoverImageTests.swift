import ClockCore
import Foundation
import MusicLibrary
import XCTest

final class CoverImageTests: XCTestCase {
    private func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func testJPEGCoverFileDecodesToRGBA() throws {
        let image = try CoverImage.load(.file(path: TestLibrary.coverJPEG), maxSize: 1000)
        XCTAssertEqual(image.width, 240)
        XCTAssertEqual(image.height, 240)
        XCTAssertEqual(image.rgba.count, 240 * 240 * 4)
        XCTAssertTrue(stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 }, "opaque")
    }

    func testPNGCoverFileDecodesToRGBA() throws {
        let image = try CoverImage.load(.file(path: TestLibrary.coverPNG), maxSize: 1000)
        XCTAssertEqual(image.width, 240)
        XCTAssertEqual(image.height, 240)
        // The stripes cover starts with a pink stripe at the left edge.
        XCTAssertEqual(Array(image.rgba[0..<4]), [240, 120, 170, 255])
    }

    func testEmbeddedPictureIsExtractedAndDecoded() throws {
        let image = try CoverImage.load(.embedded(path: TestLibrary.trackWithPicture), maxSize: 1000)
        XCTAssertEqual(image.width, 240)
        XCTAssertEqual(image.height, 240)
    }

    func testBigJPEGIsDecodedScaledDownToTheMaximumSize() throws {
        let image = try CoverImage.decode(bytes(TestLibrary.coverJPEG), maxSize: 60)
        XCTAssertEqual(image.width, 60)
        XCTAssertEqual(image.height, 60)
        let odd = try CoverImage.decode(bytes(TestLibrary.coverJPEG), maxSize: 50)
        XCTAssertEqual(odd.width, 50)
        XCTAssertEqual(odd.rgba.count, 50 * 50 * 4)
    }

    func testBigPNGIsScaledDownToTheMaximumSize() throws {
        let image = try CoverImage.decode(bytes(TestLibrary.coverPNG), maxSize: 32)
        XCTAssertEqual(image.width, 32)
        XCTAssertEqual(image.height, 32)
    }

    func testBrokenImagesAreErrorsNotCrashes() throws {
        let jpeg = try bytes(TestLibrary.coverJPEG)
        let png = try bytes(TestLibrary.coverPNG)
        XCTAssertThrowsError(try CoverImage.decode(Array(jpeg.prefix(300)), maxSize: 64)) {
            XCTAssertEqual($0 as? CoverImageError, .corrupt)
        }
        XCTAssertThrowsError(try CoverImage.decode(Array(png.prefix(100)), maxSize: 64)) {
            XCTAssertEqual($0 as? CoverImageError, .corrupt)
        }
        var scrambled = jpeg
        for i in stride(from: 200, to: scrambled.count, by: 3) { scrambled[i] = 0xFF }
        _ = try? CoverImage.decode(scrambled, maxSize: 64)  // may decode to noise or fail; it must not crash
        XCTAssertThrowsError(try CoverImage.decode([0x47, 0x49, 0x46, 0x38], maxSize: 64)) {
            XCTAssertEqual($0 as? CoverImageError, .unknownFormat)
        }
        XCTAssertThrowsError(try CoverImage.decode([], maxSize: 64))
    }

    func testMissingSourcesAreTypedErrors() {
        XCTAssertThrowsError(try CoverImage.load(.file(path: "/nonexistent/cover.jpg"), maxSize: 64)) {
            XCTAssertEqual($0 as? CoverImageError, .unreadable(path: "/nonexistent/cover.jpg"))
        }
        XCTAssertThrowsError(try CoverImage.load(.embedded(path: TestLibrary.plainTrack), maxSize: 64)) {
            XCTAssertEqual($0 as? CoverImageError, .noEmbeddedPicture(path: TestLibrary.plainTrack))
        }
        XCTAssertThrowsError(try CoverImage.load(.none, maxSize: 64)) {
            XCTAssertEqual($0 as? CoverImageError, CoverImageError.noCover)
        }
    }
}
