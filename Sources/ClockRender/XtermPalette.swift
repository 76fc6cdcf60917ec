/// The RGB values xterm gives the 256 palette indices: the backend matches them to smaller palettes, and the
/// contrast tests measure the themes with them.
public enum XtermPalette {
    private static let base: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]

    /// Components 0...255 of palette entry `index` (0...255).
    public static func rgb(of index: Int) -> (Int, Int, Int) {
        if index < 16 { return base[index] }
        if index >= 232 {
            let g = 8 + (index - 232) * 10
            return (g, g, g)
        }
        let i = index - 16
        let level: (Int) -> Int = { $0 == 0 ? 0 : 55 + $0 * 40 }
        return (level(i / 36), level((i / 6) % 6), level(i % 6))
    }
}
