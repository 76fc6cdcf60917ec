import ClockCore

/// Draws the notification stack over whatever is already on the canvas: rounded boxes (or `+-|` in ASCII mode)
/// with a severity glyph, the message, action buttons, and a "+N more" line under a full stack.
/// Boxes sliding across a screen edge are clipped by the canvas.
public enum NotificationView {
    public static func render(_ stack: NotificationStack, on canvas: inout Canvas, at uptime: Double, ascii: Bool) {
        let layout = stack.layout(screen: canvas.size, at: uptime)
        for placed in layout.notifications {
            drawBox(placed, on: &canvas, ascii: ascii)
        }
        for marker in layout.moreMarkers {
            canvas.write(marker.text, x: marker.origin.x, y: marker.origin.y, style: Style(fg: .grey(14), attributes: .dim))
        }
    }

    static func colour(of severity: NotificationSeverity) -> Color {
        switch severity {
        case .info: return .indexed(39)
        case .success: return .indexed(41)
        case .warning: return .indexed(214)
        case .error: return .indexed(196)
        }
    }

    private static func drawBox(_ placed: PlacedNotification, on canvas: inout Canvas, ascii: Bool) {
        let f = placed.frame
        guard f.width >= 2, f.height >= 2 else { return }
        let accent = colour(of: placed.notification.severity)
        BoxDrawing.forMode(ascii: ascii).draw(f, on: &canvas, style: Style(fg: accent), fillInside: true)

        let severity = placed.notification.severity
        canvas.write(ascii ? severity.asciiGlyph : severity.glyph, x: f.x + placed.box.textX - 2, y: f.y + 1,
                     style: Style(fg: accent, attributes: .bold))
        for (i, line) in placed.box.lines.enumerated() {
            canvas.write(ascii ? asciiFold(line) : line, x: f.x + placed.box.textX, y: f.y + 1 + i,
                         maxWidth: f.width - placed.box.textX - 2)
        }
        for button in placed.buttons {
            canvas.write(ascii ? asciiFold(button.text) : button.text, x: button.frame.x, y: button.frame.y,
                         style: Style(fg: accent, attributes: .bold))
        }
    }

    /// The message in ASCII: common typographic marks become their plain forms, anything else a `?` per column.
    static func asciiFold(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            case "—", "–", "−": out += "-"
            case "…": out += "."
            case "‘", "’": out += "'"
            case "“", "”": out += "\""
            default: out += String(repeating: "?", count: CharacterWidth.of(scalar))
            }
        }
        return out
    }
}
