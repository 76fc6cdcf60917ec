import ClockCore
import XCTest

/// The one key table: `update` dispatches on it and the help lists it (issue 11).
final class KeyBindingsTests: XCTestCase {
    func model(_ width: Int = 80, _ height: Int = 24) -> AppModel {
        AppModel(options: AppOptions(), screenSize: Size(width: width, height: height), now: Moment(wall: .init(), uptime: 100))
    }

    func key(_ k: Key, _ modifiers: Modifiers = []) -> Msg { .input(.key(KeyEvent(k, modifiers: modifiers))) }

    func testTheHelpListsEveryKeyTheIssueFoundMissing() {
        let text = HelpPage(screen: Size(width: 200, height: 200), ascii: false).lines.map(\.text).joined(separator: "\n")
        for needed in ["- + =", "Shift-← →", "PgDn PgUp", "Home End", "0-9", "Ctrl-C", "Ctrl-Z", "Ctrl-L",
                       "click alarm line", "drag the hand", "hold on the face", "click, wheel", "drag, wheel",
                       "Shift-Tab", "Space", "n b", "click a notice", "right button",
                       "rings for 10 minutes", "--no-braille"] {
            XCTAssertTrue(text.contains(needed), "help misses \(needed):\n\(text)")
        }
    }

    /// The timer screen's drums take the same keys as the alarm's (arrows, PgUp PgDn, digits): the help's drum
    /// section said "Hour, Minute, Snooze drums", so nothing in it told how to set a timer's length.
    func testTheHelpsDrumSectionCoversTheTimersDrums() {
        let page = HelpPage(screen: Size(width: 200, height: 200), ascii: false)
        let heading = page.lines.first { $0.kind == .heading && $0.text == SpinnerRing.keys.help.title }
        XCTAssertEqual(heading?.text.contains("timers"), true, "\(String(describing: heading))")
    }

    func testEveryBoundKeyIsInTheHelpUnderItsContext() {
        let page = HelpPage(screen: Size(width: 200, height: 200), ascii: true)
        for section in KeyBindings.help {
            let heading = page.lines.firstIndex { $0.kind == .heading && $0.text == section.title }
            XCTAssertNotNil(heading, "\(section.title)")
            for binding in section.rows {
                XCTAssertTrue(page.lines.contains { $0.text.contains(binding.label(ascii: true)) && $0.text.hasSuffix(binding.description) },
                              "\(binding.label(ascii: true)) missing")
            }
        }
    }

    func testShiftArrowsBeatPlainArrowsAndOtherModifiersFallBackToThem() {
        XCTAssertEqual(ClockScreen.keys.action(for: KeyEvent(.right, modifiers: .shift)), .editAlarm(.shift(minutes: 5)))
        XCTAssertEqual(ClockScreen.keys.action(for: KeyEvent(.right, modifiers: .alt)), .editAlarm(.shift(minutes: 1)))
        XCTAssertEqual(SpinnerRing.keys.action(for: KeyEvent(.char("7"))), .typeDigit)
        XCTAssertNil(SpinnerRing.keys.action(for: KeyEvent(.char("x"))))
    }

    func testTheHelpAt80x24ScrollsWithArrowsPagesAndTheWheelAndStopsAtTheEnds() {
        var m = model()
        _ = update(&m, key(.char("?")), at: m.now)
        let page = m.helpPage
        XCTAssertGreaterThan(page.maxScroll, 0, "the whole table does not fit 24 rows, so the help scrolls")
        XCTAssertLessThanOrEqual(page.box.height, 24)
        _ = update(&m, key(.up), at: m.now)
        XCTAssertEqual(m.helpScroll, 0, "does not scroll above the top")
        _ = update(&m, key(.down), at: m.now)
        XCTAssertEqual(m.helpScroll, 1)
        _ = update(&m, key(.pageDown), at: m.now)
        XCTAssertEqual(m.helpScroll, min(page.maxScroll, 1 + page.visibleLines - 1))
        for _ in 0..<20 { _ = update(&m, key(.pageDown), at: m.now) }
        XCTAssertEqual(m.helpScroll, page.maxScroll, "stops with the last line at the bottom")
        _ = update(&m, .input(.mouse(MouseEvent(.wheelUp, .none, at: Point(x: 40, y: 12)))), at: m.now)
        XCTAssertEqual(m.helpScroll, page.maxScroll - 3)
        XCTAssertTrue(m.showsHelp, "scrolling keeps the help open")
        XCTAssertEqual(page.shown(scroll: page.maxScroll).first?.last, page.lines.last)
    }

