/// Order statistics over samples: what the report prints for every figure.
enum Statistics {
    /// The middle value (mean of the two middle ones for an even count); 0 for no samples.
    static func median(_ samples: [Double]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The `p`-th percentile (0...100) by the nearest-rank method: the smallest sample that at least
    /// `p` % of the samples do not exceed.
    static func percentile(_ samples: [Double], _ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
