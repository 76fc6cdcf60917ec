import Synchronization

/// Pictures kept between frames, the latest few by everything they are drawn from. An idle second redraws the
/// same marks, hands and drums; views take them from here instead. What a view takes is exactly what drawing would
/// give, so views stay pure. Shared by every render, so it locks.
final class RenderMemo<Key: Equatable & Sendable, Value: Sendable>: Sendable {
    let capacity: Int
    private let entries = Mutex<[(key: Key, value: Value)]>([])

    init(capacity: Int) { self.capacity = capacity }

    /// The value kept for `key`, or `make()`'s, which is then kept (the oldest entry beyond `capacity` goes).
    func value(for key: Key, make: () -> Value) -> Value {
        if let kept = entries.withLock({ list in list.first { $0.key == key }?.value }) { return kept }
        let value = make()
        entries.withLock { list in
            list.removeAll { $0.key == key }
            list.insert((key, value), at: 0)
            if list.count > capacity { list.removeLast() }
        }
        return value
    }
}
