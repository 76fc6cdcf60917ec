import ClockCore

/// Draws an album's cover where the wall or the panel shows it: the rendered picture when the model holds it,
/// otherwise the album's placeholder, which is also what an album without a readable cover keeps. Where the model
/// also holds the cover encoded as a real picture, the picture is placed over its symbols. Reading only: what is
/// missing was asked for by `update`.
public struct CoverView {
    public var ascii: Bool
    public var theme: Theme

    public init(ascii: Bool = false, theme: Theme = .dark) {
        self.ascii = ascii
        self.theme = theme
    }

    public func draw(_ album: Album, in rect: Rect, covers: CoverCache, pictures: CoverPictures = .symbols,
                     on canvas: inout Canvas) {
        let key = CoverKey(album, size: Size(width: rect.width, height: rect.height), format: pictures.format)
        if let picture = covers.picture(for: key) {
            CoverView.draw(picture, x: rect.x, y: rect.y, on: &canvas)
            // A cover cut by the canvas's edge shows the visible part of its picture (`CoverKey.picture(at:screen:)`).
            if let shown = key.picture(at: rect, screen: canvas.size), let encoded = covers.encodedPicture(for: shown.key) {
                canvas.place(encoded, key: shown.key, in: shown.rect, showNow: pictures.showNow)
            }
        } else {
            PlaceholderCover(ascii: ascii, theme: theme).draw(album, in: rect, on: &canvas)
        }
    }

    /// The picture's symbols as cells, their palette indices as colours; clipped to the canvas.
    static func draw(_ picture: SymbolMosaic, x: Int, y: Int, on canvas: inout Canvas) {
        for row in 0..<picture.size.height {
            for col in 0..<picture.size.width {
                let tile = picture[col, row]
                let style = Style(fg: tile.foreground.map(Color.indexed) ?? .default,
                                  bg: tile.background.map(Color.indexed) ?? .default)
                canvas[x + col, y + row] = Cell(tile.symbol, style: style)
            }
        }
    }
}
