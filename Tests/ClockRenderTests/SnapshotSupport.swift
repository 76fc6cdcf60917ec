import ClockCore
import ClockRender
import Foundation
import XCTest

/// Helpers for snapshot tests: a model at a fixed time in a fixed time zone, and a readable canvas comparison.
enum Snapshot {
    /// Foundation's calendar works out the instants, so they do not rely on the code under test.
    static let utc: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    /// 2026-11-21 at the given UTC time.
    static func date(_ hour: Int, _ minute: Int, _ second: Int) -> Date {
        utc.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: hour, minute: minute, second: second))!
    }

    static func model(_ width: Int, _ height: Int, at date: Date, options: AppOptions = AppOptions()) -> AppModel {
        AppModel(options: options, screenSize: Size(width: width, height: height), calendar: .utc,
                 now: Moment(wall: date, uptime: 100))
    }
}

/// Compares a canvas to expected lines (trailing blanks ignored) and prints the actual frame on failure,
/// so a reviewer can read the difference.
func assertLines(_ canvas: Canvas, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
    let actual = canvas.trimmedLines
    let want = expected.map { l -> String in
        var s = Substring(l)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
    if actual != want {
        let shown = actual.enumerated().map { "\($0.offset < 10 ? " " : "")\($0.offset)|\($0.element)" }.joined(separator: "\n")
        XCTFail("frame differs; actual:\n\(shown)", file: file, line: line)
    }
}

/// Compares a canvas to a reviewed text file in `__Snapshots__/` next to this file.
/// With `SNAPSHOT_RECORD=1` in the environment it writes the file instead and fails, so recording is never silent.
func assertSnapshot(_ canvas: Canvas, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let dir = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let url = dir.appendingPathComponent(name + ".txt")
    let actual = canvas.trimmedLines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        XCTFail("recorded snapshot \(name); review it and run again without SNAPSHOT_RECORD", file: file, line: line)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        XCTFail("missing snapshot \(url.path); record it with SNAPSHOT_RECORD=1", file: file, line: line)
        return
    }
    assertLines(canvas, expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
                file: file, line: line)
}
