import ClockCore

/// An in-memory screen: a grid of cells that views draw into and tests read back as text lines.
/// The terminal backend copies it to the screen; drawing outside the bounds is clipped silently.
public struct Canvas: Sendable, Equatable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]
    /// Real pictures laid over covers (`place`); `pictures` lists those no later drawing has touched.
    var placements: [PicturePlacement] = []

    /// A canvas of `size` filled with `fill` (a wide `fill` fills as spaces).
    public init(size: Size, fill: Cell = .blank) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        self.cells = Array(repeating: fill.width == 1 ? fill : fill.blanked, count: size.width * size.height)
    }

    public init(width: Int, height: Int) { self.init(size: Size(width: width, height: height)) }

    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    @inline(__always)
    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < size.width && y < size.height }

    /// A cell, or a blank outside the canvas. Setting keeps wide characters whole: writing over either half of one
    /// blanks the other half, and a wide character with no room for its right half becomes a space.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * size.width + x] : .blank }
        @inline(__always)
        set {
            guard contains(x: x, y: y) else { return }
            let i = y * size.width + x
            // Narrow over narrow, by far the most common write, needs no care.
            if newValue.width == 1 && cells[i].width == 1 {
                cells[i] = newValue
            } else {
                putAcrossWide(newValue, x: x, y: y)
            }
        }
    }

    /// Sets the cells (x + i, y) for i in 0..<count to `make(i)` (nil leaves one as it is), exactly as the subscript
    /// would one by one, for views that copy whole rows every frame (the face, the drums): while cells are narrow
    /// over narrow each costs a store, and from the first that is not the rest of the row goes through the subscript.
    @inline(__always)
    mutating func putRow(x: Int, y: Int, count: Int, _ make: (Int) -> Cell?) {
        guard y >= 0, y < size.height else { return }
        let first = max(0, -x), end = min(count, size.width - x)
        guard first < end else { return }
        let start = y * size.width + x
        let careFrom = cells.withUnsafeMutableBufferPointer { buffer in
            for i in first..<end {
                guard let cell = make(i) else { continue }
                guard cell.width == 1, buffer[start + i].width == 1 else { return i }
                buffer[start + i] = cell
            }
            return end
        }
        for i in careFrom..<end {
            if let cell = make(i) { self[x + i, y] = cell }
        }
    }

    /// Writes the narrow cells `make(k)` for k in 0..<count straight into the buffer, as long as each falls on a narrow
    /// cell or outside the canvas (where the subscript needs no care); false at the first that falls on half of a wide
    /// character, the ones before it set. For the clock face, which writes a few hundred cells every frame.
    @inline(__always)
    mutating func putNarrow(count: Int, _ make: (Int) -> (x: Int, y: Int, cell: Cell)) -> Bool {
        let width = size.width, height = size.height
        return cells.withUnsafeMutableBufferPointer { buffer in
            for k in 0..<count {
                let (x, y, cell) = make(k)
                guard x >= 0, y >= 0, x < width, y < height else { continue }
                guard cell.width == 1, buffer[y * width + x].width == 1 else { return false }
                buffer[y * width + x] = cell
            }
            return true
        }
    }

    private mutating func putAcrossWide(_ cell: Cell, x: Int, y: Int) {
        let i = y * size.width + x
        releaseWide(x: x, y: y)
        if cell.width == 2 {
            guard x + 1 < size.width else {
                cells[i] = cell.blanked
                return
            }
            releaseWide(x: x + 1, y: y)
            cells[i] = cell
            cells[i + 1] = .continuation(style: cell.style)
        } else {
            cells[i] = cell.isContinuation ? cell.blanked : cell
        }
    }

    /// Before (x, y) is overwritten: if it holds half of a wide character, the other half becomes a space.
    @inline(__always)
    private mutating func releaseWide(x: Int, y: Int) {
        let i = y * size.width + x
        switch cells[i].width {
        case 0 where x > 0: cells[i - 1] = cells[i - 1].blanked
        case 2 where x + 1 < size.width: cells[i + 1] = cells[i + 1].blanked
        default: break
        }
    }

    /// Before the columns `range` of row `y` are overwritten: wide characters crossing its edges lose their outer half.
    private mutating func releaseEdges(of range: Range<Int>, y: Int) {
        guard !range.isEmpty else { return }
        if cells[y * size.width + range.lowerBound].isContinuation { releaseWide(x: range.lowerBound, y: y) }
        if cells[y * size.width + range.upperBound - 1].isWide { releaseWide(x: range.upperBound - 1, y: y) }
    }

    /// Resets every cell (a wide `cell` fills as spaces).
    public mutating func clear(_ cell: Cell = .blank) {
        let cell = cell.width == 1 ? cell : cell.blanked
        let width = size.width, height = size.height
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, width > 0 else { return }
            // Every frame starts here: one row cell by cell, the others copied from it a row at a time (memcpy).
            UnsafeMutableBufferPointer(start: base, count: width).update(repeating: cell)
            for row in 1..<max(1, height) { (base + row * width).update(from: base, count: width) }
        }
        placements.removeAll(keepingCapacity: true)
    }

    /// Fills `rect` (clipped) with `cell` (a wide `cell` fills as spaces).
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let cell = cell.width == 1 ? cell : cell.blanked
        for y in r.y..<r.maxY {
            releaseEdges(of: r.x..<r.maxX, y: y)
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

    /// Writes `text` from (x, y) on one line, a grapheme cluster per cell (two for a wide one), clipped to the canvas
    /// and to `maxWidth` columns; a wide character cut by either edge leaves a space. Returns the number of columns
    /// written.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int = Int.max) -> Int {
        guard y >= 0, y < size.height else { return 0 }
        var col = x
        let limit = maxWidth == Int.max ? Int.max : x + maxWidth
        // A character of no width (a control, a mark with nothing to join) is skipped.
        let asciiWritten: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            // Plain ASCII, most of what the panels write every frame: a byte is a column.
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            for byte in bytes where byte >= 0x20 && byte < 0x7F {
                if col >= limit { break }
                self[col, y] = Cell(narrow: Unicode.Scalar(byte), style: style)
                col += 1
            }
            return true
        }
        if asciiWritten == true {
            return col - x
        } else if text.unicodeScalars.allSatisfy(TerminalColumns.standsAlone) {
            for scalar in text.unicodeScalars where TerminalColumns.of(scalar) > 0 {
                if !place(Cell(scalar, style: style), col: &col, y: y, limit: limit) { break }
            }
        } else {
            for character in text where TerminalColumns.of(character) > 0 {
                if !place(Cell(cluster: character, style: style), col: &col, y: y, limit: limit) { break }
            }
        }
        return col - x
    }

    /// Puts one character of `write` at `col` and moves past it; false when it reaches `limit`.
    @inline(__always)
    private mutating func place(_ cell: Cell, col: inout Int, y: Int, limit: Int) -> Bool {
        let w = Int(cell.width)
        if col + w > limit {
            if col < limit { self[col, y] = Cell(" ", style: cell.style) }
            return false
        }
        if col < 0 && col + w > 0 {
            self[0, y] = Cell(" ", style: cell.style)
        } else {
            self[col, y] = cell
        }
        col += w
        return true
    }

    /// Writes `text` centred in the row range `x ..< x + width`.
    @discardableResult
    public mutating func writeCentered(_ text: String, x: Int, width: Int, y: Int, style: Style = .plain) -> Int {
        let w = min(CharacterWidth.of(text), width)
        return write(text, x: x + max(0, (width - w) / 2), y: y, style: style, maxWidth: width)
    }

    /// Copies another canvas onto this one with its top left at (x, y); wide characters cut by the edges become spaces.
    /// Pictures placed on `other` come along, cut to the part of each that lands on this canvas.
    public mutating func draw(_ other: Canvas, x: Int, y: Int) {
        if !other.placements.isEmpty { takePlacements(of: other, x: x, y: y) }
        let first = max(0, -x), end = min(other.size.width, size.width - x)
        guard first < end else { return }
        let columns = first..<end
        for oy in 0..<other.size.height where y + oy >= 0 && y + oy < size.height {
            let row = y + oy
            releaseEdges(of: x + columns.lowerBound..<x + columns.upperBound, y: row)
            let source = oy * other.size.width, target = row * size.width + x
            for ox in columns { cells[target + ox] = other.cells[source + ox] }
            if other.cells[source + columns.lowerBound].isContinuation {
                cells[target + columns.lowerBound] = cells[target + columns.lowerBound].blanked
            }
            if other.cells[source + columns.upperBound - 1].isWide {
                cells[target + columns.upperBound - 1] = cells[target + columns.upperBound - 1].blanked
            }
        }
    }

    /// The characters of each row, for snapshot tests (continuation cells are omitted).
    public var lines: [String] {
        (0..<size.height).map { y in
            var s = ""
            for x in 0..<size.width {
                let c = cells[y * size.width + x]
                if c.isContinuation { continue }
                if let cluster = c.longCluster { s += cluster } else { s.unicodeScalars.append(c.scalar) }
            }
            return s
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

