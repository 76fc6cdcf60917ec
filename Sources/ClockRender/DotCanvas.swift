import FoundationEssentials
import Glibc
import ClockCore

/// A sub-cell raster for drawing smooth shapes in a terminal.
///
/// In braille mode each cell holds 2×4 dots (U+2800 block); a cell is about twice as tall as wide, so braille dots
/// are square and circles come out round. In ASCII mode each cell is one "dot" that is twice as tall as wide;
/// `dotAspect` carries that, and each dot remembers a glyph chosen from the stroke's direction. In half-block mode
/// each cell holds 1×2 square dots, drawn ▀ ▄ █ (fonts without braille, such as the Linux console's, have these).
/// Each cell keeps the colour of the highest-priority stroke that touched it.
public struct DotCanvas: Sendable {
    public enum Mode: Sendable {
        case braille, halfBlocks, ascii

        public init(_ glyphs: FaceGlyphs) {
            switch glyphs {
            case .braille: self = .braille
            case .halfBlocks: self = .halfBlocks
            case .ascii: self = .ascii
            }
        }
    }

    public let mode: Mode
    /// Size in cells.
    public let cellSize: Size
    /// Dots per cell horizontally and vertically.
    public let dotsPerCell: (x: Int, y: Int)
    /// Height of one dot divided by its width, assuming a cell twice as tall as wide.
    public let dotAspect: Double

    private var bits: [UInt8]
    private var glyphs: [Unicode.Scalar]
    private var styles: [Style]
    private var priorities: [Int8]
    /// While a layer is drawn by `withLayer`: what each plot overwrote, oldest first, to take the layer off again.
    /// Emptied, not freed, after each layer: the raster is kept between frames, and so is this storage.
    private var journal: [(index: Int, bits: UInt8, glyph: Unicode.Scalar, style: Style, priority: Int8)] = []
    /// Whether plots go in the journal (a layer is being drawn).
    private var journaling = false
    /// The set cells as `draw` shows them without a layer; kept by `withLayer` until a plot outside a layer changes
    /// the raster.
    private var shown: [(x: Int, y: Int, cell: Cell)]?
    /// During `withLayer`'s body: the journal's cells are the ones the layer set (some more than once). With `shown`
    /// they are all `draw` needs.
    private var underLayer = false

    public init(cells: Size, mode: Mode, cellAspect: Double = 2.0) {
        self.mode = mode
        self.cellSize = cells
        switch mode {
        case .braille:
            dotsPerCell = (2, 4)
            dotAspect = cellAspect * 2 / 4
        case .halfBlocks:
            dotsPerCell = (1, 2)
            dotAspect = cellAspect / 2
        case .ascii:
            dotsPerCell = (1, 1)
            dotAspect = cellAspect
        }
        let n = max(0, cells.width * cells.height)
        bits = Array(repeating: 0, count: n)
        glyphs = Array(repeating: " ", count: n)
        styles = Array(repeating: .plain, count: n)
        priorities = Array(repeating: -1, count: n)
    }

    /// Size in dots.
    public var width: Int { cellSize.width * dotsPerCell.x }
    public var height: Int { cellSize.height * dotsPerCell.y }

    private static let upperHalf: UInt8 = 1, lowerHalf: UInt8 = 2

    /// Braille dot numbering: the bit for (column, row) inside the 2×4 cell. Rows 0–2 are dots 1–3 on the left and
    /// 4–6 on the right; row 3 is dots 7 and 8. Worked out, not looked up: a nested table costs a retain and a
    /// release per dot, and the second hand plots some seventy dots every second.
    @inline(__always)
    private static func brailleBit(column: Int, row: Int) -> UInt8 {
        row == 3 ? (column == 0 ? 0x40 : 0x80) : UInt8(1) << UInt8(row + 3 * column)
    }

