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
            table = (0..<256).map { Int16(Self.nearest(to: Self.rgb(of: $0), among: target)) }
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

    /// The RGB value xterm uses for a palette index.
    static func rgb(of index: Int) -> (Int, Int, Int) {
        let base: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
            (255, 255, 255),
        ]
        if index < 16 { return base[index] }
        if index >= 232 {
            let g = 8 + (index - 232) * 10
            return (g, g, g)
        }
        let i = index - 16
        let level: (Int) -> Int = { $0 == 0 ? 0 : 55 + $0 * 40 }
        return (level(i / 36), level((i / 6) % 6), level(i % 6))
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
            let p = rgb(of: i)
            let d = (p.0 - c.0) * (p.0 - c.0) + (p.1 - c.1) * (p.1 - c.1) + (p.2 - c.2) * (p.2 - c.2)
            if d < bestDistance { (best, bestDistance) = (i, d) }
        }
        return best
    }
}
