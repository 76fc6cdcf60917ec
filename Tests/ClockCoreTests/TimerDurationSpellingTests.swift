import ClockCore
import XCTest

/// `tui-clock timers add` reads a length as people type it: units short or long, with or without spaces, and the
/// colon forms; garbage, zero, negative and overlong lengths are refused with a reason.
final class TimerDurationSpellingTests: XCTestCase {
    func problem(_ text: String) -> TimerDuration.Problem? {
        do {
            _ = try TimerDuration.read(text)
            return nil
        } catch {
            return error
        }
    }

    func testEveryUnitIsReadShortOrLongWithOrWithoutASpace() {
        let units: [(words: [String], seconds: Int)] = [
            (["h", "hr", "hrs", "hour", "hours"], 3600),
            (["m", "min", "mins", "minute", "minutes"], 60),
            (["s", "sec", "secs", "second", "seconds"], 1),
        ]
        for (words, seconds) in units {
            for word in words {
                XCTAssertEqual(TimerDuration.parse("2\(word)"), 2 * seconds, "2\(word)")
                XCTAssertEqual(TimerDuration.parse("2 \(word)"), 2 * seconds, "2 \(word)")
                XCTAssertEqual(TimerDuration.parse("2 \(word.uppercased())"), 2 * seconds, "2 \(word.uppercased())")
            }
        }
    }

    func testTheLengthsUsersTypeAreRead() {
        let lengths: [(String, Int)] = [
            ("5min", 300), ("5 min", 300), ("5 mins", 300), ("90s", 90), ("90sec", 90), ("90 seconds", 90),
            ("1h30m", 5400), ("1h 30m", 5400), ("1 h 30 m", 5400), ("1hr30min", 5400), ("1 hour 30 minutes", 5400),
            ("1 hour and 30 minutes", 5400), ("1h30", 5400), ("1 hour 30", 5400), ("2 hours", 7200),
            ("1:30:00", 5400), ("25:00", 1500), ("0:45", 45), ("1h 5m 3s", 3903), ("2m30", 150), ("2 min 30 sec", 150),
            ("1.5h", 5400), ("1.5 hours", 5400), ("0.5m", 30), ("2.5", 150), ("  5m  ", 300), ("10", 600),
            ("23:59:59", TimerDuration.longest), ("23h 59m 59s", TimerDuration.longest),
        ]
        for (text, seconds) in lengths {
            XCTAssertEqual(TimerDuration.parse(text), seconds, text)
        }
    }

    func testGarbageIsNotADuration() {
        for text in ["", " ", "soon", "m", "min", "5 and", "and 5m", "1h and", "1h and and 30m", "5 5m", "1 5 min",
                     "5m5m", "5 min 5 min", "1m1h", "30 minutes 1 hour", "3s4", "5m:30", "1..5m", "1.2.3m", ".m",
                     "5m!", "٣m", "5 ｍ", "1:2:3:4", "3:75", "1::2"] {
            XCTAssertEqual(problem(text), .notADuration(text), text)
        }
    }

    func testAWordThatIsNoUnitIsNamed() {
        XCTAssertEqual(problem("5 minuets"), .unknownUnit("5 minuets", word: "minuets"))
        XCTAssertEqual(problem("4x"), .unknownUnit("4x", word: "x"))
        XCTAssertEqual(problem("3 days"), .unknownUnit("3 days", word: "days"))
        XCTAssertEqual(problem("5 minuets")?.description,
                       "'5 minuets' is not a duration: 'minuets' is not a unit of time (h, min, s or hours, minutes, seconds)")
    }

    func testZeroNegativeFractionalAndOverlongLengthsSayWhy() {
        XCTAssertEqual(problem("0 min"), .zero("0 min"))
        XCTAssertEqual(problem("0h 0m"), .zero("0h 0m"))
        XCTAssertEqual(problem("-5 min"), .negative("-5 min"))
        XCTAssertEqual(problem("- 2 hours"), .negative("- 2 hours"))
        XCTAssertEqual(problem("-1:30"), .negative("-1:30"))
        XCTAssertEqual(problem("1.5s"), .fractionOfASecond("1.5s"))
        XCTAssertEqual(problem("1.0001h"), .notADuration("1.0001h"), "more decimals than a timer needs")
        XCTAssertEqual(problem("24 hours"), .longerThanADay("24 hours"))
        XCTAssertEqual(problem("1441 min"), .longerThanADay("1441 min"))
        XCTAssertEqual(problem("99999999999 hours"), .longerThanADay("99999999999 hours"), "absurd, not garbage")
        XCTAssertEqual(problem("99999999999999999999999"), .longerThanADay("99999999999999999999999"))
        XCTAssertEqual(problem("1.5s")?.description, "'1.5s' ends in a fraction of a second: a timer runs whole seconds")
    }
}
