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
        // An idle second changes some sixty cells: room for them from the start, not grown seven times over.
        changes.reserveCapacity(128)
        let rowBytes = width * MemoryLayout<Cell>.stride
        cells.withUnsafeBytes { newBytes in
            previous.cells.withUnsafeBytes { oldBytes in
                for y in 0..<size.height {
                    // An idle second changes a handful of rows out of forty: equal bytes are equal cells, and comparing
                    // bytes costs far less than comparing cells (unequal bytes only send the row through the cell check).
                    let offset = y * rowBytes
                    if memcmp(newBytes.baseAddress! + offset, oldBytes.baseAddress! + offset, rowBytes) == 0 { continue }
                    diffRow(y, previous: previous, newBytes: newBytes, oldBytes: oldBytes, into: &changes)
                }
            }
        }
        return changes
    }

    private func diffRow(_ y: Int, previous: Canvas, newBytes: UnsafeRawBufferPointer, oldBytes: UnsafeRawBufferPointer,
                         into changes: inout [CellChange]) {
        let start = y * size.width
        var listedUpTo = -1
        for x in Self.changedSpan(newBytes.baseAddress! + start * MemoryLayout<Cell>.stride,
                                  oldBytes.baseAddress! + start * MemoryLayout<Cell>.stride,
                                  cells: size.width) {
            // Most cells of a changed row are unchanged: their bytes settle it before any cell is read.
            if Cell.sameBytes(newBytes, oldBytes, at: start + x) { continue }
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

extension Canvas {
    /// The columns from the first to the last cell whose bytes differ, of two rows of `cells` cells known to differ:
    /// a changed row of the idle clock differs in a few cells, and comparing 32 bytes at a time finds them.
    @inline(__always)
    static func changedSpan(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, cells: Int) -> ClosedRange<Int> {
        let bytes = cells * MemoryLayout<Cell>.stride
        var low = 0
        while low &+ 32 <= bytes && differences(a, b, at: low) == 0 { low &+= 32 }
        while low &+ 8 <= bytes && difference(a, b, at: low) == 0 { low &+= 8 }
        var high = bytes
        while high &- 32 >= low && differences(a, b, at: high &- 32) == 0 { high &-= 32 }
        while high &- 8 >= low && difference(a, b, at: high &- 8) == 0 { high &-= 8 }
        return min(low, bytes - 1) / MemoryLayout<Cell>.stride...(max(high, low + 1) - 1) / MemoryLayout<Cell>.stride
    }

    /// Zero when the eight bytes at `offset` are equal.
    @inline(__always)
    private static func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, at offset: Int) -> UInt64 {
        a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// Zero when the 32 bytes at `offset` are equal.
    @inline(__always)
    private static func differences(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, at offset: Int) -> UInt64 {
        difference(a, b, at: offset) | difference(a, b, at: offset &+ 8) | difference(a, b, at: offset &+ 16)
            | difference(a, b, at: offset &+ 24)
    }
}

extension Cell {
    /// Whether cell `index` of two buffers of cells has the same bytes (a cell has no padding, see `Cell.reserved`).
    @inline(__always)
    static func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, at index: Int) -> Bool {
        var offset = index * MemoryLayout<Cell>.stride
        let end = offset + MemoryLayout<Cell>.size
        while offset < end {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt32.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt32.self) {
                return false
            }
            offset += 4
        }
        return true
    }

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
