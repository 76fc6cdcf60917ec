import Foundation
import TestSupport
import XCTest

/// A library whose folder and file names are Latin-1, not UTF-8 (`Caf\xE9`), in the built binary: the album is on
/// the wall read as Latin-1 (Windows-1252), "Café", and Enter plays it in mpv (silently), which opens the exact files.
final class NonUTF8LibraryEndToEndTests: XCTestCase {
    var library = ""

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-e2e-latin1-\(getpid())-\(UUID().uuidString.prefix(8))"
        let cafe: [UInt8] = Array("Caf".utf8) + [0xE9]
        let album = Array(library.utf8) + Array("/".utf8) + cafe + Array(" Band/".utf8) + cafe + Array(" Live".utf8)
        var folder: [UInt8] = []
        for part in album.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst() {
            folder += Array("/".utf8) + part
            XCTAssertTrue(Self.withPath(folder) { mkdir($0, 0o755) } == 0 || errno == EEXIST)
        }
        let audio = SilentWAV.data(seconds: 30)
        for name in [Array("01 ".utf8) + cafe + Array(" Song.wav".utf8), Array("02 Second.wav".utf8)] {
            let fd = Self.withPath(album + Array("/".utf8) + name) { open($0, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
            XCTAssertGreaterThanOrEqual(fd, 0)
            XCTAssertEqual(audio.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, audio.count)
            close(fd)
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
    }

    private static func withPath<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (bytes + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }

    func testALatin1AlbumIsOnTheWallAsWrittenAndPlays() throws {
        let s = try TmuxSession(args: ["--music", library], env: ["TUI_CLOCK_AUDIO_OUTPUT": "null"])
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Café Live") }, s.screenText)
        s.keys("Enter")
        XCTAssertTrue(s.waitUntil(timeout: 5) { ["Café Song", "Second"].allSatisfy(s.screenText.contains) },
                      s.screenText)
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("Playing") }, s.screenText)
        XCTAssertFalse(s.screenText.contains("cannot play"), s.screenText)
        XCTAssertFalse(s.screenText.contains("\u{FFFD}"), s.screenText)
    }
}
