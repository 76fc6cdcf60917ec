import ClockCore
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's time zone as `TimeZoneRules`, read from libc, which honours `TZ` and otherwise
/// /etc/localtime — instead of Foundation's `TimeZone`, which loads ICU.
///
/// libc tells the UTC offset at any instant (`localtime_r`'s `tm_gmtoff`) but not its table of changes, so
/// the table is sampled: once a day over a window around now, and each change found to the second by bisection.
public enum SystemTimeZone {
    /// The window reaches this many days either side of now; callers rebuild the table long before it runs out.
    public static let windowDays = 400
    /// Offsets are sampled once a day, so a change undone less than a day later would be missed.
    static let sampleStep = 86_400

    /// Makes libc read `TZ` again, and /etc/localtime when `TZ` is unset (glibc re-reads the file only then,
    /// and only when it changed). `localtime_r` alone keeps using what it read first.
    public static func reload() { tzset() }

    /// The table for the window around `now`. The window starts on a whole UTC day, so tables built the same
    /// day are equal unless the zone changed.
    public static func rules(around now: Date) -> TimeZoneRules {
        // Through epochSecond, so a date far beyond any clock (or NaN) is clamped rather than trapping.
        let second = TimeZoneRules.epochSecond(now)
        let today = second - (second % sampleStep + sampleStep) % sampleStep
        let start = today - windowDays * sampleStep, end = today + windowDays * sampleStep
        var transitions: [TimeZoneRules.Transition] = []
        let initialOffset = offset(at: start)
        var sample = start, before = initialOffset
        while sample < end {
            let next = min(sample + sampleStep, end)
            let after = offset(at: next)
            if after == before {
                sample = next
                continue
            }
            // Continue from the change rather than from `next`, so a second change before `next` is found too.
            let change = firstChange(after: sample, from: before, notAfter: next)
            before = offset(at: change)
            transitions.append(TimeZoneRules.Transition(at: change, offset: before))
            sample = change
        }
        return TimeZoneRules(name: name(at: [start] + transitions.map(\.at)), initialOffset: initialOffset,
                             transitions: transitions)
    }

    /// The first second in (`low`, `high`] whose offset is not `offset`; `high`'s is not.
    private static func firstChange(after low: Int, from offset: Int, notAfter high: Int) -> Int {
        var low = low, high = high
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if self.offset(at: mid) == offset { low = mid } else { high = mid }
        }
        return high
    }

    private static func offset(at second: Int) -> Int {
        var t = time_t(second)
        var fields = tm()
        guard localtime_r(&t, &fields) != nil else { return 0 }
        return Int(fields.tm_gmtoff)
    }

    private static func abbreviation(at second: Int) -> String {
        var t = time_t(second)
        var fields = tm()
        guard localtime_r(&t, &fields) != nil, let zone = fields.tm_zone else { return "" }
        return String(cString: zone)
    }

    /// `TZ` as given (`Europe/Berlin`, `EST5EDT`), else the zone /etc/localtime links to, else the
    /// abbreviations in use at `instants` (`CEST/CET`), sorted so the name does not change with the window.
    private static func name(at instants: [Int]) -> String {
        if let tz = getenv("TZ").map({ String(cString: $0) }) {
            let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            return name.isEmpty ? "UTC" : zoneName(fromPath: name)
        }
        var link = [CChar](repeating: 0, count: Int(PATH_MAX))
        let n = readlink("/etc/localtime", &link, link.count)
        if n > 0 { return zoneName(fromPath: String(decoding: link[0..<n].map(UInt8.init(bitPattern:)), as: UTF8.self)) }
        return Set(instants.map(abbreviation(at:))).sorted().joined(separator: "/")
    }

    /// `Europe/Berlin` from `/usr/share/zoneinfo/Europe/Berlin`; anything else unchanged.
    private static func zoneName(fromPath path: String) -> String {
        let parts = path.split(separator: "/")
        guard let zoneinfo = parts.lastIndex(of: "zoneinfo") else { return path }
        return parts[(zoneinfo + 1)...].joined(separator: "/")
    }
}
