import ClockCore
import Synchronization

/// The drums' cells as last drawn. A drum at rest looks the same every second, and drawing one (big digits,
/// foreshortened neighbours) was the largest part of an idle frame, so its cells are kept and copied instead.
/// Shared by every render; what it returns is exactly what drawing would give, so views stay pure.
final class SpinnerMemo: Sendable {
    /// Everything a drum's picture is drawn from.
    struct Key: Equatable {
        var ring: SpinnerRing
        var position: Double
        var rect: Rect
        var focused: Bool
        var ascii: Bool
    }

    static let shared = SpinnerMemo()
    /// One entry per drum on screen (hour, minute, snooze), and a few more for layouts in flux.
    static let capacity = 6

    private let entries = Mutex<[(key: Key, cells: [Cell])]>([])

    /// Fills `rect` from the entry for `key`, or calls `draw` and keeps what it drew there.
    func render(_ key: Key, on canvas: inout Canvas, draw: (inout Canvas) -> Void) {
        let rect = key.rect.intersection(canvas.bounds)
        guard rect == key.rect else { return draw(&canvas) }
        if let cells = entries.withLock({ list in list.first { $0.key == key }?.cells }) {
            for (i, cell) in cells.enumerated() { canvas[rect.x + i % rect.width, rect.y + i / rect.width] = cell }
            return
        }
        draw(&canvas)
        var cells: [Cell] = []
        cells.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX { cells.append(canvas[x, y]) } }
        entries.withLock { list in
            list.removeAll { $0.key == key }
            list.insert((key, cells), at: 0)
            if list.count > Self.capacity { list.removeLast() }
        }
    }
}
