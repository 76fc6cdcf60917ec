import ClockCore
import ClockRender

/// A cover source whose tiles are all rendered already: each album's tile is made once, on first request,
/// and handed out from a dictionary after that, as the real cache does once every cover on screen is in it.
/// The cells vary in colour and character like a chafa picture, so copying them costs what a real cover costs.
final class ReadyCovers: CoverTileSource {
    private struct Key: Hashable {
        let albumID: String
        let size: Size
    }

    private var tiles: [Key: Canvas] = [:]

    func tile(for album: Album, size: Size) -> Canvas? {
        let key = Key(albumID: album.id, size: size)
        if let ready = tiles[key] { return ready }
        let made = Self.picture(seed: album.id.utf8.reduce(0) { $0 &* 31 &+ Int($1) }, size: size)
        tiles[key] = made
        return made
    }

    /// Half blocks in 256-colour cube colours that change from cell to cell.
    private static func picture(seed: Int, size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        let blocks: [Unicode.Scalar] = ["▀", "▄", "█", "▌", "▐"]
        for y in 0..<size.height {
            for x in 0..<size.width {
                let n = (seed &+ x &* 7 &+ y &* 13) & 0xffff
                let fg = Color.cube(n % 6, (n / 6) % 6, (n / 36) % 6)
                let bg = Color.cube((n / 3) % 6, (n / 5) % 6, (n / 7) % 6)
                canvas.fill(Rect(x: x, y: y, width: 1, height: 1),
                            with: Cell(blocks[n % blocks.count], style: Style(fg: fg, bg: bg)))
            }
        }
        return canvas
    }
}
