import ClockCore

/// A real picture laid over a rectangle of cells whose symbols show the same cover: the terminal layer draws it there
/// on top of what curses wrote. The symbols stay in the cells, so a terminal that drops the picture still shows
/// the cover, and the cells never change while the picture stands.
public struct PicturePlacement: Sendable, Equatable {
    /// Where on the screen, in cells; always wholly on the canvas.
    public var rect: Rect
    /// Which part of the picture shows in `rect`, in the picture's own cells (same size as `rect`): the whole
    /// picture, or the visible part of a cover cut by the screen's edge. Only kitty can show a part of a picture;
    /// sixel and iTerm2 covers cut by the edge are encoded cropped and placed whole.
    public var source: Rect
    /// Which cover, in which format: two placements with the same key show the same picture.
    public var key: CoverKey
    public var picture: EncodedPicture
    /// False while the wall moves and the protocol cannot follow it (sixel, iTerm2): the symbols show meanwhile.
    public var showNow: Bool
    /// The cells under the picture as drawn with it, row by row: the placement stands only while they are unchanged.
    var cells: [Cell]

    init(rect: Rect, source: Rect, key: CoverKey, picture: EncodedPicture, showNow: Bool, cells: [Cell]) {
        self.rect = rect
        self.source = source
        self.key = key
        self.picture = picture
        self.showNow = showNow
        self.cells = cells
    }

    /// Whether the whole picture shows, not a part of it.
    public var isWhole: Bool {
        source == Rect(x: 0, y: 0, width: picture.cells.width, height: picture.cells.height)
    }

    /// This placement as seen through `bounds`: its rect, source and cells cut to what lies inside, or nil when
    /// nothing does.
    func clipped(to bounds: Rect) -> PicturePlacement? {
        let visible = rect.intersection(bounds)
        guard !visible.isEmpty else { return nil }
        guard visible != rect else { return self }
        var cut = self
        cut.rect = visible
        cut.source = Rect(x: source.x + visible.x - rect.x, y: source.y + visible.y - rect.y,
                          width: visible.width, height: visible.height)
        cut.cells = []
        cut.cells.reserveCapacity(visible.width * visible.height)
        for y in visible.y..<visible.maxY {
            let start = (y - rect.y) * rect.width + visible.x - rect.x
            cut.cells += cells[start..<start + visible.width]
        }
        return cut
    }
}

extension Canvas {
    /// The pictures standing on this canvas, in the order they were placed: each recorded placement whose cells no
    /// later drawing has changed. So whatever is drawn over a cover afterwards — the player panel, a notification,
    /// the help, the search line — takes its picture away with no view having to know about pictures.
    public var pictures: [PicturePlacement] {
        placements.filter { cells(in: $0.rect) == $0.cells }
    }

    /// Lays `picture` over `rect`, which must already show its symbols (as much of it as is on the canvas). A rect
    /// cut by the canvas's edge places the part of the picture on the canvas.
    public mutating func place(_ picture: EncodedPicture, key: CoverKey, in rect: Rect, showNow: Bool) {
        let visible = rect.intersection(bounds)
        guard !visible.isEmpty else { return }
        let source = Rect(x: visible.x - rect.x, y: visible.y - rect.y, width: visible.width, height: visible.height)
        placements.append(PicturePlacement(rect: visible, source: source, key: key, picture: picture,
                                           showNow: showNow, cells: cells(in: visible)))
    }

    /// The cells of `rect` (inside the canvas), row by row.
    func cells(in rect: Rect) -> [Cell] {
        var found: [Cell] = []
        found.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<rect.maxY {
            let start = y * size.width + rect.x
            found += cells[start..<start + rect.width]
        }
        return found
    }

    /// The placements of `other` drawn at (x, y), cut to the part of each that lands on this canvas.
    mutating func takePlacements(of other: Canvas, x: Int, y: Int) {
        for var placement in other.placements {
            placement.rect.x += x
            placement.rect.y += y
            if let visible = placement.clipped(to: bounds) { placements.append(visible) }
        }
    }
}
