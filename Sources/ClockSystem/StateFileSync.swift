import ClockCore
import FoundationEssentials

/// Keeps the app's alarms and the state file in step while other processes (`tui-clock alarms …`) change it too.
///
/// When told to look (`poll`: the clock's `StateFileWatch` on an inotify event, the background ringer on its own),
/// it compares the file's identity (a `stat`, no read); when another process replaced the file it reads it and
/// hands back the alarms. The app's own saves merge under the lock with
/// whatever the file holds by then (`AlarmMerge`, three-way from the state both last agreed on), so neither side's
/// change is lost.
public final class StateFileSync {
    private let store: StateStore
    /// What the file and the model last agreed on.
    private var base: SavedState
    /// The file as this process last read or wrote it (nil: there was none).
    public private(set) var seen: StateStore.FileIdentity?

    public init(store: StateStore, loaded: SavedState) {
        self.store = store
        base = loaded
        seen = store.identity()
    }

    /// The file's alarms when another process changed them since this process last read or wrote it.
    public func poll() -> SavedState? {
        let identity = store.identity()
        guard identity != seen else { return nil }
        seen = identity
        // A missing or damaged file changes nothing here; the next save writes a good one.
        guard let theirs = store.readCurrent(), theirs != base else { return nil }
        base = theirs
        return theirs
    }

    /// Saves the model's alarms merged with what the file holds now (unless it holds that already). Returns the
    /// merged state when it differs from `mine` (another process changed something meanwhile), for the model to take.
    public func save(_ mine: SavedState) throws(StateStoreError) -> SavedState? {
        try store.withLock { () throws(StateStoreError) -> SavedState? in
            let current = store.readCurrent()
            let theirs = current ?? base
            let merged = AlarmMerge.merge(base: base, mine: mine, theirs: theirs)
            // A file that holds this state already is left as it is: a write wakes the idle background ringer.
            if merged != current { try store.save(merged) }
            base = merged
            seen = store.identity()
            return merged == mine ? nil : merged
        }
    }
}
