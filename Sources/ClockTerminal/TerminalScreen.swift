import CNCursesW
import ClockCore
import ClockRender
import Glibc

/// The curses backend: sets the terminal up, copies canvases to it (only the cells that changed,
/// and ncurses then sends only what differs on the real screen), and restores it on the way out.
public final class TerminalScreen {
    /// Whether the locale can show Unicode; without it every view draws ASCII.
    public let unicode: Bool
    /// Colours the views may use (0: monochrome).
    public var colorCount: Int { mapper.colors }
    public private(set) var size: Size

    private let mouse: Bool
    private var mapper: ColorMapper
    private var pairs: [Int32: Int32] = [:]
    private var nextPair: Int32 = 1
    /// The style `look(of:)` last answered for, with its answer (nil when the pairs start over).
    private var lastLook: (style: Style, attrs: attr_t, pair: Int32)?
    /// The canvas the screen shows (nil: unknown, write everything), to write only what changed.
    private var shown: Canvas?
    /// The pens ncurses uses while it sends a frame.
    private var pen = CursesPen()
    /// A spacing character, its combining marks and the terminating zero, as `setcchar` takes them.
    private var wideText = [wchar_t](repeating: 0, count: Int(tc_ccharw_max()) + 1)
    private var active = false
    /// The real pictures over the covers (kitty, sixel, iTerm2), kept in step with each frame.
    private var pictures = PictureLayer()

    /// Inside tmux with `allow-passthrough on`: pictures are wrapped so tmux hands them to the terminal.
    public var picturesThroughTmux: Bool {
        get { pictures.tmuxPassthrough }
        set { pictures.tmuxPassthrough = newValue }
    }

    /// The pane's top-left cell on the terminal outside tmux, where passed-through pictures are positioned from.
    public var tmuxPaneOrigin: Point {
        get { pictures.tmuxPaneOrigin }
        set { pictures.tmuxPaneOrigin = newValue }
    }

    /// Sets up the terminal: locale, checks that it can address the cursor, alternate screen, raw input,
    /// colours, and (unless `mouse` is false) xterm's button-motion mouse tracking with SGR reports.
    public init(mouse: Bool, environment: [String: String]) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        setlocale(LC_ALL, "")
        unicode = tc_codeset_is_utf8() != 0
        let term = environment["TERM"] ?? ""
        var err: Int32 = 0
        if term.isEmpty || setupterm(nil, STDOUT_FILENO, &err) != OK {
            throw TerminalError.unknownTerminal(term.isEmpty ? "(TERM is not set)" : term)
        }
        let cup = tigetstr("cup")
        if cup == nil || Int(bitPattern: cup) == -1 { throw TerminalError.cannotAddressCursor(term) }
        TerminalRestore.prepare()

