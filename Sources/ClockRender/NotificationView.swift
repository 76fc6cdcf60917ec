import ClockCore

/// Draws the notification stack over whatever is already on the canvas: rounded boxes (or `+-|` in ASCII mode)
/// with a severity glyph, the message, action buttons, and a "+N more" line under a full stack.
/// Boxes sliding across a screen edge are clipped by the canvas.
public enum NotificationView {
    public static func render(_ stack: NotificationStack, on canvas: inout Canvas, at uptime: Uptime, ascii: Bool,
                              theme: Theme = .dark) {
        let layout = stack.layout(screen: canvas.size, at: uptime)
        for placed in layout.notifications {
            drawBox(placed, on: &canvas, ascii: ascii, theme: theme)
        }
        for marker in layout.moreMarkers {
            canvas.write(marker.text, x: marker.origin.x, y: marker.origin.y, style: theme[.noticeMore])
        }
    }

    /// The theme's roles for a severity: the box, and the glyph and buttons that must be read.
    static func roles(of severity: NotificationSeverity) -> (frame: ThemeRole, action: ThemeRole) {
        switch severity {
        case .info: return (.noticeInfo, .noticeInfoAction)
        case .success: return (.noticeSuccess, .noticeSuccessAction)
        case .warning: return (.noticeWarning, .noticeWarningAction)
        case .error: return (.noticeError, .noticeErrorAction)
        }
    }

    private static func drawBox(_ placed: PlacedNotification, on canvas: inout Canvas, ascii: Bool, theme: Theme) {
        let f = placed.frame
        guard f.width >= 2, f.height >= 2 else { return }
        let roles = roles(of: placed.notification.severity)
        BoxDrawing.forMode(ascii: ascii).draw(f, on: &canvas, style: theme[roles.frame], fillInside: true)

        let severity = placed.notification.severity
        canvas.write(ascii ? severity.asciiGlyph : severity.glyph, x: f.x + placed.box.textX - 2, y: f.y + 1,
                     style: theme[roles.action])
        for (i, line) in placed.box.lines.enumerated() {
            let width = f.width - placed.box.textX - 2
            canvas.write(Ellipsis.fit(line, width: width, ascii: ascii), x: f.x + placed.box.textX, y: f.y + 1 + i,
                         style: theme[.noticeText], maxWidth: width)
        }
        for button in placed.buttons {
            canvas.write(ascii ? TextFold.ascii(button.text) : button.text, x: button.frame.x, y: button.frame.y,
                         style: theme[roles.action])
        }
    }
}
