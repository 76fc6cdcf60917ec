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

    func testHelpAt40x12WrapsDescriptionsUnderTheirKeysAtWordBreaks() {
        assertSnapshot(helpFrame(40, 12), named: "help40x12")
        assertSnapshot(helpFrame(40, 12, scroll: 1000), named: "help40x12_scrolledToEnd")
    }

    /// What the box shows, every page of it scrolled through: each help column's rows as drawn on the canvas, with
    /// the kind of line the page says each is.
    func helpRows(_ width: Int, _ height: Int, ascii: Bool = false) -> [(kind: HelpPage.LineKind, text: String)] {
        let page = HelpPage(screen: Size(width: width, height: height), ascii: ascii)
        var rows: [[Int: (kind: HelpPage.LineKind, text: String)]] = Array(repeating: [:], count: page.columns.count)
        for scroll in Array(stride(from: 0, to: page.maxScroll, by: max(1, page.visibleLines))) + [page.maxScroll] {
            // The overlay alone: the clock under it is not what is measured, and drawing it 500 times is slow.
            var canvas = Canvas(width: width, height: height)
            HelpOverlayView(page: page, scroll: scroll, ascii: ascii).render(into: &canvas)
            let lines = canvas.lines.map(Array.init)
            for (c, column) in page.shown(scroll: scroll).enumerated() {
                let x = page.box.x + 2 + c * (page.columnWidth + 3)
                for (i, line) in column.enumerated() {
                    let drawn = lines[page.box.y + 1 + i]
                    let end = c + 1 < page.columns.count ? x + page.columnWidth : page.box.x + page.box.width - 2
                    rows[c][scroll + i] = (line.kind, String(drawn[x..<end]))
                }
            }
        }
        return rows.flatMap { $0.sorted { $0.key < $1.key }.map(\.value) }
    }

    /// Issue 20 item 11: at 120x40 "click a list line" ran into "select that alarm". At every width a key is
    /// followed by at least two blanks before its description, or ends its row (the description goes under it).
    func testNoKeyTouchesItsDescriptionAtAnyWidthFrom20To200() {
        let labels = KeyBindings.help.flatMap(\.rows).flatMap { [$0.label(ascii: false), $0.label(ascii: true)] }
            .sorted { $0.count > $1.count }
        for width in 20...200 {
            for (height, ascii) in [(12, false), (40, false), (24, true)] {
                for row in helpRows(width, height, ascii: ascii) where row.kind == .binding {
                    let rest = row.text.drop { $0 == " " }
                    guard let label = labels.first(where: { rest.hasPrefix($0) }), row.text.hasPrefix("  " + label) else {
                        continue
                    }
                    let after = rest.dropFirst(label.count)
                    XCTAssertTrue(after.allSatisfy { $0 == " " } || after.hasPrefix("  "),
                                  "\(width)x\(height): \"\(label)\" touches its description in \"\(row.text)\"")
                }
            }
        }
    }

    /// Issue 20 item 11: at 40x12 descriptions were cut mid-word. Every description is shown whole, in words.
    func testEveryDescriptionIsShownWholeAtAnyWidthFrom20To200() {
        for width in [20, 33, 40, 57, 80, 120, 200] {
            let text = helpRows(width, 12).map(\.text).joined(separator: " ").split(separator: " ").joined(separator: " ")
            for binding in KeyBindings.help.flatMap(\.rows) {
                XCTAssertTrue(text.contains(binding.description), "\(width) wide: \(binding.description)")
            }
            for note in HelpPage.notes.paragraphs {
                XCTAssertTrue(text.contains(note), "\(width) wide: \(note)")
            }
        }
    }
}
