import ClockCore
@testable import ClockRender
import FoundationEssentials
import XCTest

/// Issue 11: every screen, drawn in every theme, keeps each cell's WCAG contrast against the background it is
/// drawn on above its role's threshold (essential 4.5, visible 3, faded 1.8). Indexed colours take xterm's
/// values; the terminal's own colours are black on white for a light background and light grey on black for a
/// dark one; `dim` is xterm's faint (half way to the background); bold may brighten colours 0–7 to 8–15, so both
/// are measured. A theme for an unknown background must hold on both.
final class ThemeContrastTests: XCTestCase {
    typealias RGB = (Int, Int, Int)

    struct Terminal {
        var name: String
        var foreground: RGB
        var background: RGB
    }

    static let whiteTerminal = Terminal(name: "black on white", foreground: (0, 0, 0), background: (255, 255, 255))
    static let blackTerminal = Terminal(name: "light grey on black", foreground: (229, 229, 229), background: (0, 0, 0))

    /// Backgrounds a user picked that the program cannot see (issue 20 item 24: urxvt on a custom light background
    /// answers no OSC 11 and sets no COLORFGBG), each with the foreground a user would pair with it.
    static let customLightTerminal = Terminal(name: "black on a custom light grey", foreground: (0, 0, 0),
                                              background: (238, 238, 238))
    static let customDarkTerminal = Terminal(name: "light grey on a custom dark grey", foreground: (229, 229, 229),
                                             background: (48, 48, 48))

    static func terminals(for theme: Theme) -> [Terminal] {
        switch theme.background {
        case .light: return [whiteTerminal]
        case .dark: return [blackTerminal]
        case .unknown: return [whiteTerminal, blackTerminal]
        }
    }

    // MARK: The screens

    func model(_ theme: Theme, _ width: Int = 100, _ height: Int = 30) -> AppModel {
        var model = Snapshot.model(width, height, at: Snapshot.date(22, 10, 7),
                                   options: AppOptions(colorDepth: theme.depth))
        model.background = theme.background
        return model
    }