    /// Sets the dot at (x, y) in dot coordinates.
    public mutating func plot(x: Int, y: Int, style: Style, priority: Int8 = 0, glyph: Unicode.Scalar = "*") {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let cx = x / dotsPerCell.x, cy = y / dotsPerCell.y
        let i = cy * cellSize.width + cx
        if journaling {
            // A stroke sets several dots of a cell in a row: the cell as it was before the first of them is all that
            // taking the layer off needs (and all `draw` needs is the cell, once).
            if journal.last?.index != i { journal.append((i, bits[i], glyphs[i], styles[i], priorities[i])) }
        } else if shown != nil {
            shown = nil
        }
        switch mode {
        case .braille:
            bits[i] |= Self.brailleBit(column: x % 2, row: y % 4)
        case .halfBlocks:
            bits[i] |= y % 2 == 0 ? Self.upperHalf : Self.lowerHalf
        case .ascii:
            if priority >= priorities[i] { glyphs[i] = glyph }
            bits[i] = 1
        }
        if priority >= priorities[i] {
            priorities[i] = priority
            styles[i] = style
        }
    }

    /// Draws a segment of the given width (in horizontal dot units) between two points in dot coordinates.
    /// Every dot whose centre lies within width/2 of the segment, measured with the aspect correction, is set.
    /// In ASCII mode the dots take `glyph`, or a character following the stroke's slope when none is given.
    public mutating func line(from a: (x: Double, y: Double), to b: (x: Double, y: Double), width w: Double,
                              style: Style, priority: Int8 = 0, glyph fixedGlyph: Unicode.Scalar? = nil) {
        let half = max(w, 1) / 2
        let ay = a.y * dotAspect, by = b.y * dotAspect
        let dx = b.x - a.x, dy = by - ay
        let len2 = dx * dx + dy * dy
        let glyph = fixedGlyph ?? Self.slopeGlyph(dx: dx, dy: dy)
        let minX = Int((min(a.x, b.x) - half).rounded(.down)), maxX = Int((max(a.x, b.x) + half).rounded(.up))
        let minY = Int(((min(ay, by) - half) / dotAspect).rounded(.down))
        let maxY = Int(((max(ay, by) + half) / dotAspect).rounded(.up))
        let reach2 = half * half
        for y in max(0, minY)...max(0, min(height - 1, maxY)) where y < height {
            let py = (Double(y) + 0.5) * dotAspect
            for x in max(0, minX)...max(0, min(width - 1, maxX)) where x < width {
                let px = Double(x) + 0.5
                var t = len2 > 0 ? ((px - a.x) * dx + (py - ay) * dy) / len2 : 0
                t = min(1, max(0, t))
                let ex = a.x + t * dx - px, ey = ay + t * dy - py
                if ex * ex + ey * ey <= reach2 { plot(x: x, y: y, style: style, priority: priority, glyph: glyph) }
            }
        }
    }

    /// A line one dot wide: one dot per step along its longer axis, the dot the line passes through.
    /// `line` with a width near one sets two neighbouring dots wherever the line runs between dot centres,
    /// and those spill into extra cells.
    public mutating func hairline(from a: (x: Double, y: Double), to b: (x: Double, y: Double), style: Style,
                                  priority: Int8 = 0, glyph: Unicode.Scalar = "*") {
        let dx = b.x - a.x, dy = b.y - a.y
        guard dx.isFinite, dy.isFinite else { return }
        let steps = Int(max(abs(dx), abs(dy)).rounded(.up))
        for i in 0...steps {
            let t = steps == 0 ? 0 : Double(i) / Double(steps)
            plot(x: Int((a.x + t * dx).rounded(.down)), y: Int((a.y + t * dy).rounded(.down)), style: style,
                 priority: priority, glyph: glyph)
        }
    }

