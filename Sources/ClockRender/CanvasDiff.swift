import ClockCore
import Glibc

/// One cell to write to bring a screen up to date.
public struct CellChange: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var cell: Cell

    public init(x: Int, y: Int, cell: Cell) {
        self.x = x
        self.y = y
        self.cell = cell
    }
}

extension Canvas {
    /// The cells to write over a screen that shows `previous` so that it shows this canvas, in row-major order
    /// (ratatui's `Buffer::diff`). Continuation cells are never listed: writing a wide character's lead covers its
    /// right half, so a changed continuation lists its lead instead. Against a canvas of another size every cell is listed.
    ///
    /// Cells that look the same are not listed: a space with no background, reverse or underline looks alike in any
    /// foreground, bold or not, so the clock's erased hand costs nothing when the only difference is the pen.
    public func diff(from previous: Canvas) -> [CellChange] {
        var changes: [CellChange] = []
        let width = size.width
        guard previous.size == size else {
            for i in cells.indices where !cells[i].isContinuation {
                changes.append(CellChange(x: i % width, y: i / width, cell: cells[i]))
            }
            return changes
        }
        let rowBytes = width * MemoryLayout<Cell>.stride
        cells.withUnsafeBytes { newBytes in
            previous.cells.withUnsafeBytes { oldBytes in
                for y in 0..<size.height {
                    // An idle second changes a handful of rows out of forty: equal bytes are equal cells, and comparing
                    // bytes costs far less than comparing cells (unequal bytes only send the row through the cell check).
                    let offset = y * rowBytes
                    if memcmp(newBytes.baseAddress! + offset, oldBytes.baseAddress! + offset, rowBytes) == 0 { continue }
                    diffRow(y, previous: previous, into: &changes)
                }
            }
        }
        return changes
    }

    private func diffRow(_ y: Int, previous: Canvas, into changes: inout [CellChange]) {
        let start = y * size.width
        var listedUpTo = -1
        for x in 0..<size.width {
            let cell = cells[start + x]
            guard !Cell.looksSame(cell, previous.cells[start + x]) else { continue }
            var lead = x
            if cell.isContinuation {
                lead = x - 1
                guard lead >= 0, lead > listedUpTo else { continue }
            }
            changes.append(CellChange(x: lead, y: y, cell: cells[start + lead]))
            listedUpTo = lead
        }
    }
}

extension Cell {
    /// Whether a terminal shows the two cells alike: equal, or both spaces whose style cannot show on a space.
    @inline(__always)
    static func looksSame(_ a: Cell, _ b: Cell) -> Bool {
        if a == b { return true }
        return a.isPlainSpace && b.isPlainSpace
    }

    /// A space with no background, reverse or underline: it looks the same in any pen.
    @inline(__always)
    public var isPlainSpace: Bool {
        isSpace && style.isInvisibleOnSpace
    }
}

extension Style {
    /// Whether a space in this style looks like a plain space: no background and nothing drawn over it.
    @inline(__always)
    public var isInvisibleOnSpace: Bool {
        bg == .default && attributes.rawValue & (Attributes.reverse.rawValue | Attributes.underline.rawValue) == 0
    }
}
