import Synchronization

/// Grapheme clusters of more than one scalar, each stored once and named by a number, so a `Cell` stays plain data:
/// copied and compared byte for byte, as cheaply as when it held one scalar (the idle clock copies thousands a frame).
/// Such clusters are rare (accented tag text, emoji), and the same ones recur frame after frame.
enum ClusterTable {
    /// At most this many distinct clusters are kept; past it a cluster shows as its first scalar.
    static let capacity = 1 << 16

    private struct Storage {
        var clusters: [String] = []
        var numbers: [String: UInt32] = [:]
    }

    private static let storage = Mutex(Storage())

    /// The number of `cluster`, adding it if new; nil when the table is full.
    static func number(of cluster: String) -> UInt32? {
        storage.withLock { table in
            if let n = table.numbers[cluster] { return n }
            guard table.clusters.count < capacity else { return nil }
            let n = UInt32(table.clusters.count)
            table.clusters.append(cluster)
            table.numbers[cluster] = n
            return n
        }
    }

    static func cluster(_ number: UInt32) -> String {
        storage.withLock { $0.clusters[Int(number)] }
    }
}
