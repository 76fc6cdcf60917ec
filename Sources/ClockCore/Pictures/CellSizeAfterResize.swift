/// Where the pixel size of a cell comes from after the window changed size (a font change resizes it too).
///
/// The terminal's own answer to `CSI 16 t` is the cell it draws with. TIOCGWINSZ's pixel fields are the whole
/// window over the cells: xterm counts its border and whatever a window manager's resize left beyond the last
/// whole row, so 40 rows of 20 pixels in an 840-pixel window read as 21-pixel cells and covers overflow their tiles.
/// A terminal that answered once is asked again and its answer waited for, never blocked on: covers keep the last
/// size until it comes. A terminal that never answered is measured, as before.
public enum CellSizeStep: Sendable, Equatable {
    /// The cell is the same: nothing to do.
    case keep
    /// Use this measured cell (`Msg.graphicsFound` with it).
    case use(PixelSize)
    /// Send `CSI 16 t`; its answer, a reply like any other, sets the cell.
    case ask
}

extension AppModel {
    /// What to do about the cell size after a resize, given TIOCGWINSZ's cell (`measured`, nil when the terminal
    /// leaves the pixel fields zero).
    public func cellSizeAfterResize(measured: PixelSize?) -> CellSizeStep {
        let showsPictures = graphics.imageProtocol != .symbols
        if showsPictures, terminalAnsweredCellSize { return .ask }
        if let measured { return measured == graphics.cellPixels ? .keep : .use(measured) }
        return showsPictures ? .ask : .keep
    }
}