    func testAnyOtherKeyClosesTheHelpAndQStillQuits() {
        var m = model()
        _ = update(&m, key(.char("?")), at: m.now)
        XCTAssertEqual(update(&m, key(.char("a")), at: m.now), [])
        XCTAssertFalse(m.showsHelp)
        XCTAssertFalse(m.clock.alarm.settings.isOn, "the key that closes the help does nothing else")
        _ = update(&m, key(.char("?")), at: m.now)
        XCTAssertEqual(update(&m, key(.char("q")), at: m.now), [.quit])
        _ = update(&m, key(.char("?")), at: m.now)
        XCTAssertEqual(update(&m, key(.ctrl("c")), at: m.now), [.quit])
        XCTAssertEqual(update(&m, key(.ctrl("l")), at: m.now), [.fullRedraw])
    }

    func testTheHelpFitsWithoutScrollingOnALargeScreenAndScrollsOnASmallOne() {
        XCTAssertEqual(HelpPage(screen: Size(width: 200, height: 60), ascii: false).maxScroll, 0)
        XCTAssertGreaterThan(HelpPage(screen: Size(width: 120, height: 40), ascii: false).maxScroll, 0)
    }

    func testEscOnAFocusedDrumGivesTheArrowsBackToTheDial() {
        var m = model(120, 40)
        _ = update(&m, key(.backTab), at: m.now)
        XCTAssertEqual(m.clock.focus, .hour)
        _ = update(&m, key(.escape), at: m.now)
        XCTAssertEqual(m.clock.focus, .dial)
    }

    /// Issue 19: `default: return [.quit]` made every always-active key quit. Each always-active key does its own
    /// thing, and only the quit key quits.
    func testOnlyTheQuitKeyOfTheAlwaysActiveKeysQuits() {
        for row in KeyBindings.always.rows {
            for (pattern, action) in row.keys {
                guard case .key(let k, let modifiers) = pattern else { continue }
                var m = model()
                let effects = update(&m, .input(.key(KeyEvent(k, modifiers: modifiers))), at: m.now)
                switch action {
                case .quit: XCTAssertEqual(effects, [.quit])
                case .suspend: XCTAssertEqual(effects, [.suspend])
                case .redraw: XCTAssertEqual(effects, [.fullRedraw])
                }
            }
        }
    }

    /// Issue 19: `w` was matched by hand before the panel's key map, so its row in the table was never looked up.
    /// The panel answers the key its own map binds to waking, and no other.
    func testThePlayerPanelAsksToWakeToItsAlbumWithTheKeyItsMapBinds() {
        let album = Album(id: "a", title: "Morning", artist: "Band", directory: "/m",
                          tracks: [Track(title: "One", path: "/m/1.flac")], cover: .none)
        var panel = PlayerPanel.open(album, from: Rect(x: 0, y: 0, width: 10, height: 5), screen: Size(width: 80, height: 24),
                                     at: Moment(wall: .init(), uptime: 0), reducedMotion: true)
        let playback = Playback(tracks: album.tracks)
        let bound = PlayerPanel.keys.keys(for: .wakeToAlbum)
        XCTAssertEqual(bound.count, 1)
        guard case .key(let k, let modifiers)? = bound.first else { return XCTFail("no key for waking") }
        let outcome = panel.handle(.key(KeyEvent(k, modifiers: modifiers)), playback: playback, at: Moment(wall: .init(), uptime: 1))
        XCTAssertEqual(outcome, PanelOutcome(handled: true, request: .wakeToAlbum))
        XCTAssertNotEqual(panel.handle(.key(KeyEvent(.char("x"))), playback: playback, at: Moment(wall: .init(), uptime: 1)).request,
                          .wakeToAlbum)
    }
}
