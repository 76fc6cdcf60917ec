import ClockRender

/// What is specific to ncurses in writing a frame: the pen (the style it has set while sending) and the short runs of
/// unchanged cells it sends again. `Canvas.diff` says which cells changed; this chooses the style plain spaces are
/// written in, so that they cost no attribute switches.
///
/// A plain space looks the same in any foreground, bold or not, so when one has to be written it takes the pen ncurses
/// will have set at that point (the style of the cell it sent just before): erasing the clock's hand costs one byte
/// a cell instead of a switch there and back. ncurses does not move the cursor over a short run of unchanged cells
/// between two changes on a row; it sends them again, each in the style curses holds for it. Plain spaces in such a
/// run are rewritten in the current pen as well, so they cost no switches either.
struct CursesPen {
    /// The longest run of unchanged cells ncurses sends again rather than moving over: its `_inline_cost`, the
    /// cheapest of cup, hpa and cuf in characters (tty_update.c, PutRange); `\e[23C` is 5 on xterm, screen and linux.
    static let defaultInlineCost = 5

    var inlineCost = defaultInlineCost
    /// What curses holds: the last canvas with its plain spaces in the pens they were written with; nil when unknown.
    private(set) var held: Canvas?

    init(held: Canvas? = nil, inlineCost: Int = defaultInlineCost) {
        self.held = held
        self.inlineCost = inlineCost
    }

    /// Forgets what curses holds; the next frame must then be written whole.
    mutating func forget() { held = nil }

    /// The writes that bring curses to `canvas`, from `changes` (`canvas.diff(from:)` against what curses holds, in
    /// row-major order), plain spaces in the pen; afterwards `held` is what curses holds.
    mutating func writes(for changes: [CellChange], to canvas: Canvas) -> [CellChange] {
        let known = held?.size == canvas.size
        var screen = known ? held! : canvas
        held = nil  // so `screen` is the only reference and changes in place
        // ncurses resets the attributes at the end of every update, so each frame starts with the plain pen.
        var pen = Style.plain
        var writes: [CellChange] = []
        // Each change is one write, and a few unchanged cells are written again: room for them all at once.
        writes.reserveCapacity(changes.count + 16)
        var row = -1, unchangedFrom = 0
        for change in changes {
            if known && change.y == row && change.x - unchangedFrom <= inlineCost {
                for x in unchangedFrom..<change.x {
                    pen = resend(x: x, y: row, screen: &screen, pen: pen, writes: &writes)
                }
            }
            var cell = change.cell
            if cell.isPlainSpace && pen.isInvisibleOnSpace { cell.style = pen }
            pen = cell.style
            screen[change.x, change.y] = cell
            writes.append(CellChange(x: change.x, y: change.y, cell: cell))
            row = change.y
            unchangedFrom = change.x + max(1, Int(cell.width))
        }
        held = screen
        return writes
    }

    /// An unchanged cell that ncurses sends again: a plain space takes the pen (written again so curses agrees),
    /// anything else sets the pen to its own style.
    private func resend(x: Int, y: Int, screen: inout Canvas, pen: Style, writes: inout [CellChange]) -> Style {
        var cell = screen[x, y]
        if cell.isContinuation { return pen }
        guard cell.isPlainSpace, pen.isInvisibleOnSpace else { return cell.style }
        if cell.style != pen {
            cell.style = pen
            screen[x, y] = cell
            writes.append(CellChange(x: x, y: y, cell: cell))
        }
        return pen
    }
}
