import ClockCore
import FoundationEssentials

/// Keeps the app's alarms and the state file in step while other processes (`tui-clock alarms …`) change it too.
///
/// Twice a second, on the clock's own ticks, it looks at the file's identity (a `stat`, no read); when another process replaced the file it
/// reads it and hands the alarms to the model (`.alarmsChanged`). The app's own saves merge under the lock with
/// whatever the file holds by then (`AlarmMerge`, three-way from the state both last agreed on), so neither side's
/// change is lost.
public final class StateFileSync {
    /// How often the file is looked at: within a second of a change the app shows it.
    public static let pollInterval = 0.5

    private let store: StateStore
    /// What the file and the model last agreed on.
    private var base: SavedState
    /// The file as this process last read or wrote it (nil: there was none).
    public private(set) var seen: StateStore.FileIdentity?
    private var nextPoll: Uptime = 0

    public init(store: StateStore, loaded: SavedState) {
        self.store = store
        base = loaded
        seen = store.identity()
    }

    public var fileDescriptor: Int32 { -1 }
    /// Checked on the loop's half-second ticks: a deadline of its own would double the idle wake-ups.
    public var checkAfter: Uptime? { nextPoll }

    public func drain(at now: Moment) -> [Msg] {
        nextPoll = now.uptime + Self.pollInterval
        guard let changed = poll() else { return [] }
        return [.alarmsChanged(changed)]
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
