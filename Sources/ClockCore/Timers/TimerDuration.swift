/// A timer's length in whole seconds, as the drums set it and the command line types it, and how it is written.
public enum TimerDuration {
    /// The longest timer: what the three drums reach (23 h 59 min 59 s).
    public static let longest = 24 * 3600 - 1

    /// `4:00`, `25:00`, `1:30:00`, `0:03`: minutes and seconds, with hours in front once there are any
    /// (how GNOME Clocks and phone timers write a countdown).
    public static func text(_ seconds: Int) -> String {
        let s = max(0, seconds)
        let two = TimeFormat.twoDigits
        if s >= 3600 { return "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" }
        return "\(s / 60):\(two(s % 60))"
    }

    /// What a countdown shows with `left` seconds to go: the seconds rounded up, so it reads 0:00 only when it is done
    /// and a 4-minute timer starts at 4:00.
    public static func text(left: Double) -> String { text(shownSeconds(left: left)) }

    /// The whole seconds a countdown shows with `left` to go: rounded up, less a millisecond's slack so a wake-up a
    /// hair early or late on the second's edge shows the second it is meant for.
    public static func shownSeconds(left: Double) -> Int { max(0, Int((left - shownSlack).rounded(.up))) }

    static let shownSlack = 0.001

    /// What `parse` reads, as a user would type it, for messages and help.
    public static let examples = "4m, 1h30, 90s or 25:00"

    /// Why a text is not a timer's length, in words that show what would be.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// `-5`, `-4m`: a timer counts down from a length, which has no sign.
        case negative(String)
        case zero(String)
        case longerThanADay(String)
        case notADuration(String)
        /// `5 minuets`: a number and a word that is no unit of time.
        case unknownUnit(String, word: String)
        /// `1.5s`: a timer runs whole seconds.
        case fractionOfASecond(String)

        public var description: String {
            switch self {
            case .negative(let text):
                "'\(text)' is negative: a timer counts down from how long it runs, like \(TimerDuration.examples)"
            case .zero(let text):
                "'\(text)' is no time at all: give how long the timer runs, like \(TimerDuration.examples)"
            case .longerThanADay(let text):
                "'\(text)' is longer than the longest timer, \(TimerDuration.text(TimerDuration.longest))"
            case .notADuration(let text):
                "'\(text)' is not a duration: write it like \(TimerDuration.examples) (a bare number is minutes)"
            case .unknownUnit(let text, let word):
                "'\(text)' is not a duration: '\(word)' is not a unit of time (h, min, s or hours, minutes, seconds)"
            case .fractionOfASecond(let text):
                "'\(text)' ends in a fraction of a second: a timer runs whole seconds"
            }
        }
    }

    /// Reads a length with units (`TimerDuration+Units`: `4m`, `5 min`, `90sec`, `1h30m`, `1h 30`, `2 hours`,
    /// `1 hour and 30 minutes`, `1.5h`; h/hr/hrs/hour/hours, m/min/mins/minute/minutes, s/sec/secs/second/seconds, each
    /// at most once, largest first; a number after the last unit counts in the next one down, so `1h30` is `1h30m`;
    /// a bare number is minutes), `25:00` (minutes:seconds) or `1:30:00` (hours:minutes:seconds). Nil for anything
    /// else, for zero, and past `longest`.
    public static func parse(_ text: String) -> Int? { try? read(text) }

    /// `parse`, saying why a text is refused.
    public static func read(_ text: String) throws(Problem) -> Int {
        let t = String(text.lowercased().drop(while: \.isWhitespace))
        if t.hasPrefix("-"), (try? read(String(t.dropFirst()))) != nil { throw .negative(text) }
        let total = t.contains(":") ? parseClock(t.filter { !$0.isWhitespace }) : try readUnits(t, as: text)
        guard let total else { throw .notADuration(text) }
        guard total > 0 else { throw .zero(text) }
        guard total <= longest else { throw .longerThanADay(text) }
        return total
    }

    private static func parseClock(_ t: String) -> Int? {
        let parts = t.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) }),
              let numbers = Optional(parts.compactMap { Int($0) }), numbers.count == parts.count,
              numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        // The first field may run over (90:00 is an hour and a half); the others are clock fields.
        guard numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        return numbers.reduce(0) { $0 * 60 + $1 }
    }
}
