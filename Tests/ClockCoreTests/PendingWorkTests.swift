import XCTest
@testable import ClockCore

/// What the model says it still moves through or waits for: the run loop's `idle` line for tests is written only
/// when this is none, so a test that waits for it compares a screen that no longer changes by itself.
final class PendingWorkTests: XCTestCase {
    let size = Size(width: 120, height: 40)

    func testAClockAtRestHasNothingPendingThoughItsAlarmAndClockTicksAreAhead() {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0),
                             alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 0)!))
        _ = update(&model, .started(StartUp()), at: at(0))
        XCTAssertNotNil(model.partsDeadline(after: at(0)), "the alarm is a deadline")
        XCTAssertEqual(model.pendingWork(at: at(0)), PendingWork())
        XCTAssertTrue(model.pendingWork(at: at(0)).isNone)
    }

    func testANotificationMovesWhileItSlidesInAndRestsWhileItIsRead() {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        _ = update(&model, .input(key(.char("a"))), at: at(0))
        XCTAssertTrue(model.pendingWork(at: at(0)).moving, "the 'Alarm set' notice slides in")
        var t = 0.0
        while model.pendingWork(at: at(t)).moving, t < 5 {
            t += FrameRate.interval
            _ = update(&model, .tick, at: at(t))
        }
        XCTAssertLessThan(t, 1, "the slide ends within a second")
        XCTAssertFalse(model.notifications.isEmpty, "the notice stays to be read, and the program is idle meanwhile")
    }

    func testCoversAskedForArePendingUntilTheyComeBack() {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        _ = update(&model, .input(key(.tab)), at: at(0))
        XCTAssertTrue(model.pendingWork(at: at(0)).scanning, "the wall asked for the library")
        // A library that fits the screen is laid out again in reading order when the scan ends, which asks for
        // the covers of the tiles that then come into view.
        let asked = coverRequests(in: update(&model, .albumsFound(coverAlbums(30)), at: at(0)))
            + coverRequests(in: update(&model, .libraryScanFinished(albumCount: 30, message: nil), at: at(0)))
        let pending = model.pendingWork(at: at(5))
        XCTAssertFalse(pending.scanning)
        XCTAssertEqual(pending.covers, asked.count)
        XCTAssertGreaterThan(asked.count, 0)
        let rendered = asked.map { RenderedCover(key: $0.key, picture: SymbolMosaic(size: $0.key.size)) }
        _ = update(&model, .coversRendered(rendered), at: at(5))
        XCTAssertEqual(model.pendingWork(at: at(5)).covers, 0)
    }

    func testTheTerminalsAnswersAreAwaitedUntilTheProbeEnds() {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        let start = StartUp(graphics: GraphicsStart(choice: .auto))
        _ = update(&model, .started(start), at: at(0))
        XCTAssertTrue(model.pendingWork(at: at(0)).terminalReplies, "the graphics questions are out")
        _ = update(&model, .tick, at: at(10))
        XCTAssertFalse(model.pendingWork(at: at(10)).terminalReplies, "the probe gave up waiting")
    }
}
