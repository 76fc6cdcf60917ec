import ClockCore

/// An in-memory screen: a grid of cells that views draw into and tests read back as text lines.
/// The terminal backend copies it to the screen; drawing outside the bounds is clipped silently.
public struct Canvas: Sendable, Equatable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, fill: Cell = .blank) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        self.cells = Array(repeating: fill, count: size.width * size.height)
    }

    public init(width: Int, height: Int) { self.init(size: Size(width: width, height: height)) }

    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    @inline(__always)
    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < size.width && y < size.height }

    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * size.width + x] : .blank }
        set { if contains(x: x, y: y) { cells[y * size.width + x] = newValue } }
    }

    /// Resets every cell.
    public mutating func clear(_ cell: Cell = .blank) {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: cell) }
    }

    /// Fills `rect` (clipped) with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { cells[y * size.width + x] = cell }
        }
    }

    /// Changes only the style of the cells in `rect`, keeping their characters.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { change(&cells[y * size.width + x].style) }
        }
    }

    /// Writes `text` from (x, y) on one line, honouring double-width characters, clipped to the canvas
    /// and to `maxWidth` columns. Returns the number of columns written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int = Int.max) -> Int {
        guard y >= 0, y < size.height else { return 0 }
        var col = x
        let limit = maxWidth == Int.max ? Int.max : x + maxWidth
        for scalar in text.unicodeScalars {
            let w = CharacterWidth.of(scalar)
            if w == 0 { continue }
            if col + w > limit { break }
            if w == 2 {
                if contains(x: col, y: y), contains(x: col + 1, y: y) {
                    self[col, y] = Cell(scalar, style: style)
                    self[col + 1, y] = Cell(" ", style: style, isContinuation: true)
                } else if contains(x: col, y: y) {
                    self[col, y] = Cell(" ", style: style)
                }
            } else {
                self[col, y] = Cell(scalar, style: style)
            }
            col += w
        }
        return col - x
    }

    /// Writes `text` centred in the row range `x ..< x + width`.
    @discardableResult
    public mutating func writeCentered(_ text: String, x: Int, width: Int, y: Int, style: Style = .plain) -> Int {
        let w = min(CharacterWidth.of(text), width)
        return write(text, x: x + max(0, (width - w) / 2), y: y, style: style, maxWidth: width)
    }

    /// Copies another canvas onto this one with its top left at (x, y).
    public mutating func draw(_ other: Canvas, x: Int, y: Int) {
        for oy in 0..<other.size.height {
            for ox in 0..<other.size.width where contains(x: x + ox, y: y + oy) {
                self[x + ox, y + oy] = other.cells[oy * other.size.width + ox]
            }
        }
    }

    /// The characters of each row, for snapshot tests (continuation cells are omitted).
    public var lines: [String] {
        (0..<size.height).map { y in
            var s = String.UnicodeScalarView()
            for x in 0..<size.width {
                let c = cells[y * size.width + x]
                if !c.isContinuation { s.append(c.scalar) }
            }
            return String(s)
        }
    }

    /// `lines` with trailing blanks removed, which reads better in test failure messages.
    public var trimmedLines: [String] {
        lines.map { line in
            var l = Substring(line)
            while l.last == " " { l.removeLast() }
            return String(l)
        }
    }

    /// Whether any cell in the canvas shows `text` on one row.
    public func contains(text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }
}

