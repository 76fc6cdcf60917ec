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
        if mine.alarms == base.alarms, mine.selected == base.selected {
            return SavedState(alarms: theirs.alarms, selected: reselect(mine, in: theirs.alarms), display: display,
                              player: player)
        }
        if theirs.alarms == base.alarms, theirs.selected == base.selected {
            var merged = mine
            merged.display = display
            merged.player = player
            return merged
        }
        let baseByID = Dictionary(base.alarms.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let mineByID = Dictionary(mine.alarms.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var merged: [AlarmSettings] = []
        for t in theirs.alarms {
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
        let theirIDs = Set(theirs.alarms.map(\.id))
        // New here, or changed here while the other side removed it.
        for m in mine.alarms where baseByID[m.id].map({ !theirIDs.contains(m.id) && $0 != m }) ?? true {
            var added = m
            if merged.contains(where: { $0.id == added.id }) {
                added.id = (merged.map(\.id).max() ?? 0) + 1
            }
            merged.append(added)
        }
        return SavedState(alarms: merged, selected: reselect(mine, in: merged), display: display, player: player)
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
