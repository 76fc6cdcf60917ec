/// How much room the clock panel's list of alarms takes, and which alarms it shows when not all fit.
public enum AlarmListRows {
    /// Alarms listed at once at most; the list scrolls to keep the selected one in view.
    public static let maxShown = 4

    /// Rows the list wants: a row per alarm (up to `maxShown`) and one for the next due; none while the one alarm
    /// there is the plain daily alarm the panel's alarm line already shows in full.
    public static func wanted(by list: AlarmList, editingLabel: Bool = false) -> Int {
        if !editingLabel, list.count == 1, let only = list.settings.first, only.days == .daily, only.label.isEmpty,
           only.sound == .ringTone {
            return 0
        }
        return min(max(list.count, 1), maxShown) + 1
    }

    /// The first alarm shown in `rows` rows: a window over the list that keeps the selected one in view.
    public static func firstShown(count: Int, selected: Int, rows: Int) -> Int {
        guard rows > 0, count > rows else { return 0 }
        return min(max(0, selected - rows + 1), count - rows)
    }
}
