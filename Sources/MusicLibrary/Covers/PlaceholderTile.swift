import ClockCore
import ClockRender

/// The tile of an album without a cover: a colour of its own (from a hash of the album id, so it stays the same
/// from run to run) with the album title and artist written on it. Pure Swift; no picture library involved.
public enum PlaceholderTile {
    /// Renders the placeholder for `album` into a canvas of `size` cells.
    public static func render(album: Album, size: Size, mode: TileMode) -> Canvas {
        let hash = stableHash(album.id)
        let background = backgroundColor(hash: hash, colors: mode.colors)
        let textStyle = Style(fg: textColor(on: background, colors: mode.colors), bg: background, attributes: [.bold])
        let dimStyle = Style(fg: textStyle.fg, bg: background)
        var canvas = Canvas(size: size, fill: Cell(" ", style: Style(bg: background)))
        guard size.width > 0, size.height > 0 else { return canvas }

        if mode.colors == .monochrome { drawFrame(&canvas, ascii: mode.asciiOnly) }
        let inset = mode.colors == .monochrome ? 1 : 0
        let textWidth = max(1, size.width - 2 - 2 * inset)
        var lines = wrap(album.title, width: textWidth).map { ($0, textStyle) }
        if size.height - 2 * inset >= lines.count + 2 {
            lines.append(("", dimStyle))
            lines += wrap(album.artist, width: textWidth).prefix(1).map { ($0, dimStyle) }
        }
        let available = max(0, size.height - 2 * inset)
        let shown = Array(lines.prefix(available))
        var y = inset + (available - shown.count) / 2
        for (text, style) in shown {
            canvas.writeCentered(text, x: 1 + inset, width: textWidth, y: y, style: style)
            y += 1
        }
        return canvas
    }

    /// FNV-1a over the UTF-8 bytes: Swift's `Hasher` is seeded per process, which would change the colours each run.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func backgroundColor(hash: UInt64, colors: TileMode.Colors) -> Color {
        switch colors {
        case .colors256:
            // Mid-range cube colours (components 1...4): never black, never glaring.
            let r = Int(hash % 4) + 1, g = Int((hash / 4) % 4) + 1, b = Int((hash / 16) % 4) + 1
            return .cube(r, g, b)
        case .colors16, .colors8:
            return .indexed(UInt8(1 + hash % 6))  // red … cyan: neither black nor white
        case .monochrome:
            return .default
        }
    }

    private static func textColor(on background: Color, colors: TileMode.Colors) -> Color {
        guard case .indexed(let index) = background, colors != .monochrome else { return .default }
        if index < 16 { return .black }
        let cube = Int(index) - 16
        let r = cube / 36, g = (cube / 6) % 6, b = cube % 6
        // Perceived brightness (ITU-R BT.601 weights) decides between dark and light text.
        return 299 * r + 587 * g + 114 * b > 2_500 ? .black : .white
    }

    private static func drawFrame(_ canvas: inout Canvas, ascii: Bool) {
        let w = canvas.size.width, h = canvas.size.height
        guard w >= 2, h >= 2 else { return }
        let (horizontal, vertical, corner): (Unicode.Scalar, Unicode.Scalar, [Unicode.Scalar]) =
            ascii ? ("-", "|", ["+", "+", "+", "+"]) : ("─", "│", ["┌", "┐", "└", "┘"])
        for x in 1..<(w - 1) {
            canvas[x, 0] = Cell(horizontal)
            canvas[x, h - 1] = Cell(horizontal)
        }
        for y in 1..<(h - 1) {
            canvas[0, y] = Cell(vertical)
            canvas[w - 1, y] = Cell(vertical)
        }
        canvas[0, 0] = Cell(corner[0])
        canvas[w - 1, 0] = Cell(corner[1])
        canvas[0, h - 1] = Cell(corner[2])
        canvas[w - 1, h - 1] = Cell(corner[3])
    }

    /// Greedy word wrap by display width; words longer than a line are cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            var word = String(word)
            while CharacterWidth.of(word) > width {
                var head = ""
                for ch in word {
                    if CharacterWidth.of(head + String(ch)) > width { break }
                    head.append(ch)
                }
                if head.isEmpty { break }
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(head)
                word = String(word.dropFirst(head.count))
            }
            if current.isEmpty { current = word }
            else if CharacterWidth.of(current + " " + word) <= width { current += " " + word }
            else { lines.append(current); current = word }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
