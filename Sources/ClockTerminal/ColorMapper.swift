import ClockRender

/// Maps the views' xterm-256 colours to what the terminal has (256, 16, 8 or none) and hands out
/// colour-pair numbers from a cache, so each (foreground, background) combination is defined once.
struct ColorMapper {
    /// How many colours the terminal offers; 0 means draw in monochrome.
    let colors: Int
    private var table: [Int16] = []

    init(colors: Int) {
        self.colors = colors
        if colors > 0 && colors < 256 {
            let target = colors >= 16 ? 16 : 8
            table = (0..<256).map { Int16(Self.nearest(to: XtermPalette.rgb(of: $0), among: target)) }
        }
    }

    /// The terminal colour number for a view colour; -1 is the terminal's default.
    func terminalColor(_ c: Color) -> Int16 {
        switch c {
        case .default: return -1
        case .indexed(let i):
            if colors >= 256 { return Int16(i) }
            return table.isEmpty ? -1 : table[Int(i)]
        }
    }

    /// The closest of the first `count` palette entries. For 8 colours, greys go to black or white
    /// and saturated colours to their hue, which reads better than plain RGB distance.
    static func nearest(to c: (Int, Int, Int), among count: Int) -> Int {
        if count == 8 {
            let maxC = max(c.0, c.1, c.2), minC = min(c.0, c.1, c.2)
            if maxC - minC < 40 { return maxC > 96 ? 7 : 0 }
            let threshold = (maxC + minC) / 2
            return (c.0 >= threshold ? 1 : 0) | (c.1 >= threshold ? 2 : 0) | (c.2 >= threshold ? 4 : 0)
        }
        var best = 0, bestDistance = Int.max
        for i in 0..<count {
            let p = XtermPalette.rgb(of: i)
            let d = (p.0 - c.0) * (p.0 - c.0) + (p.1 - c.1) * (p.1 - c.1) + (p.2 - c.2) * (p.2 - c.2)
            if d < bestDistance { (best, bestDistance) = (i, d) }
        }
        return best
    }
}
