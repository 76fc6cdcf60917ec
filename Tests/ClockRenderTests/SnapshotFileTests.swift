import ClockCore
@testable import ClockRender
import XCTest

/// The style layer of snapshot files: a colour or attribute change alone changes the file.
final class SnapshotFileTests: XCTestCase {
    private func canvas(_ style: Style) -> Canvas {
        var c = Canvas(width: 8, height: 2)
        c.write("10:08", x: 0, y: 0, style: style)
        c.write("漢 ab", x: 0, y: 1, style: Style(fg: .grey(12), attributes: .dim))
        return c
    }

    func testTheStyleLayerNamesEachStyleOncePerColumnWithAKey() {
        XCTAssertEqual(SnapshotFile.text(of: canvas(Style(fg: .red, attributes: .bold))), """
            10:08
            漢 ab
            -- styles --
            aaaaa
            bb bb
            -- key --
            a fg=1 bg=default bold
            b fg=244 bg=default dim

            """)
    }

    func testAColourChangeAloneChangesTheSnapshot() {
        let red = SnapshotFile.text(of: canvas(Style(fg: .red))), green = SnapshotFile.text(of: canvas(Style(fg: .green)))
        XCTAssertEqual(canvas(Style(fg: .red)).lines, canvas(Style(fg: .green)).lines)
        XCTAssertNotEqual(red, green)
    }
}
