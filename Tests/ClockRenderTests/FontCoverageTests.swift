import ClockCore
import ClockRender
import XCTest

/// Issue 20 item 23: mlterm draws each character from one font and shows what it lacks as an empty box; with a plain
/// DejaVu Sans Mono the notices' "ℹ" was one. With the face in half blocks (`--no-braille`, the advice for such a
/// font), every mark the clock, its notices, the alarm list, the help, the wall and the player draw is in that font.
final class FontCoverageTests: XCTestCase {
    /// DejaVu Sans Mono 2.37's characters from U+00A0 to U+2BFF, as `fc-query --format='%{charset}'` lists them
    /// (U+01C4 to U+1FFF, other scripts, left out: the clock draws none of them).
    static let dejaVuSansMono = """
        a0-1c3 2000-200a 2010-2023 2026 202f-2037 2039-203a 203c-203f 2045-2049 204b 205f 2070-2071 2074-208e 2090-209c
        20a0-20b5 20b8-20ba 20bd 2102 2105 210d-210f 2115-2117 2119-211a 211d 2122 2124 2126 212a-212b 212e 2148
        2150-2151 2153-215f 2189 2190-2213 2215 2217-2220 2223 2227-222d 2234-223d 2241-2269 226d-228b 228d-22a5
        22b2-22b5 22b8 22c2-22c6 22cd-22d1 22da-22e9 22ef 2300-2306 2308-2315 2318-2319 231c-2321 2325-2328 232b
        2335-237a 237d 2380-2383 2388-238b 2395 239b-23ae 23ce-23cf 2423 2500-262f 2638-268b 2690-269c 26a0-26a1
        26b0-26b1 2701-2704 2706-2709 270c-2727 2729-274b 274d 274f-2752 2756 2758-275e 2761-2775 2794 2798-27af
        27b1-27be 27c2 27c5-27c6 27dc 27e0 27e6-27eb 27f5-27f7 2987-2988 2997-2998 29eb 29fa-29fb 2a00 2a2f 2a6a-2a6b
        2b05-2b0d 2b12-2b1a
        """.split(whereSeparator: \.isWhitespace).map { range -> ClosedRange<UInt32> in
            let ends = range.split(separator: "-").map { UInt32($0, radix: 16)! }
            return ends[0]...ends[ends.count - 1]
        }

    static func inFont(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII || dejaVuSansMono.contains { $0.contains(scalar.value) }
    }

    func model(_ width: Int, _ height: Int) -> AppModel {
        var options = AppOptions()
        options.braille = false
        return Snapshot.model(width, height, at: Snapshot.date(22, 10, 7), options: options)
    }

    /// Every screen the user saw, drawn as for a font without braille.
    func screens() -> [(String, Canvas)] {
        var screens: [(String, Canvas)] = []
        var alarms = model(120, 40)
        alarms.clock = ClockScreen(saved: SavedState(alarms: [
            AlarmSettings(id: 1, isOn: true, time: AlarmTime(hour: 7, minute: 30)!, days: .weekdays, label: "Work"),
            AlarmSettings(id: 2, isOn: false, time: AlarmTime(hour: 9, minute: 0)!, days: .weekends, label: "Lie in"),
        ], selected: 1), display: alarms.clock.display)
        screens.append(("clock with an alarm list", AppView.render(alarms)))
        var drum = alarms
        _ = update(&drum, .input(.key(KeyEvent(.backTab))), at: drum.now)
        screens.append(("a focused drum", AppView.render(drum)))

        screens.append(("notices of every severity", AppView.render(model(100, 30).showingEveryNotice())))

        for scroll in [0, 20, 40, 1000] {
            var help = model(80, 24)
            help.showsHelp = true
            help.helpScroll = scroll
            screens.append(("help scrolled \(scroll)", AppView.render(help)))
        }

        var wall = model(80, 24)
        for msg: Msg in [.input(.key(KeyEvent(.tab))), .albumsFound(fiveAlbums),
                         .libraryScanFinished(albumCount: 5, message: nil)] {
            _ = update(&wall, msg, at: wall.now)
        }
        screens.append(("album wall", AppView.render(wall)))
        var panel = wall
        _ = update(&panel, .input(.key(KeyEvent(.enter))), at: panel.now)
        _ = update(&panel, .player(.playlistPosition(1)), at: panel.now)
        panel.now = panel.now.advanced(by: 2)
        screens.append(("player panel", AppView.render(panel)))
        var search = wall
        for key in "/blue" { _ = update(&search, .input(.key(KeyEvent(.char(key)))), at: search.now) }
        screens.append(("search line", AppView.render(search)))
        return screens
    }

    func testEveryMarkOnScreenWithoutBrailleIsInDejaVuSansMono() {
        for (name, canvas) in screens() {
            var missing: Set<String> = []
            for cell in canvas.cells where !cell.isContinuation {
                let text = cell.longCluster ?? String(cell.scalar)
                for scalar in text.unicodeScalars where !Self.inFont(scalar) { missing.insert(String(scalar)) }
            }
            XCTAssertTrue(missing.isEmpty, "\(name) draws \(missing.sorted()), which DejaVu Sans Mono lacks")
        }
    }

    func testEveryNoticeGlyphIsInDejaVuSansMono() {
        for severity in NotificationSeverity.allCases {
            XCTAssertTrue(severity.glyph.unicodeScalars.allSatisfy(Self.inFont), "\(severity): \(severity.glyph)")
        }
    }
}
