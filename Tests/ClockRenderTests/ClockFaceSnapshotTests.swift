import Foundation
import ClockCore
import ClockRender
import XCTest

final class ClockFaceSnapshotTests: XCTestCase {
    func testPrint() {
        for (w, h, ascii) in [(80, 24, false), (80, 24, true), (120, 40, false)] {
            let m = Snapshot.model(w, h, at: Snapshot.date(10, 8, 37), options: AppOptions(ascii: ascii))
            let c = AppView.render(m)
            try? (c.trimmedLines.joined(separator: "\n") + "\n").write(toFile: "/tmp/frame-\(w)x\(h)-\(ascii).txt", atomically: true, encoding: .utf8)
        }
    }
}
