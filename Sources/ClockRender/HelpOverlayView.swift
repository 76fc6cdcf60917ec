import ClockCore

/// The `?` overlay: every key, grouped by where it works.
public struct HelpOverlayView {
    public var ascii: Bool

    public init(ascii: Bool) { self.ascii = ascii }

    static let sections: [(String, [(String, String)])] = [
        ("Anywhere", [("Tab", "next screen"), ("?", "this help"), ("q", "quit"), ("Ctrl-Z / Ctrl-L", "suspend / redraw")]),
        ("Clock", [("a", "selected alarm on/off"), ("[ ]  click list", "select previous / next alarm"),
                   ("n / d / u", "new / delete / undo delete alarm"), ("D / L", "repeat days / label (Enter keeps)"),
                   ("← →", "alarm −/+ 1 minute"), ("↓ ↑", "alarm −/+ 1 hour"),
                   ("p", "alarm AM/PM"), ("s / Enter", "snooze / dismiss when ringing"),
                   ("Shift-Tab", "focus hour, minute, snooze"), ("Esc", "back to the dial"),
                   ("drag hand", "set the alarm with the mouse"), ("hold on face", "alarm on, hand to pointer")]),
        ("Album wall", [("arrows hjkl", "move the focus"), ("PgUp PgDn", "a screenful"), ("+ -", "tile size"),
                        ("Enter", "open the album"), ("o", "order: artist, album, year, added"),
                        ("/", "search title or artist")]),
        ("Search", [("type, Backspace", "narrow the wall, edit"), ("Enter / Esc", "open the match / whole wall")]),
        ("Player", [("Space", "play / pause"), ("n / b", "next / previous track"),
                    ("w", "wake to this album (the selected alarm)"), ("Esc", "close")]),
    ]

    public func render(into canvas: inout Canvas) {
        var lines: [(String, Style)] = []
        for (title, keys) in Self.sections {
            if !lines.isEmpty { lines.append(("", Theme.label)) }
            lines.append((title, Theme.accent))
            for (key, what) in keys {
                let k = ascii ? key.replacing("←", with: "Left").replacing("→", with: "Right")
                    .replacing("↓", with: "Down").replacing("↑", with: "Up")
                    .replacing("−", with: "-") : key
                let w = ascii ? what.replacing("−", with: "-") : what
                let column = String(k.prefix(16)) + String(repeating: " ", count: max(0, 16 - k.count))
                lines.append(("  " + column + w, Theme.label))
            }
        }
        lines.append(("", Theme.label))
        lines.append(("any key closes this help", Theme.dimText))
        let width = min(canvas.size.width, (lines.map { CharacterWidth.of($0.0) }.max() ?? 0) + 4)
        let height = min(canvas.size.height, lines.count + 2)
        let box = Rect(x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2, width: width, height: height)
        BoxDrawing.forMode(ascii: ascii).draw(box, on: &canvas, style: Theme.focusFrame, fillInside: true)
        canvas.writeCentered(" Keys ", x: box.x, width: box.width, y: box.y, style: Theme.accent)
        for (i, line) in lines.enumerated() where i < height - 2 {
            canvas.write(line.0, x: box.x + 2, y: box.y + 1 + i, style: line.1, maxWidth: width - 4)
        }
    }
}

import FoundationEssentials
