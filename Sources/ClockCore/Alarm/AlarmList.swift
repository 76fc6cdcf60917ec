import FoundationEssentials

/// One alarm's event, with the alarm it came from (its label and time name it in the notification).
public struct AlarmListEvent: Sendable, Equatable {
    public var alarm: AlarmSettings
    public var event: AlarmEvent
}

/// Several alarms, one of them selected (the dial, the drums and the alarm keys edit that one). Each alarm keeps
/// its own schedule, ringing, snooze and missed-alarm memory in an `AlarmRinging`; the list runs them side by side.
public struct AlarmList: Sendable, Equatable {
    /// At most this many alarms (the state file refuses more as damage).
    public static let maxCount = 100

    public private(set) var clocks: [AlarmRinging]
    /// The index of the selected alarm; 0 when there is none.
    public private(set) var selected: Int

    public init(_ settings: [AlarmSettings] = [AlarmSettings()], selected: Int = 0) {
        clocks = settings.map { AlarmRinging(settings: $0) }
        self.selected = 0
        select(selected)
    }

    public init(_ saved: SavedState) { self.init(saved.alarms, selected: saved.selected) }

    /// What is persisted.
    public var saved: SavedState { SavedState(alarms: clocks.map(\.settings), selected: selected) }
    public var settings: [AlarmSettings] { clocks.map(\.settings) }
    public var count: Int { clocks.count }
    public var isRinging: Bool { clocks.contains { $0.isRinging } }
    /// The alarms ringing now, in list order.
    public var ringing: [AlarmSettings] { clocks.filter(\.isRinging).map(\.settings) }

    /// The selected alarm. With no alarms it reads as a fresh one that is off, and an edit to it (`a`, arrows)
    /// makes it the first alarm.
    public var current: AlarmRinging {
        get { clocks.isEmpty ? AlarmRinging(settings: AlarmSettings(id: nextID)) : clocks[selected] }
        set {
            if clocks.isEmpty {
                if newValue != current { clocks = [newValue] }
            } else {
                clocks[selected] = newValue
            }
        }
    }

    /// An id no alarm in the list has.
    public var nextID: Int { (clocks.map(\.settings.id).max() ?? 0) + 1 }

    /// Selects the alarm at `index`, clamped into the list.
    public mutating func select(_ index: Int) {
        selected = clocks.isEmpty ? 0 : min(max(index, 0), clocks.count - 1)
    }

    /// The alarms' indices in the order the list shows them: by time of day, the older first at the same time
    /// (as GNOME Clocks, Android and KClock list them). The list itself keeps the order they were made in, which
    /// `tui-clock alarms` numbers; the selection is an index, so it stays on its alarm however the order changes.
    public var byTime: [Int] {
        clocks.indices.sorted { timeOrder($0) < timeOrder($1) }
    }

    /// Where the selected alarm is in `byTime`.
    public var selectedPlace: Int {
        // Counted, not sorted: every tick asks (before and after, to keep the selection in the list's view).
        guard clocks.indices.contains(selected) else { return 0 }
        let key = timeOrder(selected)
        return clocks.indices.reduce(0) { $0 + (timeOrder($1) < key ? 1 : 0) }
    }

    /// What `byTime` orders by: the time of day, then the id, then the place in the list (a state file written by
    /// hand may repeat an id), so no two alarms tie.
    private func timeOrder(_ index: Int) -> (Int, Int, Int) {
        let s = clocks[index].settings
        return (s.time.minuteOfDay, s.id, index)
    }

    /// Selects the next (`+1`) or previous (`-1`) alarm in time order, wrapping around.
    public mutating func selectNext(_ step: Int) {
        guard !clocks.isEmpty else { return }
        let order = byTime
        selected = order[((selectedPlace + step) % clocks.count + clocks.count) % clocks.count]
    }

