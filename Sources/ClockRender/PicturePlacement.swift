import ClockCore

/// A real picture laid over a rectangle of cells whose symbols show the same cover: the terminal layer draws it there
/// on top of what curses wrote. The symbols stay in the cells, so a terminal that drops the picture still shows
/// the cover, and the cells never change while the picture stands.
public struct PicturePlacement: Sendable, Equatable {
    /// Where on the screen, in cells; always wholly on the canvas.
    public var rect: Rect
    /// Which cover, in which format: two placements with the same key show the same picture.
    public var key: CoverKey
    public var picture: EncodedPicture
    /// False while the wall moves and the protocol cannot follow it (sixel, iTerm2): the symbols show meanwhile.
    public var showNow: Bool
    /// The cells under the picture as drawn with it, row by row: the placement stands only while they are unchanged.
    var cells: [Cell]

    init(rect: Rect, key: CoverKey, picture: EncodedPicture, showNow: Bool, cells: [Cell]) {
        self.rect = rect
        self.key = key
        self.picture = picture
        self.showNow = showNow
        self.cells = cells
    }
}

extension Canvas {
    /// The pictures standing on this canvas, in the order they were placed: each recorded placement whose cells no
    /// later drawing has changed. So whatever is drawn over a cover afterwards — the player panel, a notification,
    /// the help, the search line — takes its picture away with no view having to know about pictures.
    public var pictures: [PicturePlacement] {
        placements.filter { cells(in: $0.rect) == $0.cells }
    }

    /// Lays `picture` over `rect`, which must already show its symbols. A rect not wholly on the canvas gets no
    /// picture: a cut-off picture would need cropping the protocols do differently, and its symbols suffice.
    public mutating func place(_ picture: EncodedPicture, key: CoverKey, in rect: Rect, showNow: Bool) {
        guard !rect.isEmpty, rect.intersection(bounds) == rect else { return }
        placements.append(PicturePlacement(rect: rect, key: key, picture: picture, showNow: showNow,
                                           cells: cells(in: rect)))
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

    /// The placements of `other` drawn at (x, y) that land wholly on this canvas.
    mutating func takePlacements(of other: Canvas, x: Int, y: Int) {
        for var placement in other.placements {
            placement.rect.x += x
            placement.rect.y += y
            if placement.rect.intersection(bounds) == placement.rect { placements.append(placement) }
        }
    }
}
