/// Where the timer screen's parts go: a title, the Hours/Minutes/Seconds drums, the line saying what Enter starts,
/// the recent lengths, the list of timers, the stopwatch and a key hint, in a centred column. Parts that do not fit
/// are left out from the bottom, the drums and the list last. The view draws here and the mouse hits here.
public struct TimerScreenLayout: Sendable, Equatable {
    public var title: Rect?
    public var hourLabel: Rect?
    public var hourDrum: Rect?
    public var minuteLabel: Rect?
    public var minuteDrum: Rect?
    public var secondLabel: Rect?
    public var secondDrum: Rect?
    /// "Enter starts 4:00 — Tea" (the next timer's length and label).
    public var nextLine: Rect?
    /// "Recent  4:00  25:00": a click on a length puts it on the drums.
    public var presets: Rect?
    /// One row per timer.
    public var list: Rect?
    /// The stopwatch: its time on the first row, then the laps.
    public var stopwatch: Rect?
    public var hint: Rect?

    /// The widest the column grows.
    static let columnWidth = 66

    /// - Parameters:
    ///   - timers: how many timers the list shows (it keeps a row for "no timers" when there are none).
    ///   - laps: how many laps the stopwatch lists.
    /// The screen's parts, top to bottom.
    private enum Part: CaseIterable { case title, drums, next, presets, list, stopwatch, hint }

    public init(size: Size, timers: Int, laps: Int) {
        let width = min(size.width - 2, Self.columnWidth)
        guard width >= 20, size.height >= 6 else { return }
        let x = (size.width - width) / 2
        let drumRows = size.height >= 32 ? 5 : 3
        func height(_ part: Part) -> Int {
            switch part {
            case .title, .next, .presets: return 1
            case .drums: return 1 + drumRows
            case .list: return max(1, timers)
            case .stopwatch: return 1 + min(laps, 5)
            case .hint: return 2
            }
        }
        // What fits, in order of importance (no sets or strings: this runs on every frame of a running stopwatch).
        var shown = [Bool](repeating: false, count: Part.allCases.count)
        var used = 0
        // A list longer than the room left gets that room (it then shows the timers around the selected one),
        // where it was left out whole and the timers vanished from their own screen (six at 40x12).
        var listRows = height(.list)
        for part in [Part.drums, .next, .list, .presets, .title, .stopwatch, .hint] {
            let gap = used == 0 ? 0 : 1
            if part == .list { listRows = min(listRows, max(1, size.height - used - gap)) }
            let cost = (part == .list ? listRows : height(part)) + gap
            if used + cost <= size.height {
                shown[Part.allCases.firstIndex(of: part)!] = true
                used += cost
            }
        }
        // The count above charged a gap before every part, but the next line sits right under the drums and the
        // presets under it: a list cut short gets those rows too (at 40x12 two stayed blank under five of seven).
        func drawnHeight() -> Int {
            var rows = 0
            var gap = 0
            for (i, part) in Part.allCases.enumerated() where shown[i] {
                rows += gap + (part == .list ? listRows : height(part))
                gap = part == .drums || part == .next ? 0 : 1
            }
            return rows
        }
        if shown[Part.allCases.firstIndex(of: .list)!], listRows < height(.list) {
            listRows = min(height(.list), listRows + size.height - drawnHeight())
            used = drawnHeight()
        }
        var y = max(0, (size.height - used) / 2)
        for (i, part) in Part.allCases.enumerated() where shown[i] {
            let h = part == .list ? listRows : height(part)
            let row = Rect(x: x, y: y, width: width, height: h)
            switch part {
            case .title: title = row
            case .drums:
                let drum = (width - 4) / 3
                let xs = [x, x + drum + 2, x + 2 * (drum + 2)]
                hourLabel = Rect(x: xs[0], y: y, width: drum, height: 1)
                minuteLabel = Rect(x: xs[1], y: y, width: drum, height: 1)
                secondLabel = Rect(x: xs[2], y: y, width: drum, height: 1)
                hourDrum = Rect(x: xs[0], y: y + 1, width: drum, height: drumRows)
                minuteDrum = Rect(x: xs[1], y: y + 1, width: drum, height: drumRows)
                secondDrum = Rect(x: xs[2], y: y + 1, width: drum, height: drumRows)
            case .next: nextLine = row
            case .presets: presets = row
            case .list: list = row
            case .stopwatch: stopwatch = row
            case .hint: hint = row
            }
            // The next line belongs to the drums, the presets to it: no gap between them.
            y += h + (part == .drums || part == .next ? 0 : 1)
        }
    }

    /// Which of `count` timers the list's rows show: all that fit; when they do not, from `top` (the first shown
    /// before) as long as the selected one is among them, else moved just enough to show it, so a click on a row
    /// does not move the rows under the pointer.
    public func listed(count: Int, selected: Int, top: Int) -> Range<Int> {
        guard let list else { return 0..<0 }
        let first = min(max(0, selected - list.height + 1, min(top, selected)), max(0, count - list.height))
        return first..<min(count, first + list.height)
    }

    public func drum(for focus: TimerFocus) -> Rect? {
        switch focus {
        case .hour: return hourDrum
        case .minute: return minuteDrum
        case .second: return secondDrum
        }
    }

    public func label(for focus: TimerFocus) -> Rect? {
        switch focus {
        case .hour: return hourLabel
        case .minute: return minuteLabel
        case .second: return secondLabel
        }
    }

    /// The text of the presets line in `width` columns and where each length starts in it (the view writes it,
    /// the mouse hits it): the lengths that fit whole.
    public static func presetsText(_ presets: [Int], width: Int = .max) -> (text: String, starts: [Int]) {
        var text = "Recent (l)"
        var starts: [Int] = []
        for duration in presets {
            let length = TimerDuration.text(duration)
            guard text.count + 2 + length.count <= width else { break }
            text += "  "
            starts.append(text.count)
            text += length
        }
        return (text, starts)
    }

    /// Which preset a click at `point` is on.
    public func preset(at point: Point, presets list: [Int]) -> Int? {
        guard let presets, presets.contains(point) else { return nil }
        let (_, starts) = Self.presetsText(list, width: presets.width)
        let column = point.x - presets.x
        for (i, start) in starts.enumerated() where column >= start && column < start + TimerDuration.text(list[i]).count {
            return i
        }
        return nil
    }
}
