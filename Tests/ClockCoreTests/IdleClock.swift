import ClockCore
import Foundation

/// What the run loop asks of an idle clock (`tickMatters`, `needsFrame`), on simulated time: wall time 1000 s after
/// the reference date at uptime 50, and a clock started there with one alarm on at 7:00 and ticked once, so nothing
/// moves and nothing is due but the clock's own ticks.
enum IdleClock {
    /// `t` seconds after the start, on both clocks.
    static func at(_ t: Double) -> Moment { Moment(wall: Date(timeIntervalSinceReferenceDate: 1000 + t), uptime: 50 + t) }

    /// The clock at `at(0)`, started and ticked.
    static func started() -> AppModel {
        var m = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40), now: at(0),
                         alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
        _ = update(&m, .started(StartUp()), at: at(0))
        _ = update(&m, .tick, at: at(0))
        return m
    }
}
