import ClockCore
import Foundation
import XCTest

/// Our calendar in the named zone, its table read from Foundation's (ICU's) time zone database, so expectations
/// rely neither on the code under test nor on libc.
func calendar(_ zone: String) -> WallCalendar { WallCalendar(zone: rules(zone)) }

/// The zone's offsets and every change from 2000 to 2040, as Foundation reports them.
func rules(_ identifier: String) -> TimeZoneRules {
    let zone = TimeZone(identifier: identifier)!
    let start = Date(timeIntervalSince1970: 946_684_800), end = Date(timeIntervalSince1970: 2_208_988_800)
    var transitions: [TimeZoneRules.Transition] = []
    var last = start
    while let next = zone.nextDaylightSavingTimeTransition(after: last), next < end {
        transitions.append(TimeZoneRules.Transition(at: Int(next.timeIntervalSince1970),
                                                    offset: zone.secondsFromGMT(for: next)))
        last = next
    }
    return TimeZoneRules(name: identifier, initialOffset: zone.secondsFromGMT(for: start), transitions: transitions)
}

/// Foundation's Gregorian calendar in the same zone as `cal`, for working out expectations independently.
func foundationCalendar(_ cal: WallCalendar) -> Calendar {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: cal.zone.name)!
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

/// An ordinary local wall-clock time (not inside a DST change), for setting up "now"; worked out by Foundation.
func local(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, _ s: Int = 0, in cal: WallCalendar) -> Date {
    foundationCalendar(cal).date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi, second: s))!
}

func time(_ h: Int, _ m: Int) -> AlarmTime { AlarmTime(hour: h, minute: m)! }

func moment(_ wall: Date, uptime: Uptime = 1000) -> Moment { Moment(wall: wall, uptime: uptime) }
