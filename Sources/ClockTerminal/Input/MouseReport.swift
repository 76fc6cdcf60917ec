import ClockCore

/// Decodes the button code of an xterm mouse report (SGR 1006, urxvt 1015 and legacy X10 share its bit layout).
///
/// Bits 0–1: 0 left, 1 middle, 2 right, 3 none/released; +4 shift, +8 alt (meta), +16 ctrl, +32 motion,
/// +64 wheel (then bits 0–1 pick up/down/left/right), +128 the extra buttons 8–11, which we do not use.
enum MouseReport {
    private static let buttons: [MouseButton] = [.left, .middle, .right, .none]
    private static let wheel: [MouseAction] = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight]

    /// An SGR report `ESC [ < code ; column ; row M|m`; `m` marks a release. Columns and rows are 1-based.
    static func sgr(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent? {
        guard code & 128 == 0 else { return nil }
        let position = point(column: column, row: row)
        let modifiers = self.modifiers(code)
        let low = code & 3
        if code & 64 != 0 {
            return isRelease ? nil : MouseEvent(wheel[low], .none, at: position, modifiers: modifiers)
        }
        let button = buttons[low]
        if code & 32 != 0 {
            return MouseEvent(button == .none ? .move : .drag, button, at: position, modifiers: modifiers)
        }
        if isRelease { return MouseEvent(.release, button, at: position, modifiers: modifiers) }
        return button == .none ? nil : MouseEvent(.press, button, at: position, modifiers: modifiers)
    }

    /// An X10 or urxvt report, where a release says only "button 3": the caller passes the button it saw pressed.
    static func legacy(code: Int, column: Int, row: Int, heldButton: MouseButton) -> MouseEvent? {
        guard code >= 0, code & 128 == 0 else { return nil }
        let isRelease = code & (3 | 32 | 64) == 3
        if isRelease {
            return MouseEvent(.release, heldButton, at: point(column: column, row: row), modifiers: modifiers(code))
        }
        return sgr(code: code, column: column, row: row, isRelease: false)
    }

    private static func point(column: Int, row: Int) -> Point {
        Point(x: max(column - 1, 0), y: max(row - 1, 0))
    }

    private static func modifiers(_ code: Int) -> Modifiers {
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.ctrl) }
        return modifiers
    }
}
