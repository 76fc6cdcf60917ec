/// Which picture is laid over a cover cut by the screen's edge. kitty shows any part of the picture it holds, so
/// the whole cover's picture is placed and the screen shows its visible part. sixel and iTerm2 draw a picture whole
/// into the cells, so such a cover is encoded cropped to its visible part; and a sixel or iTerm2 picture reaching
/// the screen's last row scrolls the terminal (the cursor moves below it; seen in xterm -ti vt340), so their
/// pictures end one row above it and that row keeps its symbols.
extension CoverKey {
    /// The key of the picture over this cover drawn at `rect` on a `screen` of that size, and the screen cells it
    /// fills (for kitty the whole `rect`, which the canvas cuts to the screen); nil when no part of it can show.
    public func picture(at rect: Rect, screen: Size) -> (key: CoverKey, rect: Rect)? {
        guard let format, crop == nil else { return nil }
        let area = Rect(x: 0, y: 0, width: screen.width,
                        height: format.imageProtocol == .kitty ? screen.height : screen.height - 1)
        let visible = rect.intersection(area)
        guard !visible.isEmpty else { return nil }
        if visible == rect || format.imageProtocol == .kitty { return (self, rect) }
        var cropped = self
        cropped.crop = Rect(x: visible.x - rect.x, y: visible.y - rect.y, width: visible.width, height: visible.height)
        return (cropped, visible)
    }
}
