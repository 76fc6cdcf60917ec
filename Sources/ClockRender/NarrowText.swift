import ClockCore

/// Text whose every character is one scalar one column wide (ASCII, arrows, middle dots), measured once. A view that
/// writes the same words every frame keeps one and writes it at the cost of a store a column, where a `String` is
/// measured and taken apart into characters again each time: the clock's two hint lines did that every second.
public struct NarrowText: Sendable, Equatable {
    public let scalars: [Unicode.Scalar]

    /// nil when a character of `text` is not one scalar of one column (then write the `String`).
    public init?(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            guard TerminalColumns.standsAlone(scalar), TerminalColumns.of(scalar) == 1 else { return nil }
            scalars.append(scalar)
        }
        self.scalars = scalars
    }

    /// Columns it takes: one a scalar.
    public var width: Int { scalars.count }
}

extension Canvas {
    /// Writes `text` as `write(_:x:y:style:maxWidth:)` writes the `String` it was made from; returns the columns written.
    @discardableResult
    public mutating func write(_ text: NarrowText, x: Int, y: Int, style: Style = .plain, maxWidth: Int = Int.max) -> Int {
        guard y >= 0, y < size.height else { return 0 }
        let count = max(0, min(text.width, maxWidth))
        text.scalars.withUnsafeBufferPointer { scalars in
            putRow(x: x, y: y, count: count) { Cell(narrow: scalars[$0], style: style) }
        }
        return count
    }

    /// Writes `text` centred in the row range `x ..< x + width`, as `writeCentered` writes the `String`.
    @discardableResult
    public mutating func writeCentered(_ text: NarrowText, x: Int, width: Int, y: Int, style: Style = .plain) -> Int {
        let w = min(text.width, width)
        return write(text, x: x + max(0, (width - w) / 2), y: y, style: style, maxWidth: width)
    }
}
