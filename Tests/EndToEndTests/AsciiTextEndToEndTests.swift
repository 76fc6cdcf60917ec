import Foundation
import TestSupport
import XCTest

/// Issue 20 item 12: in a non-UTF-8 locale (LANG=C) names were drawn as "Bj?rk". The ASCII view spells them with the
/// search's folding instead: accents off, "ß" as "ss", typographic quotes and dashes as ASCII.
final class AsciiTextEndToEndTests: XCTestCase {
    /// Artist folder → album folder, as an untagged library names its albums.
    static let albums = [("Björk", "Homogenic"), ("Sigur Rós", "Ágætis byrjun"), ("Motörhead", "Straße — “Live”")]

    var library = ""

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-e2e-ascii-\(getpid())-\(UUID().uuidString.prefix(8))"
        let audio = SilentWAV.data(seconds: 2)
        for (artist, title) in Self.albums {
            let folder = "\(library)/\(artist)/\(title)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try audio.write(to: URL(fileURLWithPath: "\(folder)/01 Track.wav"))
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
    }

    func testTheWallInTheCLocaleSpellsAccentedNamesPlainly() throws {
        let s = try TmuxSession(width: 100, height: 30, args: ["--music", library],
                                env: ["LANG": "C", "LC_ALL": "C", "TUI_CLOCK_AUDIO_OUTPUT": "null"])
        XCTAssertTrue(s.waitUntil { s.modes().hasPrefix("1") }, s.screenText)
        s.keys("Tab")
        let plain = ["Bjork", "Sigur Ros", "Motorhead", "Agaetis", "Strasse - \"Live\""]
        XCTAssertTrue(s.waitUntil(timeout: 10) { plain.allSatisfy { s.screenText.contains($0) } },
                      "every name spelled plainly:\n\(s.screenText)")
        XCTAssertFalse(s.screenText.contains("?"), "no letter left as a question mark:\n\(s.screenText)")
    }
}
