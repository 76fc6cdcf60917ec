import ClockCore
import Foundation
import XCTest

/// xterm keeps Shift+wheel for itself (it never reaches the program), so "Shift: sideways" alone sends an xterm
/// user looking for a gesture that cannot work: the help and the README say what does (issue 20, item 16).
final class SidewaysWheelHelpTests: XCTestCase {
    func testTheHelpSaysToTiltTheWheelBecauseXtermKeepsShiftWheel() {
        let text = HelpPage(screen: Size(width: 200, height: 200), ascii: false).lines.map(\.text).joined(separator: "\n")
        XCTAssertTrue(text.contains("tilt the wheel"), text)
        XCTAssertTrue(text.contains("xterm keeps Shift-wheel for itself"), text)
    }

    func testTheREADMESaysSo() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(text.contains("xterm keeps Shift+wheel for itself"), "README")
        XCTAssertTrue(text.contains("tilt the wheel"), "README")
    }
}
