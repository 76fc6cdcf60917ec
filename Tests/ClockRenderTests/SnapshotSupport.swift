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
        var model = AppModel(options: options, screenSize: Size(width: width, height: height), calendar: .utc,
                             now: Moment(wall: date, uptime: 100))
        // Snapshots show the palette the clock was designed in, as if the terminal had answered "dark";
        // ThemeContrastTests covers every theme.
        if options.theme == .auto { model.background = .dark }
        return model
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

/// A canvas as a reviewed text file: its text lines, then the same grid with one letter per style, then the key to
/// the letters, so a snapshot catches a colour or attribute regression as well as a changed character.
///
///     <text lines>
///     -- styles --
///     <one letter per column; a space where the cell looks like a plain space in any style>
///     -- key --
///     a fg=default bg=default
///     b fg=196 bg=default bold
enum SnapshotFile {
    static let stylesHeader = "-- styles --"
    static let keyHeader = "-- key --"
    private static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    static func text(of canvas: Canvas) -> String {
        var key: [Style] = []
        var styleLines: [String] = []
        for y in 0..<canvas.size.height {
            var line = ""
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                // A continuation carries its lead's letter, so the grid keeps one letter per column.
                let owner = cell.isContinuation && x > 0 ? canvas[x - 1, y] : cell
                if owner.isPlainSpace {
                    line.append(" ")
                    continue
                }
                let index = key.firstIndex(of: owner.style) ?? {
                    key.append(owner.style)
                    return key.count - 1
                }()
                line.append(index < letters.count ? letters[index] : "?")
            }
            styleLines.append(trimmed(line))
        }
        let keyLines = key.prefix(letters.count).enumerated().map { "\(letters[$0.offset]) \(describe($0.element))" }
        return (canvas.trimmedLines + [stylesHeader] + styleLines + [keyHeader] + keyLines).joined(separator: "\n") + "\n"
    }

    static func describe(_ style: Style) -> String {
        func name(_ color: Color) -> String {
            switch color {
            case .default: return "default"
            case .indexed(let i): return "\(i)"
            }
        }
        let attributes: [(Attributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"),
                                                  (.underline, "underline"), (.italic, "italic")]
        let names = attributes.filter { style.attributes.contains($0.0) }.map(\.1)
        return (["fg=\(name(style.fg))", "bg=\(name(style.bg))"] + names).joined(separator: " ")
    }

    private static func trimmed(_ line: String) -> String {
        var l = Substring(line)
        while l.last == " " { l.removeLast() }
        return String(l)
    }
}

/// Compares a canvas, text and styles, to a reviewed text file in `__Snapshots__/` next to this file (see `SnapshotFile`).
/// With `SNAPSHOT_RECORD=1` in the environment it writes the file instead and fails, so recording is never silent.
func assertSnapshot(_ canvas: Canvas, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let dir = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let url = dir.appendingPathComponent(name + ".txt")
    let actual = SnapshotFile.text(of: canvas)
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
    guard actual != expected else { return }
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let first = want.indices.first { $0 >= got.count || want[$0] != got[$0] } ?? want.count
    let shown = got.enumerated().map { "\($0.offset < 10 ? " " : "")\($0.offset)|\($0.element)" }.joined(separator: "\n")
    XCTFail("snapshot \(name) differs first at line \(first) (expected \"\(first < want.count ? want[first] : "")\"); actual:\n\(shown)",
            file: file, line: line)
}

extension AppModel {
    /// This model three seconds on, with a notice of every severity (each with a button) and three more queued
    /// behind them: the notices a screen-wide check (contrast, font coverage) should see.
    func showingEveryNotice() -> AppModel {
        var m = self
        for severity in NotificationSeverity.allCases {
            m.notifications.show("A \(severity) notice", severity: severity,
                                 actions: [NotificationAction(id: "ok", label: "OK")], at: m.now.uptime)
        }
        for i in 0..<3 { m.notifications.show("queued \(i)", at: m.now.uptime) }
        m.now = m.now.advanced(by: 3)
        m.notifications.tick(at: m.now.uptime)
        return m
    }
}
