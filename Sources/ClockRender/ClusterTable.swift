import Synchronization

/// Grapheme clusters of more than one scalar, each stored once and named by a number, so a `Cell` stays plain data:
/// copied and compared byte for byte, as cheaply as when it held one scalar (the idle clock copies thousands a frame).
/// Such clusters are rare (accented tag text, emoji), and the same ones recur frame after frame.
///
/// The table only grows (a cell on screen may name any cluster ever stored). When it is full, a new cluster is refused:
/// its cell shows the cluster's first scalar (the letter without its accents, the emoji without its modifier) in the
/// cluster's columns, so the row stays where the terminal puts it, and `refusedCount` says how many were refused.
final class ClusterTable: Sendable {
    /// The one table cells use: far more distinct clusters than a screen of text, tags included, ever holds.
    static let shared = ClusterTable(capacity: 1 << 16)

    let capacity: Int

    private struct Storage {
        var clusters: [String] = []
        var numbers: [String: UInt32] = [:]
        var refused = 0
    }

    private let storage = Mutex(Storage())

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The number of `cluster`, adding it if new; nil (counted in `refusedCount`) when the table is full.
    func number(of cluster: String) -> UInt32? {
        storage.withLock { table in
            if let n = table.numbers[cluster] { return n }
            guard table.clusters.count < capacity else {
                table.refused += 1
                return nil
            }
            let n = UInt32(table.clusters.count)
            table.clusters.append(cluster)
            table.numbers[cluster] = n
            return n
        }
    }

    func cluster(_ number: UInt32) -> String {
        storage.withLock { $0.clusters[Int(number)] }
    }

    /// How many times a cluster was drawn as its first scalar because the table was full.
    var refusedCount: Int { storage.withLock { $0.refused } }
}
