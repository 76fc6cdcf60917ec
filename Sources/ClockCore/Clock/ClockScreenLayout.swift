/// Where things go on the clock screen for a given terminal size: the face as large as fits,
/// centred, with the side panel (digital time, date, alarm) beside it on wide screens and below it on tall ones.
/// Both the views and the mouse hit tests use this one layout, so what is drawn is what is clicked.
public struct ClockScreenLayout: Sendable, Equatable {
    /// The analog face, or nil when the terminal is too small for one.
    public var face: ClockFace?
    /// The panel with the digital time, date and the alarm controls.
    public var panel: Rect
    /// Whether even the digital time does not fit.
    public var tooSmall: Bool
    /// The now-playing line along the bottom while music is loaded (issue 21); nil when nothing is, or on a screen
    /// so small that the face would lose its row to it (the line gives way first).
    public var nowPlaying: Rect?

    /// Width the side panel's lines need: `next: Thu 12:38 PM — in 23 h 59 min`, the date, the drums, the hint.
    public static let sidePanelWidth = 36
    /// The widest the side panel grows, from room the face cannot use, for long labels in the list.
    public static let widestSidePanel = 60
    /// Columns kept free between the side panel and the right edge of the screen.
    public static let rightMargin = 2
    /// The narrowest side panel: the time "10:08:30 AM", a short date and the alarm line, for a face on a small
    /// terminal (40x12) where neither the full side panel nor the one below leaves room for one.
    public static let narrowPanelWidth = 16
    /// Rows the panel needs below the face.
    public static let bottomPanelHeight = 9
    /// Fewer rows than this and the face is not drawn (it would be an unreadable blob).
    public static let minimumFaceRows = 7
    /// A terminal cell is about twice as tall as it is wide.
    public static let cellAspect = 2.0

    /// Whether the panel stands beside the face at its full width (its lines start at its left edge, not centred).
    public var panelBeside: Bool = false

    public init(face: ClockFace?, panel: Rect, tooSmall: Bool) {
        self.face = face
        self.panel = panel
        self.tooSmall = tooSmall
    }

    /// The layout with the now-playing line when `nowPlaying`: the rest is laid out one row shorter, unless that
    /// would cost the face (or the screen is under `minimumNowPlayingRows`).
    public init(size: Size, glyphs: FaceGlyphs, panelWants: Int = sidePanelWidth, clockOnly: Bool = false,
                nowPlaying: Bool) {
        self.init(size: size, glyphs: glyphs, panelWants: panelWants, clockOnly: clockOnly)
        guard nowPlaying, size.height >= Self.minimumNowPlayingRows else { return }
        let shorter = ClockScreenLayout(size: Size(width: size.width, height: size.height - 1), glyphs: glyphs,
                                        panelWants: panelWants, clockOnly: clockOnly)
        guard shorter.face != nil || face == nil, !shorter.tooSmall else { return }
        self = shorter
        self.nowPlaying = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    }

    /// Fewer rows than this and the now-playing line is not shown: the clock needs them all.
    public static let minimumNowPlayingRows = 12

    public init(size: Size, ascii: Bool) {
        self.init(size: size, glyphs: ascii ? .ascii : .braille)
    }

    /// - Parameters:
    ///   - panelWants: columns the side panel's lines want (long labels); it gets them only from room the face
    ///     cannot use, never below `sidePanelWidth`.
    ///   - clockOnly: the face alone, as large as the screen allows (no panel, no hints), when one fits.
    public init(size: Size, glyphs: FaceGlyphs, panelWants: Int = sidePanelWidth, clockOnly: Bool = false) {
        let full = Rect(x: 0, y: 0, width: size.width, height: size.height)
        tooSmall = size.width < 5 || size.height < 1
        // Face diameter in rows; its width in cells is twice that.
        func rowsThatFit(width: Int, height: Int) -> Int { max(0, min(height - 2, (width - 2) / 2)) }
        let sideRoom = Self.sidePanelWidth + Self.rightMargin
        let besideRows = rowsThatFit(width: size.width - sideRoom, height: size.height)
        let belowRows = rowsThatFit(width: size.width, height: size.height - Self.bottomPanelHeight)
        let narrowRows = rowsThatFit(width: size.width - Self.narrowPanelWidth, height: size.height)
        let faceArea: Rect
        if clockOnly, rowsThatFit(width: size.width, height: size.height) >= Self.minimumFaceRows {
            faceArea = full
            panel = Rect(x: 0, y: 0, width: 0, height: 0)
        } else if besideRows >= belowRows, besideRows >= Self.minimumFaceRows {
            // The panel gets the room its lines need first; the face takes what is left, and the two stand
            // together in the middle of the screen rather than with the spare columns between them.
            let cols = besideRows * 2
            let spare = size.width - sideRoom - 2 - cols
            let extra = min(spare, max(0, min(panelWants, Self.widestSidePanel) - Self.sidePanelWidth))
            let left = (spare - extra) / 2
            faceArea = Rect(x: left, y: 0, width: cols + 2, height: size.height)
            panel = Rect(x: faceArea.maxX, y: 0, width: Self.sidePanelWidth + extra, height: size.height)
            panelBeside = true
        } else if belowRows < Self.minimumFaceRows, narrowRows >= Self.minimumFaceRows {
            let panelWidth = max(Self.narrowPanelWidth, size.width - 2 - 2 * narrowRows)
            faceArea = Rect(x: 0, y: 0, width: size.width - panelWidth, height: size.height)
            panel = Rect(x: faceArea.maxX, y: 0, width: panelWidth, height: size.height)
        } else if belowRows >= Self.minimumFaceRows {
            faceArea = Rect(x: 0, y: 0, width: size.width, height: size.height - Self.bottomPanelHeight)
            panel = Rect(x: 0, y: faceArea.maxY, width: size.width, height: Self.bottomPanelHeight)
        } else {
            face = nil
            panel = full
            return
        }
        let rows = rowsThatFit(width: faceArea.width, height: faceArea.height)
        let cols = rows * 2
        let origin = Point(x: faceArea.x + (faceArea.width - cols) / 2, y: faceArea.y + (faceArea.height - rows) / 2)
        let dots = glyphs.dotsPerCell
        let dotAspect = Self.cellAspect * Double(dots.x) / Double(dots.y)
        // Centre the face on the middle of a cell, not on the line between two: the 3 and 9 o'clock strokes and
        // horizontal hands then land on one row (in ASCII they would otherwise miss both), and a press on the cell
        // at 3 o'clock points exactly at 3, not half a row above or below it.
        let centerX = Double(cols / 2 * dots.x) + Double(dots.x) / 2
        let centerY = Double((rows - 1) / 2 * dots.y) + Double(dots.y) / 2
        // The largest circle that fits both ways, in horizontal dot units, a little inside the edge.
        let radius = min(centerX, centerY * dotAspect) - (glyphs == .braille ? 1 : 0.5)
        face = ClockFace(origin: origin, cells: Size(width: cols, height: rows), dotsPerCell: dots, dotAspect: dotAspect,
                         centerX: centerX, centerY: centerY, radius: radius)
    }
}
