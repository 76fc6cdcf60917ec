/// Joins two processes' changes to the alarms (the app's and a `tui-clock alarms …` command's) so neither is lost:
/// a three-way merge, alarm by alarm (by id), of what both started from (`base`), what this process holds now
/// (`mine`) and what the state file holds now (`theirs`).
public enum AlarmMerge {
    /// - An alarm only one side changed takes that side's version; changed on both, this process's wins
    ///   (it is the one the user is looking at).
    /// - An alarm removed on either side (and left unchanged by this process) is gone; one added on either side is
    ///   there. Added on both sides under the same id, this process's gets a new id, so both stay.
    /// - The order is the file's, with this process's new alarms after it; the selection is this process's.
    public static func merge(base: SavedState, mine: SavedState, theirs: SavedState) -> SavedState {
        // How the screen is shown: this process's when it changed it, else whatever the file holds. The player's
        // memory is this process's alone to change (`tui-clock alarms` never does): the newer one wins.
        let display = mine.display != base.display ? mine.display : theirs.display
        let player = mine.player != base.player ? mine.player : theirs.player
        // Whether the user was told that alarms ring only while a clock is open: this process's when it changed it.
        let told = mine.closedClockWarningTold != base.closedClockWarningTold
            ? mine.closedClockWarningTold : theirs.closedClockWarningTold
        // Timers merge timer by timer the same way (`tui-clock timers …` adds, pauses, removes them).
        let timers = SavedTimers(
            timers: mine.timers.timers == base.timers.timers ? theirs.timers.timers
                : theirs.timers.timers == base.timers.timers ? mine.timers.timers
                : byID(base: base.timers.timers, mine: mine.timers.timers, theirs: theirs.timers.timers,
                       renumbered: { t, id in var t = t; t.id = id; return t }),
            presets: mine.timers.presets != base.timers.presets ? mine.timers.presets : theirs.timers.presets)
        if mine.alarms == base.alarms, mine.selected == base.selected {
            return SavedState(alarms: theirs.alarms, selected: reselect(mine, in: theirs.alarms), display: display,
                              player: player, timers: timers, closedClockWarningTold: told)
        }
        if theirs.alarms == base.alarms, theirs.selected == base.selected {
            var merged = mine
            merged.display = display
            merged.player = player
            merged.timers = timers
            merged.closedClockWarningTold = told
            return merged
        }
        let merged = byID(base: base.alarms, mine: mine.alarms, theirs: theirs.alarms,
                          renumbered: { a, id in var a = a; a.id = id; return a })
        return SavedState(alarms: merged, selected: reselect(mine, in: merged), display: display, player: player,
                          timers: timers, closedClockWarningTold: told)
    }

    /// The three-way merge of one list, item by item (by id), by the rules above: the file's order, this process's
    /// new items after it, an item added on both sides under one id renumbered (`renumbered`) so both stay.
    static func byID<Item: Identifiable & Equatable>(base: [Item], mine: [Item], theirs: [Item],
                                                     renumbered: (Item, Int) -> Item) -> [Item] where Item.ID == Int {
        let baseByID = Dictionary(base.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let mineByID = Dictionary(mine.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var merged: [Item] = []
        for t in theirs {
            guard let old = baseByID[t.id] else {
                merged.append(t)
                continue
            }
            switch mineByID[t.id] {
            case let m? where m != old: merged.append(m)
            case .some: merged.append(t)
            // Removed here: it stays removed unless the other side changed it meanwhile.
            case nil: if t != old { merged.append(t) }
            }
        }
        let theirIDs = Set(theirs.map(\.id))
        // New here, or changed here while the other side removed it.
        for m in mine where baseByID[m.id].map({ !theirIDs.contains(m.id) && $0 != m }) ?? true {
            var added = m
            if merged.contains(where: { $0.id == added.id }) {
                added = renumbered(added, (merged.map(\.id).max() ?? 0) + 1)
            }
            merged.append(added)
        }
        return merged
    }

    /// The index in `alarms` of the alarm `state` has selected, or the nearest valid index.
    private static func reselect(_ state: SavedState, in alarms: [AlarmSettings]) -> Int {
        guard !alarms.isEmpty else { return 0 }
        if state.alarms.indices.contains(state.selected),
           let i = alarms.firstIndex(where: { $0.id == state.alarms[state.selected].id }) {
            return i
        }
        return min(max(state.selected, 0), alarms.count - 1)
    }
}
