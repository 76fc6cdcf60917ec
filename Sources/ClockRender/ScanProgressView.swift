import ClockCore

/// The progress bar a scan shows over the bottom of the wall: how much of the folder tree is walked, and the
/// counts so far. It covers one row and never moves a tile.
public struct ScanProgressView {
    public var ascii: Bool
    public var theme: Theme

    public init(ascii: Bool, theme: Theme = .dark) {
        self.ascii = ascii
        self.theme = theme
    }

    static let barWidth = 20

    /// Draws `progress` (with `albums` found so far) over row `y` of `canvas`, from `x` for `width` cells.
    public func render(_ progress: ScanProgress, albums: Int, into canvas: inout Canvas, x: Int, y: Int, width: Int) {
        guard width > 0 else { return }
        canvas.fill(Rect(x: x, y: y, width: width, height: 1), with: Cell(" ", style: theme[.progressText]))
        let done = Int((progress.fraction * Double(ScanProgressView.barWidth)).rounded(.down))
        let bar = String(repeating: ascii ? "#" : "█", count: done)
            + String(repeating: ascii ? "-" : "░", count: ScanProgressView.barWidth - done)
        let dot = ascii ? " - " : " · "
        let counts = "\(Int((progress.fraction * 100).rounded(.down)))%" + dot
            + ScanProgressView.count(albums, "album") + dot + ScanProgressView.count(progress.tracksFound, "track") + dot
            + ScanProgressView.grouped(progress.filesChecked) + " files checked"
        var column = x + canvas.write(" Scanning ", x: x, y: y, style: theme[.progressText], maxWidth: width)
        column += canvas.write(bar, x: column, y: y, style: theme[.progressBar], maxWidth: x + width - column)
        canvas.write(" " + counts, x: column, y: y, style: theme[.progressText], maxWidth: x + width - column)
    }

    static func count(_ n: Int, _ noun: String) -> String { grouped(n) + " " + noun + (n == 1 ? "" : "s") }

    /// 12345 as "12,345": a count that grows while the user watches reads better grouped.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }
}
