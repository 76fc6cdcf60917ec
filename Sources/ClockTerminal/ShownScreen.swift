import ClockRender
import Glibc

/// What curses holds for the screen, and the cells to write to make it show a new canvas with few bytes sent.
///
/// A *style-free blank* — a space with no background, reverse or underline — looks the same in any foreground,
/// bold or not. Such a cell is never re-sent for its style alone, and when one has to be written it takes the pen
/// ncurses will have set at that point (the style of the cell it sent just before), so erasing a hand costs one
/// byte per cell instead of an attribute switch there and back.
///
/// ncurses does not move the cursor over a short run of unchanged cells between two changes on a row; it sends
/// them again, each in its own style. Blanks in such a run are rewritten in the current pen as well, so they
/// cost no switches either.
struct ShownScreen {
    /// A cell to write at a canvas index (row-major).
    struct Put: Equatable {
        var index: Int
        var cell: Cell
    }

    /// The longest run of unchanged cells ncurses sends again rather than moving over: its `_inline_cost`, the
    /// cheapest of cup, hpa and cuf in characters (tty_update.c, PutRange); `\e[23C` is 5 on xterm, screen and linux.
    static let defaultInlineCost = 5

    var inlineCost = defaultInlineCost
    /// The cells curses holds (blanks in the pens they were written with), or nil when unknown.
    private(set) var cells: [Cell]?
    /// The bytes of the canvas those cells show. A row whose bytes are the same in the next canvas needs no
    /// planning — an idle second changes a handful of rows out of forty — and comparing bytes costs far less than
    /// comparing cells. (Equal bytes mean equal cells; unequal bytes only send a row through the planning.)
    private var canvasBytes: [UInt8] = []

    init(cells: [Cell]? = nil, inlineCost: Int = defaultInlineCost) {
        self.cells = cells
        self.inlineCost = inlineCost
    }

    /// Forgets what the screen shows, so the next canvas is written whole.
    mutating func forget() {
        cells = nil
        canvasBytes = []
    }

    /// The writes that make the screen show `canvas`, in row-major order; afterwards `cells` is what it shows.
    /// A screen of unknown content or another size is written whole.
    mutating func update(to canvas: Canvas) -> [Put] {
        let new = canvas.cells
        var puts: [Put] = []
        guard var shown = cells, shown.count == new.count else {
            var shown = new
            // ncurses resets the attributes at the end of every update, so each frame starts with the plain pen.
            var pen = Style.plain
            for i in new.indices where !new[i].isContinuation {
                if isStyleFreeBlank(new[i]) && isStyleFree(pen) { shown[i].style = pen }
                pen = shown[i].style
                puts.append(Put(index: i, cell: shown[i]))
            }
            cells = shown
            keepBytes(of: new)
            return puts
        }
        cells = nil  // so `shown` is the only reference and changes in place
        let width = canvas.size.width
        let rowBytes = width * MemoryLayout<Cell>.stride
        let known = canvasBytes.count == new.count * MemoryLayout<Cell>.stride
        var pen = Style.plain
        new.withUnsafeBytes { newBytes in
            canvasBytes.withUnsafeBytes { oldBytes in
                for start in stride(from: 0, to: new.count, by: max(1, width)) {
                    if known, memcmp(newBytes.baseAddress! + start * MemoryLayout<Cell>.stride,
                                     oldBytes.baseAddress! + start * MemoryLayout<Cell>.stride, rowBytes) == 0 {
                        continue
                    }
                    pen = planRow(start..<start + width, new: new, shown: &shown, pen: pen, puts: &puts)
                }
            }
        }
        cells = shown
        keepBytes(of: new)
        return puts
    }

    private mutating func keepBytes(of cells: [Cell]) {
        cells.withUnsafeBytes { source in
            if canvasBytes.count != source.count { canvasBytes = [UInt8](repeating: 0, count: source.count) }
            canvasBytes.withUnsafeMutableBytes { $0.copyMemory(from: source) }
        }
    }

    /// Plans one row and returns the pen ncurses has set after sending it.
    private func planRow(_ row: Range<Int>, new: [Cell], shown: inout [Cell], pen start: Style, puts: inout [Put]) -> Style {
        var pen = start
        // Unchanged cells since the last change on this row (ncurses sends a short run again, moves over a longer one).
        var runStart = -1
        for i in row {
            let cell = new[i]
            if looksSame(shown[i], cell) { continue }
            if cell.isContinuation {
                shown[i] = cell
                continue
            }
            if runStart >= 0 && i - runStart <= inlineCost {
                for j in runStart..<i where !new[j].isContinuation {
                    pen = resend(j, shown: &shown, pen: pen, puts: &puts)
                }
            }
            var put = cell
            if isStyleFreeBlank(cell) && isStyleFree(pen) { put.style = pen }
            pen = put.style
            shown[i] = put
            puts.append(Put(index: i, cell: put))
            runStart = i + 1
        }
        return pen
    }

    /// An unchanged cell that ncurses sends again: a blank takes the pen (written again so curses agrees),
    /// anything else sets the pen to its own style.
    private func resend(_ i: Int, shown: inout [Cell], pen: Style, puts: inout [Put]) -> Style {
        let cell = shown[i]
        guard isStyleFreeBlank(cell), isStyleFree(pen) else { return cell.style }
        if cell.style != pen {
            shown[i].style = pen
            puts.append(Put(index: i, cell: shown[i]))
        }
        return pen
    }

    /// Attributes that show on a space. A stored copy: a literal or a static here costs an allocation or a
    /// lazy-initialisation check for each of the thousands of blanks compared per frame.
    private let visibleOnBlank: Attributes = [.reverse, .underline]

    /// Whether a space in this style looks like a plain space: no background and nothing drawn over it.
    @inline(__always)
    func isStyleFree(_ style: Style) -> Bool {
        style.bg == .default && style.attributes.isDisjoint(with: visibleOnBlank)
    }

    @inline(__always)
    func isStyleFreeBlank(_ cell: Cell) -> Bool {
        cell.scalar == " " && !cell.isContinuation && isStyleFree(cell.style)
    }

    /// Whether two cells look the same on screen: equal, or both style-free blanks.
    @inline(__always)
    func looksSame(_ a: Cell, _ b: Cell) -> Bool {
        guard a.scalar == b.scalar, a.isContinuation == b.isContinuation else { return false }
        return a.style == b.style || (a.scalar == " " && !a.isContinuation && isStyleFree(a.style) && isStyleFree(b.style))
    }
}
