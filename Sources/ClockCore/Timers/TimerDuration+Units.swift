/// A length written with units, as people type it: `4m`, `5min`, `5 min`, `90sec`, `1h30m`, `1h 30`, `2 hours`,
/// `1 hour and 30 minutes`, `1.5h`.
extension TimerDuration {
    /// The units a length is written in, largest first: each at most once, in this order.
    enum Unit: Int, CaseIterable {
        case hours, minutes, seconds

        var seconds: Int {
            switch self {
            case .hours: 3600
            case .minutes: 60
            case .seconds: 1
            }
        }

        /// How people write it, short and long.
        var spellings: [String] {
            switch self {
            case .hours: ["h", "hr", "hrs", "hour", "hours"]
            case .minutes: ["m", "min", "mins", "minute", "minutes"]
            case .seconds: ["s", "sec", "secs", "second", "seconds"]
            }
        }

        init?(word: String) {
            guard let unit = Self.allCases.first(where: { $0.spellings.contains(word) }) else { return nil }
            self = unit
        }

        /// The one a number after this unit counts in (`1h30` is `1h30m`); nil after seconds.
        var nextDown: Unit? { Unit(rawValue: rawValue + 1) }
    }

    /// A number or a word of a length, in the order typed.
    private enum Piece: Equatable {
        case number(String)
        case word(String)
    }

    /// The seconds `text` (lower case) says in units; nil when it is not written so. A number alone is minutes, as
    /// kitchen timers count; after a unit it counts in the next one down, as people say "an hour thirty".
    static func readUnits(_ text: String, as typed: String) throws(Problem) -> Int? {
        guard let pieces = pieces(of: text) else { return nil }
        // Thousandths of a second, so `1.5h` and `0.5m` count exactly; the total must come to whole seconds.
        var total = 0
        var last: Unit?
        var number: String?
        var joined = false  // "and" between two parts: "1 hour and 30 minutes"
        for piece in pieces {
            switch piece {
            case .number(let digits):
                guard number == nil else { return nil }  // "1 5m": two numbers for one unit
                number = digits
            case .word("and"):
                guard number == nil, last != nil, !joined else { return nil }
                joined = true
            case .word(let word):
                guard let unit = Unit(word: word) else {
                    if number != nil { throw .unknownUnit(typed, word: word) }
                    return nil
                }
                guard let digits = number, unit.rawValue > last?.rawValue ?? -1,
                      let amount = thousandths(digits) else { return nil }
                total += amount * unit.seconds
                last = unit
                number = nil
                joined = false
            }
        }
        if let digits = number {
            let unit = if let last { last.nextDown } else { Unit.minutes }
            guard let unit, let amount = thousandths(digits) else { return nil }
            total += amount * unit.seconds
        } else if last == nil || joined {
            return nil
        }
        guard total % 1000 == 0 else { throw .fractionOfASecond(typed) }
        return total / 1000
    }

    /// Numbers (ASCII digits and a point) and words (ASCII letters), split where one turns into the other and at
    /// spaces; nil for any other character.
    private static func pieces(of text: String) -> [Piece]? {
        var pieces: [Piece] = []
        var current = ""
        var isNumber = false
        func end() {
            if !current.isEmpty { pieces.append(isNumber ? .number(current) : .word(current)) }
            current = ""
        }
        for c in text {
            guard c.isASCII else { return nil }
            if c.isWhitespace {
                end()
            } else if c.isNumber || c == "." {
                if !isNumber { end() }
                isNumber = true
                current.append(c)
            } else if c.isLetter {
                if isNumber { end() }
                isNumber = false
                current.append(c)
            } else {
                return nil
            }
        }
        end()
        return pieces
    }

    /// `1.5` as 1500; nil for a malformed number or more than three decimals. A number past any timer (more than six
    /// digits) is held at a million, which every unit makes too long, so it is refused as too long, not as garbage.
    private static func thousandths(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.joined().count > 0 else { return nil }
        let whole = parts[0].drop { $0 == "0" }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 3 else { return nil }
        let wholeValue = whole.count > 6 ? 1_000_000 : Int(whole) ?? 0
        let fractionValue = (Int(fraction) ?? 0) * [1000, 100, 10, 1][fraction.count]
        return wholeValue * 1000 + fractionValue
    }
}
