import Foundation
import TestSupport
import XCTest

/// Wide (CJK) and decomposed-accent text on the real screen: after the album wall glides, the pane must be exactly what
/// a full redraw (Ctrl-L) shows, so no half character is left at an edge and no accent is lost.
final class WideTextEndToEndTests: XCTestCase {
    /// Album folders named in wide characters and with combining accents (NFD, as macOS file systems write them).
    static let titles = [
        "東京事変 教育", "Cafe\u{301} del Mar", "夜に駆ける", "카페 음악", "Ame\u{301}lie", "紅蓮華 ＬｉＳＡ",
        "Noe\u{308}l a\u{300} Paris", "パプリカ", "Re\u{301}sume\u{301}", "千と千尋の神隠し サウンドトラック", "Ве\u{301}чер", "上を向いて歩こう",
    ]

    var library = ""

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-e2e-wide-\(getpid())-\(UUID().uuidString.prefix(8))"
        let fm = FileManager.default
        let cover = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary/Clockwork Quartet/Tick Tock Suite/cover.jpg")
        let audio = SilentWAV.data(seconds: 5)
        for (i, title) in Self.titles.enumerated() {
            let folder = "\(library)/歌手 \(i + 1)/\(title)"
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try audio.write(to: URL(fileURLWithPath: "\(folder)/01 はじめに.wav"))
            // Every third album has a cover picture; the others show placeholder tiles.
            if i % 3 == 0, fm.fileExists(atPath: cover.path) { try fm.copyItem(atPath: cover.path, toPath: folder + "/cover.jpg") }
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
    }

    /// The pane once the program is idle: the glide has rested and the covers are drawn.
    private func settledScreen(_ s: TmuxSession, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        s.waitForIdle(file: file, line: line)
        return s.screen()
    }

    func testAfterAGlideOverWideAndAccentedTitlesThePaneEqualsAFullRedraw() throws {
        let s = try TmuxSession(width: 100, height: 30, args: ["--music", library], env: ["TUI_CLOCK_AUDIO_OUTPUT": "null"])
        XCTAssertTrue(s.waitUntil { s.modes() == "1 1 1" })
        s.keys("Tab")
        XCTAssertTrue(s.waitUntil(timeout: 5) { s.screenText.contains("東京事変") }, s.screenText)
        // Steps that glide the wall both ways, so titles cross the left, right, top and bottom edges.
        for keys in [["Right", "Right", "Right"], ["Down", "Down"], ["Left"], ["Right", "Down"], ["Up", "Left", "Left"]] {
            // One at a time, each once the last has come to rest, so every glide starts from a still wall.
            for key in keys {
                s.keys(key)
                s.waitForIdle()
            }
            let glided = settledScreen(s)
            s.keys("C-l")
            let redrawn = settledScreen(s)
            let differing = glided.indices.filter { $0 >= redrawn.count || glided[$0] != redrawn[$0] }
            XCTAssertEqual(glided.count, redrawn.count, "after \(keys)")
            XCTAssertTrue(differing.isEmpty, "after \(keys) rows differ from a full redraw (glided / after Ctrl-L):\n"
                + differing.map { "\($0)|\(glided[$0])\n\($0)|\($0 < redrawn.count ? redrawn[$0] : "")" }.joined(separator: "\n"))
        }
        let text = s.screenText
        XCTAssertTrue(text.contains("Cafe\u{301}") || text.contains("Ame\u{301}lie") || text.contains("Re\u{301}sume\u{301}")
                      || text.contains("Noe\u{308}l"), "a decomposed accent stays on its letter:\n\(text)")
    }
}
