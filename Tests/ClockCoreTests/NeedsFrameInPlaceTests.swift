import ClockCore
import Foundation
import XCTest

/// `needsFrame(since: &drawn)` keeps the drawn model up to date in what it does not draw, so the run loop compares
/// without copying either model: what is not drawn still draws no frame, and every drawn change still draws one,
/// after any number of answers of no.
final class NeedsFrameInPlaceTests: XCTestCase {
    func at(_ t: Double) -> Moment { IdleClock.at(t) }

    func model() -> AppModel { IdleClock.started() }

    func testTheHalfSecondTickDrawsNothingAndTheKeptModelTakesOnlyWhatIsNotDrawn() {
        var m = model()
        var drawn = m
        _ = update(&m, .tick, at: at(0.5))
        XCTAssertFalse(m.needsFrame(since: &drawn), "the same second shows")
        XCTAssertEqual(drawn.now, m.now, "the kept model measures from now")
        XCTAssertEqual(drawn, m, "nothing else differed")
        _ = update(&m, .tick, at: at(1))
        XCTAssertTrue(m.needsFrame(since: &drawn), "a new second")
    }

    /// A change to a field the view draws, made after several answers of no, is seen: the comparison is the whole
    /// model's, not a list of fields that a new one could be missing from.
    func testADrawnChangeAfterIdleTicksStillDrawsAFrame() {
        let changes: [(String, (inout AppModel) -> Void)] = [
            ("help shown", { $0.showsHelp = true }),
            ("screen", { $0.screen = .timers }),
            ("size", { $0.screenSize = Size(width: 100, height: 30) }),
            ("alarm label", { m in _ = update(&m, .alarmsChanged(SavedState(alarms: [AlarmSettings(id: 1, isOn: true, label: "Run")])), at: m.now) }),
            ("background", { $0.background = $0.background == .dark ? .light : .dark }),
            ("notice", { m in _ = update(&m, .notice("Saved", .info), at: m.now) }),
        ]
        for (name, change) in changes {
            var m = model()
            var drawn = m
            for half in 1...3 {
                _ = update(&m, .tick, at: at(Double(half) * 0.1))
                XCTAssertFalse(m.needsFrame(since: &drawn), "\(name): idle tick \(half)")
            }
            change(&m)
            XCTAssertTrue(m.needsFrame(since: &drawn), "\(name): the change is drawn")
        }
    }

    func testTheAlarmsCheckRecordsAndTheSavedCopyAreNotDrawn() {
        var m = model()
        var drawn = m
        _ = update(&m, .tick, at: at(0.25))
        _ = update(&m, .tick, at: at(0.5))
        XCTAssertFalse(m.needsFrame(since: &drawn))
        XCTAssertEqual(drawn.savedAlarms, m.savedAlarms)
    }
}
