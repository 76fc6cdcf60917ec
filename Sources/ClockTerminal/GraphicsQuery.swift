import TerminalGraphics
import ClockCore
import Glibc

/// Asking the terminal which pictures it shows and how large its cells are. The answers come back through the
/// input decoder as `InputEvent.reply` (never keys) and `update` reads them with the model's `GraphicsProbe`.
/// A terminal that knows none of these swallows them: each is a complete control sequence or string.
public enum GraphicsQuery {
    /// The kitty graphics query: one 1×1 RGB pixel, sent to be checked (`a=q`), never stored or shown.
    static let kitty = "\u{1B}_Gi=\(GraphicsAnswer.kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    /// XTVERSION: the terminal's name and version.
    static let version = "\u{1B}[>0q"
    /// XTWINOPS 16: the cell size in pixels.
    static let cellSize = "\u{1B}[16t"
    /// DA1, last: nearly every terminal answers it, and in order, so its answer ends the wait.
    static let deviceAttributes = "\u{1B}[c"

    /// The bytes that ask `questions`, in the order they must go.
    static func bytes(for questions: GraphicsQuestions) -> [UInt8] {
        var asked: [String] = []
        if questions.protocols { asked += [kitty, version] }
        if questions.cellSize { asked.append(cellSize) }
        if questions.protocols { asked.append(deviceAttributes) }
        return asked.flatMap { question in
            questions.throughTmux ? TmuxPassthrough.wrap(Array(question.utf8)) : Array(question.utf8)
        }
    }

    /// Sends the questions; call only in raw mode, so the answers are read as input and never echoed.
    public static func send(_ questions: GraphicsQuestions) {
        TerminalRestore.writeRaw(bytes(for: questions))
    }

    /// The cell size from TIOCGWINSZ's pixel fields, or nil when the terminal leaves them zero (many do; then
    /// `CSI 16 t` is asked). `current`, the cell in use, stays when the window still fits it (`WindowPixels`).
    public static func measuredCell(keeping current: PixelSize? = nil) -> PixelSize? {
        guard let size = WindowSize.read() else { return nil }
        return WindowPixels(columns: Int(size.ws_col), rows: Int(size.ws_row), width: Int(size.ws_xpixel),
                            height: Int(size.ws_ypixel)).cell(keeping: current)
    }

    /// One cell of a window `width`×`height` pixels over `columns`×`rows`, when all four are known.
    static func cell(columns: Int, rows: Int, width: Int, height: Int) -> PixelSize? {
        WindowPixels(columns: columns, rows: rows, width: width, height: height).cell()
    }
}