    /// Adds an alarm with a fresh id at the end and selects it; false when the list is full.
    @discardableResult
    public mutating func add(_ settings: AlarmSettings) -> Bool {
        guard clocks.count < Self.maxCount else { return false }
        var s = settings
        s.id = nextID
        clocks.append(AlarmRinging(settings: s))
        selected = clocks.count - 1
        return true
    }

    /// Removes the selected alarm and returns it with its place, for undo.
    public mutating func removeSelected() -> DeletedAlarm? {
        guard !clocks.isEmpty else { return nil }
        let index = selected
        // The alarm after it in time order is selected next (the last one's predecessor).
        let order = byTime, place = selectedPlace
        let next = place + 1 < order.count ? order[place + 1] : (place > 0 ? order[place - 1] : index)
        let removed = clocks.remove(at: index)
        select(next > index ? next - 1 : next)
        return DeletedAlarm(clock: removed, index: index)
    }

    /// Puts a removed alarm back where it was (undo) and selects it.
    public mutating func restore(_ deleted: DeletedAlarm) {
        guard clocks.count < Self.maxCount else { return }
        var c = deleted.clock
        let index = deleted.index
        if clocks.contains(where: { $0.settings.id == c.settings.id }) { c.settings.id = nextID }
        let i = min(max(index, 0), clocks.count)
        clocks.insert(c, at: i)
        selected = i
    }

    /// Runs one operation on every alarm, collecting their events in list order.
    public mutating func each(_ operation: (inout AlarmRinging) -> [AlarmEvent]) -> [AlarmListEvent] {
        var events: [AlarmListEvent] = []
        for i in clocks.indices {
            events += operation(&clocks[i]).map { AlarmListEvent(alarm: clocks[i].settings, event: $0) }
        }
        return events
    }

    /// The alarm that rings next after `now` and when, if any is on or snoozed.
    public func nextDue(after now: Date, in calendar: WallCalendar) -> (index: Int, at: Date)? {
        var best: (index: Int, at: Date)?
        for (i, c) in clocks.enumerated() {
            if let at = c.nextRing(after: now, in: calendar), best == nil || at < best!.at { best = (i, at) }
        }
        return best
    }

    /// Takes the alarms as another process left them in the state file. An alarm that stays (by id) keeps its last
    /// check; its ringing follows the file's ring record (`AlarmRinging.follow`): a ring stopped elsewhere stops, one
    /// begun elsewhere rings here too (its `.ring` events are returned). The selection stays on the same alarm.
    @discardableResult
    public mutating func adopt(_ saved: SavedState, at now: Moment) -> [AlarmListEvent] {
        let selectedID = clocks.isEmpty ? nil : clocks[selected].settings.id
        var events: [AlarmListEvent] = []
        clocks = saved.alarms.map { s in
            var kept = clocks.first(where: { $0.settings.id == s.id }) ?? AlarmRinging(settings: AlarmSettings(id: s.id))
            events += kept.follow(s, at: now).map { AlarmListEvent(alarm: kept.settings, event: $0) }
            return kept
        }
        select(clocks.firstIndex { $0.settings.id == selectedID } ?? selected)
        return events
    }

    /// Whether `other` is the same list apart from the records of when each alarm was last checked.
    func sameState(as other: AlarmList) -> Bool {
        selected == other.selected && clocks.count == other.clocks.count
            && zip(clocks, other.clocks).allSatisfy { $0.sameState(as: $1) }
    }

    /// Every alarm's deadlines in `calendar`.
    public func deadlines(in calendar: WallCalendar) -> AlarmListDeadlines { AlarmListDeadlines(list: self, calendar: calendar) }
}

/// The alarms as the run loop sees them: the earliest ring, bell or auto-silence of any of them.
public struct AlarmListDeadlines: Timed {
    public var list: AlarmList
    public var calendar: WallCalendar

    public func nextDeadline(after now: Moment) -> Moment? {
        var best: Moment?
        for c in list.clocks {
            best = Moment.earliest(best, c.deadlines(in: calendar).nextDeadline(after: now))
        }
        return best
    }
}