    func screens(_ theme: Theme) -> [(String, Canvas)] {
        var screens: [(String, Canvas)] = []
        var alarmOn = model(theme)
        alarmOn.clock = ClockScreen(saved: SavedState(alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 6, minute: 45)!)), display: alarmOn.clock.display)
        screens.append(("clock with the alarm on", AppView.render(alarmOn)))

        var focusedDrum = alarmOn
        _ = update(&focusedDrum, .input(.key(KeyEvent(.backTab))), at: focusedDrum.now)
        screens.append(("clock with a drum focused", AppView.render(focusedDrum)))

        var ascii = model(theme)
        ascii.options.ascii = true
        ascii.clock = alarmOn.clock
        screens.append(("ASCII clock", AppView.render(ascii)))

        var ringing = model(theme)
        ringing.clock = ClockScreen(saved: SavedState(alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 22, minute: 11)!)), display: ringing.clock.display)
        _ = update(&ringing, .tick, at: ringing.now.advanced(by: 60))
        ringing.now = ringing.now.advanced(by: 5)
        screens.append(("clock with the alarm ringing", AppView.render(ringing)))

        screens.append(("notices of every severity", AppView.render(model(theme).showingEveryNotice())))

        var help = model(theme, 80, 30)
        help.showsHelp = true
        screens.append(("help", AppView.render(help)))

        var scrolledHelp = model(theme, 80, 24)
        scrolledHelp.showsHelp = true
        scrolledHelp.helpScroll = 10
        screens.append(("help scrolled halfway", AppView.render(scrolledHelp)))

        var alarms = model(theme, 100, 32)
        alarms.clock = ClockScreen(saved: SavedState(alarms: [
            AlarmSettings(id: 1, isOn: true, time: AlarmTime(hour: 7, minute: 30)!, days: .weekdays, label: "Work"),
            AlarmSettings(id: 2, isOn: false, time: AlarmTime(hour: 9, minute: 0)!, days: .weekends, label: "Lie in"),
            AlarmSettings(id: 3, isOn: true, time: AlarmTime(hour: 3, minute: 0)!, days: .once),
        ], selected: 1), display: alarms.clock.display)
        screens.append(("alarm list beside the face, with marks on the rim", AppView.render(alarms)))

        // The app's drums are at least three rows; one row (plain numbers, the front one reversed) is the view's own.
        var oneRowDrum = Canvas(width: 35, height: 1)
        SpinnerView.render(SpinnerRing(0...59, value: 15), in: oneRowDrum.bounds, on: &oneRowDrum, at: 0, focused: true,
                           ascii: false, theme: theme)
        screens.append(("one-row drum, focused", oneRowDrum))

        var halfBlocks = alarmOn
        halfBlocks.options.braille = false
        screens.append(("half-block face", AppView.render(halfBlocks)))

        var wall = model(theme, 80, 24)
        for msg: Msg in [.input(.key(KeyEvent(.tab))), .albumsFound(fiveAlbums),
                         .libraryScanFinished(albumCount: 5, message: nil)] {
            _ = update(&wall, msg, at: wall.now)
        }
        wall.notifications = NotificationStack(screen: wall.screenSize)
        screens.append(("album wall with placeholders", AppView.render(wall)))

        var search = wall
        for key in "/blue" { _ = update(&search, .input(.key(KeyEvent(.char(key)))), at: search.now) }
        screens.append(("album wall with the search line", AppView.render(search)))

        var noMatch = wall
        for key in "/zappa" { _ = update(&noMatch, .input(.key(KeyEvent(.char(key)))), at: noMatch.now) }
        screens.append(("search without a match", AppView.render(noMatch)))

        // Issue 25: the timer screen with a timer running, one held, one done, a label typed and the stopwatch's laps.
        var timers = model(theme, 100, 34)
        for key in "TLTea" { _ = update(&timers, .input(.key(KeyEvent(.char(key)))), at: timers.now) }
        for k: Key in [.enter, .enter, .char("3"), .enter, .char("s"), .char("a"), .char("a"), .char("L"), .char("x")] {
            timers.now = timers.now.advanced(by: 1.5)
            _ = update(&timers, .input(.key(KeyEvent(k))), at: timers.now)
        }
        _ = update(&timers, .tick, at: timers.now.advanced(by: 200))
        timers.notifications = NotificationStack(screen: timers.screenSize)
        screens.append(("timer screen", AppView.render(timers)))
        var timersOnTheClock = timers
        _ = update(&timersOnTheClock, .input(.key(KeyEvent(.escape))), at: timersOnTheClock.now)
        _ = update(&timersOnTheClock, .input(.key(KeyEvent(.char("T")))), at: timersOnTheClock.now)
        timersOnTheClock.notifications = NotificationStack(screen: timersOnTheClock.screenSize)
        screens.append(("timers beside the clock, an arc on the dial", AppView.render(timersOnTheClock)))

        var scanning = model(theme, 80, 24)
        for msg: Msg in [.input(.key(KeyEvent(.tab))), .albumsFound(fiveAlbums),
                         .libraryScanProgress(ScanProgress(filesChecked: 12_345, tracksFound: 12_001, fraction: 0.42))] {
            _ = update(&scanning, msg, at: scanning.now)
        }
        scanning.notifications = NotificationStack(screen: scanning.screenSize)
        screens.append(("scan progress bar", AppView.render(scanning)))

        var panel = wall
        _ = update(&panel, .input(.key(KeyEvent(.enter))), at: panel.now)
        _ = update(&panel, .player(.playlistPosition(1)), at: panel.now)
        panel.now = panel.now.advanced(by: 2)
        screens.append(("player panel", AppView.render(panel)))

        var failed = panel
        _ = update(&failed, .player(.unavailable(hint: "mpv is not installed")), at: failed.now)
        screens.append(("player panel with a problem", AppView.render(failed)))

        var empty = model(theme, 60, 12)
        for msg: Msg in [.input(.key(KeyEvent(.tab))), .libraryScanFinished(albumCount: 0, message: "No music in /m")] {
            _ = update(&empty, msg, at: empty.now)
        }
        empty.notifications = NotificationStack(screen: empty.screenSize)
        screens.append(("empty wall", AppView.render(empty)))
        return screens
    }

    // MARK: Measuring

    static func luminance(_ c: RGB) -> Double {
        RelativeLuminance.of(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255)
    }

    static func contrast(_ a: RGB, _ b: RGB) -> Double {
        RelativeLuminance.contrast(luminance(a), luminance(b))
    }

    /// The foreground colours a terminal may show for `style` (two when bold may brighten it) and the background
    /// behind them.
    static func colours(of style: Style, on terminal: Terminal) -> (fg: [RGB], bg: RGB) {
        func rgb(_ c: Color, default d: RGB) -> [RGB] {
            switch c {
            case .default: return [d]
            case .indexed(let i):
                var shown = [XtermPalette.rgb(of: Int(i))]
                if i < 8, style.attributes.contains(.bold) { shown.append(XtermPalette.rgb(of: Int(i) + 8)) }
                return shown
            }
        }
        var fg = rgb(style.fg, default: terminal.foreground)
        var bg = rgb(style.bg, default: terminal.background)[0]
        if style.attributes.contains(.reverse) { (fg, bg) = ([bg], fg[0]) }
        if style.attributes.contains(.dim) {
            fg = fg.map { (($0.0 + bg.0) / 2, ($0.1 + bg.1) / 2, ($0.2 + bg.2) / 2) }
        }
        return (fg, bg)
    }

    /// The lowest contrast `style` has on `terminal` (bold measured as it is and brightened).
    static func ratio(of style: Style, on terminal: Terminal) -> Double {
        let (fgs, bg) = colours(of: style, on: terminal)
        return fgs.map { contrast($0, bg) }.min()!
    }

    /// Each role's style on its own, whether or not a screen above shows it; a placeholder on each of its colours.
    func testEveryRoleOfEveryThemeKeepsItsContrast() {
        var table: [String] = []
        for theme in Theme.all {
            for role in ThemeRole.allCases {
                var styles = [theme[role]]
                if role == .placeholder {
                    let palette = theme.depth == .eight ? PlaceholderCover.palette8
                        : theme.depth == .full ? PlaceholderCover.palette : [.default]
                    styles = palette.map { var s = theme[role]; s.bg = $0; return s }
                }
                let ratio = Self.terminals(for: theme).flatMap { t in styles.map { Self.ratio(of: $0, on: t) } }.min()!
                XCTAssertGreaterThanOrEqual(ratio, role.contrast.rawValue, "\(theme.background) \(theme.depth) \(role)")
                table.append("\(role) \(theme.background) \(theme.depth) \(String(format: "%.1f", ratio))")
            }
        }
        if ProcessInfo.processInfo.environment["THEME_CONTRAST_REPORT"] == "1" { print(table.joined(separator: "\n")) }
    }

    /// Issue 20 item 24: the key hints are text a user must read, so they keep 4.5:1 in every palette; the neutral
    /// palettes (for a background nobody named) on white and black and on custom light and dark backgrounds too.
    func testKeyHintsKeepFourAndAHalfToOneInEveryPaletteAndOnAnyBackgroundForTheNeutralOnes() {
        for theme in Theme.all {
            var terminals = Self.terminals(for: theme)
            if theme.background == .unknown { terminals += [Self.customLightTerminal, Self.customDarkTerminal] }
            for role in [ThemeRole.hint, .wallHint] {
                XCTAssertEqual(role.contrast, .essential, "\(role) is read")
                for terminal in terminals {
                    let ratio = Self.ratio(of: theme[role], on: terminal)
                    XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(theme.background) \(theme.depth) \(role) on \(terminal.name)")
                }
            }
        }
        // The player panel's key hint is a hint too.
        for theme in Theme.all {
            var wall = model(theme, 80, 24)
            for msg: Msg in [.input(.key(KeyEvent(.tab))), .albumsFound(fiveAlbums),
                             .libraryScanFinished(albumCount: 5, message: nil), .input(.key(KeyEvent(.enter)))] {
                _ = update(&wall, msg, at: wall.now)
            }
            wall.now = wall.now.advanced(by: 2)
            let canvas = AppView.render(wall)
            let row = canvas.lines.firstIndex { $0.contains("Space play/pause") }
            XCTAssertNotNil(row, "the panel shows its key hint")
            guard let row else { continue }
            let start = Array(canvas.lines[row]).firstIndex(of: "S")!
            XCTAssertEqual(canvas[start, row].style, theme[.hint], "\(theme.background) \(theme.depth)")
        }
    }

    /// The strictest role each of the theme's styles is used for; a cell whose style is in no role fails.
    static func roles(of theme: Theme) -> [Style: ThemeRole.Contrast] {
        var roles: [Style: ThemeRole.Contrast] = [:]
        for role in ThemeRole.allCases {
            roles[theme[role]] = max(roles[theme[role]] ?? .faded, role.contrast)
        }
        return roles
    }

    /// Cells that show nothing: spaces, empty braille, the right half of a wide character.
    static func isBlank(_ cell: Cell) -> Bool {
        cell.isContinuation || (cell.longCluster == nil && (cell.scalar == " " || cell.scalar == "\u{2800}"))
    }

    func testEveryCellOfEveryScreenKeepsItsRolesContrastInEveryTheme() {
        for theme in Theme.all {
            let roles = Self.roles(of: theme)
            for (screen, canvas) in screens(theme) {
                var failures: [String] = []
                for (i, cell) in canvas.cells.enumerated() where !Self.isBlank(cell) {
                    var own = cell.style
                    own.bg = .default
                    guard let role = roles[cell.style] ?? roles[own] else {
                        failures.append("\(cell.scalar) at \(i % canvas.size.width),\(i / canvas.size.width) "
                                        + "in \(cell.style), a style the theme has no role for")
                        continue
                    }
                    for terminal in Self.terminals(for: theme) {
                        let ratio = Self.ratio(of: cell.style, on: terminal)
                        if ratio < role.rawValue {
                            failures.append("\(cell.scalar) at \(i % canvas.size.width),\(i / canvas.size.width) "
                                            + "\(cell.style) on \(terminal.name): \(ratio) < \(role.rawValue)")
                        }
                    }
                }
                XCTAssertTrue(failures.isEmpty, "\(theme.background) \(theme.depth), \(screen): "
                              + "\(failures.count) cells, first \(failures.prefix(3))")
            }
        }
    }

    /// The screens above really show the lines main's views added, so the contrast test measures them.
    func testTheScreensShowTheAlarmListSearchLineProgressBarAndScrolledHelp() {
        for theme in [Theme.light, Theme.either8] {
            let shown = Dictionary(screens(theme), uniquingKeysWith: { a, _ in a })
            let styles: [(String, ThemeRole)] = [
                ("alarm list beside the face, with marks on the rim", .label),
                ("alarm list beside the face, with marks on the rim", .time),
                ("alarm list beside the face, with marks on the rim", .alarmHand),
                ("album wall with the search line", .searchLine), ("album wall with the search line", .searchText),
                ("scan progress bar", .progressText), ("scan progress bar", .progressBar),
                ("help scrolled halfway", .focusFrame), ("one-row drum, focused", .drumFrontFocusedSmall),
            ]
            for (screen, role) in styles {
                let canvas = try! XCTUnwrap(shown[screen], screen)
                XCTAssertTrue(canvas.cells.contains { !Self.isBlank($0) && $0.style == theme[role] },
                              "\(theme.background) \(theme.depth): \(screen) shows \(role)")
            }
            XCTAssertTrue(shown["alarm list beside the face, with marks on the rim"]!.contains(text: "Lie in"))
            XCTAssertTrue(shown["help scrolled halfway"]!.contains(text: "more"))
        }
    }

    func testTheEightColourThemesUseOnlyTheEightColoursEveryTerminalHas() {
        for theme in Theme.all where theme.depth == .eight {
            for role in ThemeRole.allCases {
                for colour in [theme[role].fg, theme[role].bg] {
                    if case .indexed(let i) = colour { XCTAssertLessThan(i, 8, "\(theme.background) \(role)") }
                }
            }
        }
        for colour in PlaceholderCover.palette8 {
            if case .indexed(let i) = colour { XCTAssertLessThan(i, 8) }
        }
    }

    /// SPEC §3: while dragged, the alarm hand is drawn in a distinct "tracking" style, in every theme: without colour
    /// (NO_COLOR, a monochrome terminal) it is faint, the seed's translucent hand, where the resting hand is bold.
    func testTheDraggedAlarmHandLooksDifferentFromTheRestingOneInEveryTheme() {
        for theme in Theme.all {
            XCTAssertNotEqual(theme[.alarmHand], theme[.alarmHandTracking], "\(theme.background) \(theme.depth)")
        }
    }

    func testTheMonochromeThemeUsesNoColourAtAll() {
        for role in ThemeRole.allCases {
            XCTAssertEqual(Theme.monochrome[role].fg, .default)
            XCTAssertEqual(Theme.monochrome[role].bg, .default)
        }
    }

    func testTheLightThemeDrawsTheDrumsBigDigitsInTheTerminalsOwnForeground() {
        var light = model(Theme.light, 120, 40)
        light.clock = ClockScreen(saved: SavedState(alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 6, minute: 45)!)), display: light.clock.display)
        let canvas = AppView.render(light)
        let digits = canvas.cells.filter { $0.scalar == "━" && $0.style == Theme.light[.drumFront] }
        XCTAssertFalse(digits.isEmpty, "big drum digits are drawn")
        XCTAssertEqual(Theme.light[.drumFront].fg, .default, "black on white, not white on white")
    }
}
