import ClockCore

/// The drums' cells as last drawn. A drum at rest looks the same every second, and drawing one (big digits,
/// foreshortened neighbours) was the largest part of an idle frame, so its cells are kept and copied instead.
enum SpinnerMemo {
    /// Everything a drum's picture is drawn from.
    struct Key: Equatable, Sendable {
        var ring: SpinnerRing
        var position: Double
        var rect: Rect
        var focused: Bool
        var ascii: Bool
        var theme: Theme = .dark
    }

    /// One entry per drum on screen (hour, minute, snooze), and a few more for layouts in flux.
    static let shared = RenderMemo<Key, [Cell]>(capacity: 6)

    /// Fills `key.rect` with the kept cells, or lets `draw` draw it and keeps what it drew there.
    static func render(_ key: Key, on canvas: inout Canvas, memo: RenderMemo<Key, [Cell]> = shared,
                       draw: (inout Canvas) -> Void) {
        let rect = key.rect
        guard rect.intersection(canvas.bounds) == rect else { return draw(&canvas) }
        var drawn = false
        let cells = memo.value(for: key) {
            draw(&canvas)
            drawn = true
            var cells: [Cell] = []
            cells.reserveCapacity(rect.width * rect.height)
            for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX { cells.append(canvas[x, y]) } }
            return cells
        }
        guard !drawn else { return }
        // Read in place: three drums of some eighty cells each, every second.
        cells.withUnsafeBufferPointer { cells in
            for row in 0..<rect.height {
                let start = row * rect.width
                canvas.putRow(x: rect.x, y: rect.y + row, count: rect.width) { cells[start + $0] }
            }
        }
    }
}
