import ClockRender

/// The cells to write to curses to turn what the screen shows into a new canvas, chosen so ncurses sends few bytes.
///
/// A *style-free blank* — a space with no background, reverse or underline — looks the same in any foreground,
/// bold or not. Such a cell is never re-sent for its style alone, and when one has to be written it takes the pen
/// ncurses will have set at that point (the style of the cell it sent just before), so erasing a hand costs one
/// byte per cell instead of an attribute switch there and back.
///
/// ncurses does not move the cursor over a short run of unchanged cells between two changes on a row; it sends
/// them again, each in its own style. Blanks in such a run are rewritten in the current pen as well, so they
/// cost no switches either.
struct ScreenDiff {
    /// A cell to write at a canvas index (row-major).
    struct Put: Equatable {
        var index: Int
        var cell: Cell
    }

    /// The longest run of unchanged cells ncurses sends again rather than moving over: its `_inline_cost`, the
    /// cheapest of cup, hpa and cuf in characters (tty_update.c, PutRange); `\e[23C` is 5 on xterm, screen and linux.
    static let defaultInlineCost = 5

    var inlineCost = defaultInlineCost

    /// What the screen shows after writing `puts`.
    private(set) var shown: [Cell]
    /// Cells to write, in row-major order.
    private(set) var puts: [Put] = []

    /// Plans the writes from `shown` (what curses holds, or nil when unknown: then every cell is written) to `canvas`.
    init(from shown: [Cell]?, to canvas: Canvas, inlineCost: Int = defaultInlineCost) {
        self.inlineCost = inlineCost
        let cells = canvas.cells
        let known = shown?.count == cells.count
        self.shown = known ? shown! : cells
        // ncurses resets the attributes at the end of every update, so each frame starts with the plain pen.
        var pen = Style.plain
        let width = canvas.size.width
        guard width > 0 else { return }
        for row in 0..<canvas.size.height {
            let start = row * width
            pen = planRow(start..<start + width, cells: cells, everything: !known, pen: pen)
        }
    }

    /// Plans one row and returns the pen ncurses has set after sending it.
    private mutating func planRow(_ row: Range<Int>, cells: [Cell], everything: Bool, pen start: Style) -> Style {
        var pen = start
        var run: [Int] = []
        var changedBefore = false
        for i in row {
            let cell = cells[i]
            if cell.isContinuation {
                shown[i] = cell
                continue
            }
            if !everything && Self.looksSame(shown[i], cell) {
                if changedBefore { run.append(i) }
                continue
            }
            // ncurses sends a short run of unchanged cells between two changes; a longer one it moves over.
            if run.count <= inlineCost {
                for j in run { pen = resend(j, pen: pen) }
            }
            run.removeAll(keepingCapacity: true)
            changedBefore = true
            var put = cell
            if Self.isStyleFreeBlank(cell) && Self.isStyleFree(pen) { put.style = pen }
            pen = put.style
            shown[i] = put
            puts.append(Put(index: i, cell: put))
        }
        return pen
    }

    /// An unchanged cell that ncurses sends again: a blank takes the pen (written again so curses agrees),
    /// anything else sets the pen to its own style.
    private mutating func resend(_ i: Int, pen: Style) -> Style {
        let cell = shown[i]
        guard Self.isStyleFreeBlank(cell), Self.isStyleFree(pen) else { return cell.style }
        if cell.style != pen {
            shown[i].style = pen
            puts.append(Put(index: i, cell: shown[i]))
        }
        return pen
    }

    /// Whether a space in this style looks like a plain space: no background and nothing drawn over it.
    static func isStyleFree(_ style: Style) -> Bool {
        style.bg == .default && style.attributes.isDisjoint(with: [.reverse, .underline])
    }

    static func isStyleFreeBlank(_ cell: Cell) -> Bool {
        cell.scalar == " " && !cell.isContinuation && isStyleFree(cell.style)
    }

    /// Whether two cells look the same on screen: equal, or both style-free blanks.
    static func looksSame(_ a: Cell, _ b: Cell) -> Bool {
        a == b || (isStyleFreeBlank(a) && isStyleFreeBlank(b))
    }
}
