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
        keep(value, for: key)
        return value
    }

    /// Lends the value kept for `key` (or `make()`'s) to `body`, which may change it but must leave it as it was. It is
    /// out of the memo meanwhile, so changing it copies nothing; then it is kept as `value(for:make:)` keeps it.
    func borrow<R>(for key: Key, make: () -> Value, _ body: (inout Value) -> R) -> R {
        let kept = entries.withLock { list -> Value? in
            guard let i = list.firstIndex(where: { $0.key == key }) else { return nil }
            return list.remove(at: i).value
        }
        // Consumed, so that `value` is the only reference and changing it copies nothing.
        var value = (consume kept) ?? make()
        let result = body(&value)
        keep(value, for: key)
        return result
    }

    private func keep(_ value: Value, for key: Key) {
        entries.withLock { list in
            list.removeAll { $0.key == key }
            list.insert((key, value), at: 0)
            if list.count > capacity { list.removeLast() }
        }
    }
}
