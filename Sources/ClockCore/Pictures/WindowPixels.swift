/// The window as TIOCGWINSZ tells it: cells, and pixels where the terminal fills them in.
///
/// Terminals disagree on what the pixels are. Most give the cells' area exactly (a multiple of the cell). xterm gives
/// its whole window: the cells, its inner border (2 pixels a side by default) and, after a window manager's resize,
/// what was left past the last whole column and row, up to a cell less a pixel. Divided, 20 rows of 22 pixels in
/// a 462-pixel window read as 23, and covers drawn at that overflow their tiles. xterm answers `CSI 16 t` only with
/// `allowWindowOps`, so this division is what it gets by default.
public struct WindowPixels: Sendable, Equatable {
    public var columns: Int
    public var rows: Int
    public var width: Int
    public var height: Int

    public init(columns: Int, rows: Int, width: Int, height: Int) {
        self.columns = columns
        self.rows = rows
        self.width = width
        self.height = height
    }

    /// The cell over the window, or nil when the terminal leaves the pixels zero. A window that is not a whole number
    /// of cells has pixels beyond them: when the cell in use (`keeping`) still fits it both ways with less than one
    /// more cell and a border to spare, it is a resize with the same font, and that cell stays. A font change moves
    /// the window by a pixel a cell, which no border hides across a window's columns and rows alike.
    public func cell(keeping current: PixelSize? = nil) -> PixelSize? {
        guard columns > 0, rows > 0, width >= columns, height >= rows else { return nil }
        let divided = PixelSize(width: width / columns, height: height / rows)
        guard width % columns != 0 || height % rows != 0, let current else { return divided }
        return fits(current.width, cells: columns, pixels: width) && fits(current.height, cells: rows, pixels: height)
            ? current : divided
    }

    /// The spare pixels beyond the cells: what a resize leaves (under a cell) and a border (under a cell too, xterm's
    /// being 4 pixels in all by default).
    private func fits(_ cell: Int, cells: Int, pixels: Int) -> Bool {
        let spare = pixels - cell * cells
        return cell > 0 && spare >= 0 && spare < 2 * cell
    }
}
