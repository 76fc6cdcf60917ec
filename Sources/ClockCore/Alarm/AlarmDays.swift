/// The days of the week an alarm rings on: once (no day chosen: the next time it comes round, then it switches
/// itself off), daily, weekdays, weekends, or any set of days.
public struct AlarmDays: Sendable, Hashable, CustomStringConvertible {
    /// One bit per day, bit `weekday - 1` for `CivilDate.weekday` (1 = Sunday … 7 = Saturday).
    public let mask: UInt8

    public init(mask: UInt8) { self.mask = mask & 0x7f }

    /// The days with these `CivilDate.weekday` numbers (1 = Sunday … 7 = Saturday); others are ignored.
    public init(weekdays: some Sequence<Int>) {
        var m: UInt8 = 0
        for d in weekdays where (1...7).contains(d) { m |= 1 << UInt8(d - 1) }
        self.init(mask: m)
    }

    public static let once = AlarmDays(mask: 0)
    public static let daily = AlarmDays(mask: 0x7f)
    public static let weekdays = AlarmDays(weekdays: 2...6)
    public static let weekends = AlarmDays(weekdays: [1, 7])
    /// What `D` steps through, in order; a custom set steps to the first.
    public static let presets: [AlarmDays] = [.once, .daily, .weekdays, .weekends]

    /// Day names as the command line and the state file write them, Sunday first (`CivilDate.weekday` order).
    public static let dayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    /// The order days are listed in: Monday first, as a working week reads.
    static let listingOrder = [2, 3, 4, 5, 6, 7, 1]

    /// A one-shot alarm: it rings the next time its time comes round, then switches itself off.
    public var isOnce: Bool { mask == 0 }

    /// Whether the alarm rings on `date` (a once alarm on any date).
    public func includes(_ date: CivilDate) -> Bool {
        isOnce || mask & (1 << UInt8(date.weekday - 1)) != 0
    }

    /// The preset after this one, for `D`.
    public var nextPreset: AlarmDays {
        guard let i = Self.presets.firstIndex(of: self) else { return Self.presets[0] }
        return Self.presets[(i + 1) % Self.presets.count]
    }

    /// `once`, `daily`, `weekdays`, `weekends` or the days Monday first: `mon,wed,fri`.
    public var description: String {
        switch self {
        case .once: return "once"
        case .daily: return "daily"
        case .weekdays: return "weekdays"
        case .weekends: return "weekends"
        default:
            return Self.listingOrder.filter { mask & (1 << UInt8($0 - 1)) != 0 }.map { Self.dayNames[$0 - 1] }
                .joined(separator: ",")
        }
    }

    /// Reads what `description` writes: a preset name or day names separated by commas (any case, any order);
    /// nil for anything else.
    public init?(parsing text: String) {
        let t = text.lowercased()
        if let preset = Self.presets.first(where: { $0.description == t }) {
            self = preset
            return
        }
        var days: [Int] = []
        for name in t.split(separator: ",", omittingEmptySubsequences: false) {
            guard let i = Self.dayNames.firstIndex(of: name.trimmingSpaces) else { return nil }
            days.append(i + 1)
        }
        guard !days.isEmpty else { return nil }
        self.init(weekdays: days)
    }
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
