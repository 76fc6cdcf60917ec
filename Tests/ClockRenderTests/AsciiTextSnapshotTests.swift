import ClockCore
import ClockRender
import XCTest

/// Issue 20 item 12: the ASCII view (`--ascii`, a non-UTF-8 locale) drew "Björk" as "Bj?rk". Names, labels and
/// notices are spelled with the search's folding; only what has no plain spelling becomes `?`.
final class AsciiTextSnapshotTests: XCTestCase {
    static let accented = albums([("Homogenic", "Björk"), ("Ágætis byrjun", "Sigur Rós"), ("Straße — “Live”", "Motörhead"),
                                  ("Dvořák: Symphonie № 9", "Øystein Sevåg"), ("夜に駆ける", "YOASOBI")])

    func wall(ascii: Bool) -> AppModel {
        var m = Snapshot.model(80, 24, at: Snapshot.date(10, 8, 37), options: AppOptions(ascii: ascii))
        for msg: Msg in [.input(.key(KeyEvent(.tab))), .albumsFound(Self.accented),
                         .libraryScanFinished(albumCount: 5, message: nil)] {
            _ = update(&m, msg, at: m.now)
        }
        m.notifications = NotificationStack(screen: m.screenSize, ascii: ascii)
        m.notifications.show("Playing: Straße — “Live”… by Motörhead", at: m.now.uptime)
        m.now = m.now.advanced(by: 3)
        m.notifications.tick(at: m.now.uptime)
        return m
    }

    func testTheAlbumWallInAsciiSpellsAccentedNamesPlainly() {
        let canvas = AppView.render(wall(ascii: true))
        assertSnapshot(canvas, named: "asciiWall80x24")
        for plain in ["Bjork", "Sigur Ros", "Strasse", "Motorhead", "Oystein Sevag", "Dvorak", "Playing: Strasse - \"Live\"..."] {
            XCTAssertTrue(canvas.contains(text: plain), "\(plain) in\n\(canvas.trimmedLines.joined(separator: "\n"))")
        }
        XCTAssertTrue(canvas.cells.allSatisfy { $0.scalar.isASCII }, "nothing but ASCII reaches the screen")
    }

    func testAlarmLabelsInAsciiArePlainToo() {
        var m = Snapshot.model(100, 30, at: Snapshot.date(10, 8, 37), options: AppOptions(ascii: true))
        m.clock = ClockScreen(saved: SavedState(alarms: [
            AlarmSettings(id: 1, isOn: true, time: AlarmTime(hour: 7, minute: 30)!, days: .weekdays, label: "Café"),
            AlarmSettings(id: 2, isOn: false, time: AlarmTime(hour: 9, minute: 0)!, days: .weekends, label: "Ærø"),
        ], selected: 1), display: m.clock.display)
        m.notifications.show("Alarm set for 7:30 AM — Café crème", at: m.now.uptime)
        m.now = m.now.advanced(by: 3)
        m.notifications.tick(at: m.now.uptime)
        let canvas = AppView.render(m)
        XCTAssertTrue(canvas.contains(text: "Alarm set for 7:30 AM - Cafe creme"), canvas.trimmedLines.joined(separator: "\n"))
        XCTAssertTrue(canvas.contains(text: "weekdays  Cafe"), canvas.trimmedLines.joined(separator: "\n"))
        XCTAssertTrue(canvas.contains(text: "weekends  AEro"), canvas.trimmedLines.joined(separator: "\n"))
        XCTAssertTrue(canvas.cells.allSatisfy { $0.scalar.isASCII })
    }
}
