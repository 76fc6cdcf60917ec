import Synchronization

/// How much room the clock panel's list of alarms takes, and which alarms it shows when not all fit.
public enum AlarmListRows {
    /// Alarms listed at once at most; the list scrolls (wheel, or following the selection) for the others.
    public static let maxShown = 4

    /// Rows the list wants: a row per alarm (up to `maxShown`), the "↑ N more" and "↓ N more" rows when there are
    /// more, and one for the next due; none while the one alarm there is the plain daily alarm the panel's alarm
    /// line already shows in full.
    public static func wanted(by list: AlarmList, editingLabel: Bool = false) -> Int {
        if !editingLabel, list.count == 1, let only = list.clocks.first?.settings, only.days == .daily, only.label.isEmpty,
           only.sound == .ringTone {
            return 0
        }
        return min(max(list.count, 1), maxShown) + (list.count > maxShown ? 2 : 0) + 1
    }
}

/// Which alarms (places in time order) a list of `height` rows shows from `top` on, and where: the window, the
/// rows saying how many more are above and below it, and the last row for the next due.
public struct AlarmListWindow: Sendable, Equatable {
    /// The first place (in `AlarmList.byTime`) shown, and how many alarm rows there are.
    public var first: Int
    public var rows: Int
    /// Rows of the list's rect before the first alarm row (1 when the "↑ N more" row is there).
    public var offset: Int
    /// Alarms above and below the window, for "↑ N more" / "↓ N more".
    public var above: Int
    public var below: Int
    /// Whether the list has rows for the markers (it keeps them while scrolling, so nothing jumps).
    public var hasMarkers: Bool

    public init(count: Int, top: Int, height: Int) {
        let room = max(0, height - 1)
        hasMarkers = count > room && room >= 3
        rows = hasMarkers ? room - 2 : room
        offset = hasMarkers ? 1 : 0
        first = min(max(0, top), max(0, count - rows))
        above = first
        below = max(0, count - first - rows)
    }

    /// The place shown on row `row` of the list's rect, if an alarm is there.
    public func place(atRow row: Int, count: Int) -> Int? {
        let place = first + row - offset
        return row >= offset && row < offset + rows && place < count ? place : nil
    }

    /// The top that keeps `place` in view, moving the window as little as possible.
    public func top(following place: Int) -> Int {
        guard rows > 0 else { return first }
        if place < first { return place }
        if place >= first + rows { return place - rows + 1 }
        return first
    }
}

extension AlarmListRows {
    /// One alarm's line: `▸ 7:30 AM on   weekdays  Work ♪` (the marker only on the selected one).
    public static func line(_ s: AlarmSettings, time: AlarmTime, selected: Bool, twentyFourHour: Bool,
                            ascii: Bool) -> String {
        let marker = selected ? (ascii ? "> " : "▸ ") : "  "
        var text = "\(marker)\(AlarmText.time(time, twentyFourHour: twentyFourHour)) \(s.isOn ? "on " : "off")  \(s.days)  \(s.label)"
        if case .album = s.sound { text += ascii ? " (album)" : " ♪" }
        return text
    }

    /// Columns the longest line of `list` takes, for the panel to ask for that much room. The clock screen's layout
    /// asks on every frame, and formatting every alarm's line each second was most of working the layout out, so
    /// the answer is kept for the alarms it was measured from (`LastWidest`).
    public static func widest(_ list: AlarmList, twentyFourHour: Bool) -> Int {
        if let kept = LastWidest.shared.withLock({ $0?.width(of: list, twentyFourHour: twentyFourHour) }) { return kept }
        let measured = LastWidest(list, twentyFourHour: twentyFourHour)
        LastWidest.shared.withLock { $0 = measured }
        return measured.width
    }

    /// Columns the longest line takes, worked out again.
    static func measureWidest(_ settings: [AlarmSettings], twentyFourHour: Bool) -> Int {
        settings.map {
            TerminalColumns.of(line($0, time: $0.time, selected: true, twentyFourHour: twentyFourHour, ascii: true))
        }.max() ?? 0
    }
}

/// The widest line of the alarms last measured, with everything it was measured from: every alarm's settings (a
/// line shows their time, switch, days, label and sound) and the 12/24-hour display.
struct LastWidest: Sendable {
    static let shared = Mutex<LastWidest?>(nil)

    let settings: [AlarmSettings]
    let twentyFourHour: Bool
    let width: Int

    init(_ list: AlarmList, twentyFourHour: Bool) {
        settings = list.settings
        self.twentyFourHour = twentyFourHour
        width = AlarmListRows.measureWidest(settings, twentyFourHour: twentyFourHour)
    }

    /// The width kept, when `list` is what it was measured from (compared in place: no array is made for it).
    func width(of list: AlarmList, twentyFourHour: Bool) -> Int? {
        guard twentyFourHour == self.twentyFourHour, list.clocks.count == settings.count else { return nil }
        for (clock, kept) in zip(list.clocks, settings) where clock.settings != kept { return nil }
        return width
    }
}