    /// A filled disc of radius `r` (horizontal dot units) centred at (cx, cy) in dot coordinates.
    public mutating func disc(cx: Double, cy: Double, radius r: Double, style: Style, priority: Int8 = 0,
                              glyph: Unicode.Scalar = "o") {
        let rr = max(r, 0.5)
        let minX = Int((cx - rr).rounded(.down)), maxX = Int((cx + rr).rounded(.up))
        let minY = Int((cy - rr / dotAspect).rounded(.down)), maxY = Int((cy + rr / dotAspect).rounded(.up))
        guard minY <= maxY, minX <= maxX else { return }
        for y in minY...maxY {
            let py = (Double(y) + 0.5 - cy) * dotAspect
            for x in minX...maxX {
                let px = Double(x) + 0.5 - cx
                if px * px + py * py <= rr * rr { plot(x: x, y: y, style: style, priority: priority, glyph: glyph) }
            }
        }
    }

    /// The ASCII glyph that best follows a stroke with this direction (dy grows downwards, aspect-corrected).
    static func slopeGlyph(dx: Double, dy: Double) -> Unicode.Scalar {
        if dx == 0 && dy == 0 { return "*" }
        var deg = atan2Degrees(-dy, dx)
        if deg < 0 { deg += 180 }
        switch deg {
        case ..<22.5, 157.5...: return "-"
        case 22.5..<67.5: return "/"
        case 67.5..<112.5: return "|"
        default: return "\\"
        }
    }

    private static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        atan2(y, x) * 180 / Double.pi
    }

    /// Draws `layer` over this raster, hands the result to `body`, then takes the layer off again, leaving the raster
    /// as it was. The clock's second hand goes over the kept still face this way: drawing over a copy would copy the
    /// whole raster every second.
    public mutating func withLayer<R>(_ layer: (inout DotCanvas) -> Void, _ body: (DotCanvas) -> R) -> R {
        if shown == nil {
            shown = (0..<bits.count).compactMap { i in
                bits[i] == 0 ? nil : (i % cellSize.width, i / cellSize.width, cell(at: i))
            }
        }
        journal.removeAll(keepingCapacity: true)
        journaling = true
        layer(&self)
        journaling = false
        underLayer = true
        let result = body(self)
        underLayer = false
        for old in journal.reversed() {
            bits[old.index] = old.bits
            glyphs[old.index] = old.glyph
            styles[old.index] = old.style
            priorities[old.index] = old.priority
        }
        journal.removeAll(keepingCapacity: true)
        return result
    }

    /// The cell a set dot cell shows. Every glyph of the three modes takes one column.
    @inline(__always)
    private func cell(at i: Int) -> Cell {
        let scalar: Unicode.Scalar
        switch mode {
        case .braille: scalar = Unicode.Scalar(0x2800 + UInt32(bits[i]))!
        case .halfBlocks: scalar = bits[i] == Self.upperHalf ? "▀" : bits[i] == Self.lowerHalf ? "▄" : "█"
        case .ascii: scalar = glyphs[i]
        }
        return Cell(narrow: scalar, style: styles[i])
    }

    /// Copies the set dots onto `canvas` with this raster's top-left cell at (x, y); empty cells are left untouched.
    public func draw(into canvas: inout Canvas, x: Int, y: Int) {
        let width = cellSize.width
        if let shown, underLayer {
            // Under a layer: the kept cells, then the layer's over them. Unless a wide character lies under the face
            // (then the full pass below writes everything again, in its order), that is all the full pass would write.
            // The kept cells are read in place (a few hundred every second).
            let done = shown.withUnsafeBufferPointer { shown in
                canvas.putNarrow(count: shown.count) { k in (x + shown[k].x, y + shown[k].y, shown[k].cell) }
            } && canvas.putNarrow(count: journal.count) { k in
                let i = journal[k].index
                return (x + i % width, y + i / width, cell(at: i))
            }
            if done { return }
        }
        bits.withUnsafeBufferPointer { bits in
            for cy in 0..<cellSize.height {
                let row = cy * width
                canvas.putRow(x: x, y: y + cy, count: width) { cx in bits[row + cx] == 0 ? nil : cell(at: row + cx) }
            }
        }
    }
}
