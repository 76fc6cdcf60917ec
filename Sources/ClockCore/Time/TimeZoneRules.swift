import FoundationEssentials

/// A time zone as a table of UTC offsets: the offset before the first transition and every change after it.
///
/// The terminal layer builds the system zone's table from libc; tests build tables from known rules.
/// A pure value, so the model that holds it stays `Equatable`, and two tables are equal when they say the same.
public struct TimeZoneRules: Equatable, Sendable {
    /// From `at` on, the zone is `offset` seconds east of UTC.
    public struct Transition: Equatable, Sendable {
        /// Seconds since 1970-01-01 00:00:00 UTC: the first second with the new offset.
        public var at: Int
        /// Seconds east of UTC.
        public var offset: Int

        public init(at: Int, offset: Int) {
            self.at = at
            self.offset = offset
        }
    }

    /// For display and debugging: `Europe/Berlin`, `UTC`, `CET/CEST`.
    public var name: String
    /// The offset in force before the first transition.
    public private(set) var initialOffset: Int
    /// Sorted by `at`; each one changes the offset.
    public private(set) var transitions: [Transition]

    /// Sorts `transitions` and drops those that do not change the offset. Offsets are clamped to a day either
    /// side of UTC (real ones stay within 15 hours) and instants to `reach`, so no arithmetic on them overflows.
    public init(name: String, initialOffset: Int, transitions: [Transition] = []) {
        self.name = name
        self.initialOffset = Self.clampedOffset(initialOffset)
        var kept: [Transition] = []
        let clamped = transitions.map { Transition(at: Self.clamped($0.at), offset: Self.clampedOffset($0.offset)) }
        for t in clamped.sorted(by: { $0.at < $1.at }) where t.offset != (kept.last?.offset ?? self.initialOffset) {
            kept.append(t)
        }
        self.transitions = kept
    }

    /// The instants the calendar handles, in seconds since 1970: about 35 million years either side, far beyond any
    /// clock, yet small enough that sums of seconds, offsets and days never overflow. Beyond it instants are clamped.
    public static let reach = -(1 << 50) ... (1 << 50)

    public static let utc = TimeZoneRules(name: "UTC", initialOffset: 0)

    /// Seconds east of UTC at `second` (since 1970, UTC).
    public func utcOffset(at second: Int) -> Int { offset(inPeriod: period(containing: second)) }

    /// Seconds east of UTC at `date`.
    public func utcOffset(at date: Date) -> Int { utcOffset(at: Self.epochSecond(date)) }

    /// The instant at which the wall clock reads `local` (seconds since 1970 on the wall clock), by the rules
    /// `AlarmSchedule` documents (SPEC §3): a reading the clock skips means the first instant after the gap,
    /// the change itself; a reading the clock shows twice means its first instant.
    public func instant(forLocalSeconds local: Int) -> Int {
        let local = Self.clamped(local)
        // Offsets stay within a day of UTC, so every instant showing `local` lies within a day of it.
        let periods = period(containing: local - Self.day)...period(containing: local + Self.day)
        var first: Int?
        for p in periods {
            let t = local - offset(inPeriod: p)
            if period(containing: t) == p { first = min(first ?? t, t) }
        }
        if let first { return first }
        for p in periods.dropFirst() {
            let change = transitions[p - 1].at, before = offset(inPeriod: p - 1), after = offset(inPeriod: p)
            if change + before <= local && local < change + after { return change }
        }
        return local - utcOffset(at: local)
    }

    /// Whole seconds since 1970-01-01 UTC, rounded down (so 0.5 s before the epoch is second −1), within `reach`:
    /// a date beyond it (or infinite) is clamped to its end, and a NaN date reads as 1970.
    public static func epochSecond(_ date: Date) -> Int {
        let t = date.timeIntervalSince1970
        guard !t.isNaN else { return 0 }
        if t <= Double(reach.lowerBound) { return reach.lowerBound }
        if t >= Double(reach.upperBound) { return reach.upperBound }
        return Int(t.rounded(.down))
    }

    private static let day = 86_400

    private static func clamped(_ second: Int) -> Int { min(max(second, reach.lowerBound), reach.upperBound) }

    private static func clampedOffset(_ offset: Int) -> Int { min(max(offset, -day), day) }

    /// Period `p` runs from transition `p − 1` (or the beginning of time) to transition `p` (or forever):
    /// the number of transitions at or before `second`, by binary search.
    private func period(containing second: Int) -> Int {
        var low = 0, high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if transitions[mid].at <= second { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func offset(inPeriod p: Int) -> Int { p == 0 ? initialOffset : transitions[p - 1].offset }
}