        guard newterm(nil, tc_stdout(), tc_stdin()) != nil else { throw TerminalError.initFailed("newterm failed for TERM=\(term)") }
        active = true
        raw()
        noecho()
        nonl()
        keypad(tc_stdscr(), false)
        meta(tc_stdscr(), true)
        intrflush(tc_stdscr(), false)
        leaveok(tc_stdscr(), true)
        scrollok(tc_stdscr(), false)
        // Shifting a row's characters sideways would drag sixel and iTerm2 pictures drawn in its cells along.
        idcok(tc_stdscr(), false)
        curs_set(0)
        set_escdelay(Int32(InputDecoder.escapeDelayMilliseconds))
        // We read input ourselves; without this ncurses polls stdin for type-ahead during every update and
        // flushes its output in many small writes, each of which wakes the terminal.
        typeahead(-1)
        var colors = 0
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        if has_colors() && !noColor && start_color() == OK {
            use_default_colors()
            colors = Int(tc_colors())
        }
        mapper = ColorMapper(colors: colors >= 8 ? colors : 0)
        self.mouse = mouse
        size = Size(width: Int(tc_cols()), height: Int(tc_lines()))
        wnoutrefresh(tc_stdscr())
        doupdate()
        // ncurses flushes after every cursor move until the screen has once been suspended and resumed
        // (its "initial" state is meant for low-level terminfo callers): one endwin/doupdate cycle, before
        // anything is drawn, lets a whole frame leave in one write instead of one per changed row.
        endwin()
        doupdate()
        enableModes()
    }

    deinit { shutdown() }

    /// Turns on what the program needs beyond curses: mouse tracking (1002 button motion + 1006 SGR) and
    /// bracketed paste, so a paste arrives as one event (the search line's text) and never as keys.
    private func enableModes() {
        if mouse { TerminalRestore.writeRaw(TerminalRestore.mouseOn) }
        TerminalRestore.writeRaw(TerminalRestore.pasteOn)
    }

    /// Restores the terminal: mouse modes off, cursor shown, normal screen. Safe to call more than once.
    public func shutdown() {
        guard active else { return }
        active = false
        TerminalRestore.writeRaw(pictures.release())
        if mouse { TerminalRestore.writeRaw(TerminalRestore.mouseOff) }
        TerminalRestore.writeRaw(TerminalRestore.pasteOff)
        curs_set(1)
        endwin()
        TerminalRestore.writeRaw(TerminalRestore.cursorOn)
    }

    /// kitty no longer holds image `id`: the next `present` transmits it again (`PictureLayer.imageMissing`).
    public func imageMissing(id: UInt32) { pictures.imageMissing(id: id) }

    /// Gives the terminal back for Ctrl-Z; `resume` takes it again.
    public func suspend() {
        TerminalRestore.writeRaw(pictures.takeDown())
        if mouse { TerminalRestore.writeRaw(TerminalRestore.mouseOff) }
        TerminalRestore.writeRaw(TerminalRestore.pasteOff)
        endwin()
        TerminalRestore.writeRaw(TerminalRestore.cursorOn)
    }

    public func resume() {
        refresh()
        curs_set(0)
        enableModes()
        updateSize()
    }

    /// Re-reads the window size after SIGWINCH and tells curses about it.
    @discardableResult
    public func updateSize() -> Size {
        if let ws = WindowSize.read(), ws.ws_row > 0, ws.ws_col > 0 {
            resizeterm(Int32(ws.ws_row), Int32(ws.ws_col))
        }
        size = Size(width: Int(tc_cols()), height: Int(tc_lines()))
        shown = nil
        return size
    }

    public func bell() { beep() }

    /// Copies the canvas to the screen: only the cells `Canvas.diff` lists, and ncurses then sends only what differs
    /// on the real screen. `full` makes curses repaint everything (after a resume, or when the screen may be garbled).
    /// On return `canvas` holds an earlier frame's cells, to be cleared and drawn over by the next frame.
    public func present(_ canvas: inout Canvas, full: Bool = false) {
        guard active else { return }
        if full { clearok(tc_curscr(), true) }
        if full || shown?.size != canvas.size {
            shown = nil
            pen.forget()
            werase(tc_stdscr())
        }
        let changes = canvas.diff(from: shown ?? Canvas(size: Size(width: 0, height: 0)))
        for write in pen.writes(for: changes, to: canvas) { put(write.cell, x: write.x, y: write.y) }
        let pictureFrame = pictures.frame(canvas.pictures, screen: canvas.size, repainted: full)
        // Rows whose pictures go are rewritten whole, which wipes those pictures off the terminal.
        for row in pictureFrame.repaintRows { wredrawln(tc_stdscr(), Int32(row), 1) }
        // Keep what was drawn and hand the caller the buffer shown before, for the next frame to render into: were
        // the two to share one buffer, that render would copy every cell (copy-on-write) on every frame.
        var drawn = shown ?? Canvas(size: canvas.size)
        swap(&drawn, &canvas)
        shown = drawn
        wnoutrefresh(tc_stdscr())
        doupdate()
        // The cells under a standing picture are unchanged symbols, so curses never writes over it.
        if !pictureFrame.bytes.isEmpty { TerminalRestore.writeRaw(pictureFrame.bytes) }
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        let (attrs, pair) = look(of: cell.style)
        let columns = Int(cell.width)
        let base = cell.scalar
        // A character the terminal would draw in another width than the canvas gave it would shift the rest of the row:
        // a `?` per column keeps every later column where the canvas has it.
        // Printable ASCII and braille (the face, every second) take one column in every UTF-8 locale: asked of libc
        // only for the rest.
        let v = base.value
        let surelyNarrow = columns == 1 && ((v >= 0x20 && v < 0x7F) || (unicode && v >= 0x2800 && v <= 0x28FF))
        if !surelyNarrow && ((!unicode && v > 0x7E) || tc_wcwidth(wchar_t(v)) != Int32(columns)) {
            wideText[0] = wchar_t(UInt8(ascii: "?"))
            wideText[1] = 0
            for column in 0..<columns { tc_put_cell(Int32(y), Int32(x + column), wideText, attrs, pair) }
            return
        }
        guard let cluster = cell.longCluster else {
            // One scalar, nearly every cell: it goes to curses from the stack.
            withUnsafePointer(to: (wchar_t(base.value), wchar_t(0))) { text in
                text.withMemoryRebound(to: wchar_t.self, capacity: 2) { _ = tc_put_cell(Int32(y), Int32(x), $0, attrs, pair) }
            }
            return
        }
        var count = 1
        wideText[0] = wchar_t(base.value)
        // Marks ncurses cannot attach (more than a cchar_t holds, or ones it thinks take a column) are left out.
        for mark in cluster.unicodeScalars.dropFirst() where count < wideText.count - 1 && tc_wcwidth(wchar_t(mark.value)) == 0 {
            wideText[count] = wchar_t(mark.value)
            count += 1
        }
        wideText[count] = 0
        tc_put_cell(Int32(y), Int32(x), wideText, attrs, pair)
    }

    /// The curses attributes and colour pair of `style`; the last one is kept, as a frame's cells mostly share the
    /// style of the cell before.
    private func look(of style: Style) -> (attr_t, Int32) {
        if let lastLook, lastLook.style == style { return (lastLook.attrs, lastLook.pair) }
        var attrs = tc_a_normal()
        if style.attributes.contains(.bold) { attrs |= tc_a_bold() }
        if style.attributes.contains(.dim) { attrs |= tc_a_dim() }
        if style.attributes.contains(.reverse) { attrs |= tc_a_reverse() }
        if style.attributes.contains(.underline) { attrs |= tc_a_underline() }
        if style.attributes.contains(.italic) { attrs |= tc_a_italic() }
        let pair = pair(for: style)
        lastLook = (style, attrs, pair)
        return (attrs, pair)
    }

    /// The colour pair for a style, defined on first use. When the terminal runs out of pairs the cache starts over.
    private func pair(for style: Style) -> Int32 {
        guard mapper.colors > 0 else { return 0 }
        let fg = mapper.terminalColor(style.fg), bg = mapper.terminalColor(style.bg)
        // The terminal's own colours get a pair of their own rather than pair 0: ncurses switches to pair 0 with a
        // full attribute reset (`ESC[39m ESC[m`), to another pair with just `ESC[39m` — and the idle clock's
        // default-coloured strokes meet the red second hand several times a second.
        let key = Int32(fg) << 16 | Int32(UInt16(bitPattern: bg))
        if let p = pairs[key] { return p }
        if nextPair >= tc_color_pairs() {
            pairs.removeAll()
            lastLook = nil
            nextPair = 1
        }
        let p = nextPair
        nextPair += 1
        init_extended_pair(p, Int32(fg), Int32(bg))
        pairs[key] = p
        return p
    }
}
