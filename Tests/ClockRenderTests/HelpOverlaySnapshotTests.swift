import ClockCore
import ClockRender
import XCTest

/// The help overlay, made from the key table: it fits a large terminal and scrolls in a small one (issue 11).
final class HelpOverlaySnapshotTests: XCTestCase {
    func helpFrame(_ width: Int, _ height: Int, scroll: Int = 0, ascii: Bool = false) -> Canvas {
        var m = Snapshot.model(width, height, at: Snapshot.date(10, 8, 37), options: AppOptions(ascii: ascii))
        m.showsHelp = true
        m.helpScroll = scroll
        return AppView.render(m)
    }

    func testHelpAt80x24ShowsTheTopAndAMoreMarkBelow() {
        assertSnapshot(helpFrame(80, 24), named: "help80x24")
    }

    func testHelpAt80x24ScrolledToTheEndShowsAMoreMarkAbove() {
        assertSnapshot(helpFrame(80, 24, scroll: 1000), named: "help80x24_scrolledToEnd")
    }

    func testHelpAt80x24ScrolledHalfwayInAsciiMarksBothWays() {
        assertSnapshot(helpFrame(80, 24, scroll: 10, ascii: true), named: "help80x24_ascii_scrolled")
    }

    func testHelpAt120x40ShowsTwoColumnsAndScrolls() {
        assertSnapshot(helpFrame(120, 40), named: "help120x40")
    }
}
