import ClockCore
import Foundation
import XCTest

/// A Gregorian calendar in the named zone.
func calendar(_ zone: String) -> Calendar {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: zone)!
    return c
}

/// An instant written in UTC, `2026-03-08T07:30:00Z`, so expectations do not rely on the code under test.
func utc(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Date {
    guard let d = ISO8601DateFormatter().date(from: text) else {
        XCTFail("bad test date \(text)", file: file, line: line)
        return Date(timeIntervalSince1970: 0)
    }
    return d
}

/// An ordinary local wall-clock time (not inside a DST change), for setting up "now".
func local(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, _ s: Int = 0, in cal: Calendar) -> Date {
    cal.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi, second: s))!
}

func time(_ h: Int, _ m: Int) -> AlarmTime { AlarmTime(hour: h, minute: m)! }

func moment(_ wall: Date, uptime: Double = 1000) -> Moment { Moment(wall: wall, uptime: uptime) }
