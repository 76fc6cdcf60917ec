import ClockCore
import FoundationEssentials
import Synchronization

/// Keeps the app's alarms and the state file in step while other processes (`tui-clock alarms …`) change it too.
///
/// When told to look (`poll`: the background ringer on its own; `lookUnlessSaving`: the clock's `StateFileWatch` on
/// an inotify event), it compares the file's identity (a `stat`, no read); when another process replaced the file it
/// reads it and hands back the alarms. The app's own saves merge under the lock with whatever the file holds by then
/// (`AlarmMerge`, three-way from the state both last agreed on), so neither side's change is lost.
///
/// Safe from two threads: the clock saves on its writer's thread (`StateFileWriter`) and looks on the UI thread.
public final class StateFileSync: Sendable {
    /// What this process and the file last agreed on.
    private struct Agreed {
        /// What the file and the model last agreed on.
        var base: SavedState
        /// The file as this process last read or wrote it (nil: there was none).
        var seen: StateStore.FileIdentity?
    }

    private let store: StateStore
    /// Held through a whole save, its fsyncs included, so a look never sees the program's own save half done (the
    /// new file there, `seen` not yet its identity) and takes it for another process's.
    private let agreed: Mutex<Agreed>

    public init(store: StateStore, loaded: SavedState) {
        self.store = store
        agreed = Mutex(Agreed(base: loaded, seen: store.identity()))
    }

    /// The file as this process last read or wrote it (nil: there was none).
    public var seen: StateStore.FileIdentity? { agreed.withLock { $0.seen } }

    /// The file's alarms when another process changed them since this process last read or wrote it. Waits for a
    /// save in progress: for the background ringer, whose saves are on its own thread.
    public func poll() -> SavedState? {
        agreed.withLock { look(&$0) }
    }

    /// What a look at the file found, for a caller that must not wait for a disk.
    public enum Look: Equatable, Sendable {
        case unchanged
        /// Another process changed the alarms: these are the file's.
        case changed(SavedState)
        /// A save is being written: nothing was looked at; look again once it is done.
        case saving
    }

    /// `poll` for the UI thread: it never waits for a save's fsyncs, which take seconds on a busy disk.
    public func lookUnlessSaving() -> Look {
        agreed.withLockIfAvailable { agreed -> Look in
            look(&agreed).map { .changed($0) } ?? .unchanged
        } ?? .saving
    }

    private func look(_ agreed: inout Agreed) -> SavedState? {
        let identity = store.identity()
        guard identity != agreed.seen else { return nil }
        agreed.seen = identity
        // A missing or damaged file changes nothing here; the next save writes a good one.
        guard let theirs = store.readCurrent(), theirs != agreed.base else { return nil }
        agreed.base = theirs
        return theirs
    }

    /// Saves the model's alarms merged with what the file holds now (unless it holds that already). Returns the
    /// merged state when it differs from `mine` (another process changed something meanwhile), for the model to take.
    public func save(_ mine: SavedState) throws(StateStoreError) -> SavedState? {
        try agreed.withLock { agreed throws(StateStoreError) -> SavedState? in
            try store.withLock { () throws(StateStoreError) -> SavedState? in
                let current = store.readCurrent()
                let theirs = current ?? agreed.base
                let merged = AlarmMerge.merge(base: agreed.base, mine: mine, theirs: theirs)
                // A file that holds this state already is left as it is: a write wakes the idle background ringer.
                if merged != current { try store.save(merged) }
                agreed.base = merged
                agreed.seen = store.identity()
                return merged == mine ? nil : merged
            }
        }
    }
}
