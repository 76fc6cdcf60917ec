import ClockCore
@testable import ClockTerminal
import XCTest

/// Which of the terminal's answers the run loop still waits for, so a lone ESC meanwhile waits longer.
final class AwaitedAnswersTests: XCTestCase {
    private let startUp = GraphicsQuestions(protocols: true, cellSize: true, throughTmux: false)

    func testNothingIsAwaitedUntilAsked() {
        XCTAssertFalse(AwaitedAnswers().areAwaited(at: 0))
    }

    func testTheGraphicsQuestionsAreAwaitedUntilDA1sAnswerWhichEndsEveryWait() {
        var awaited = AwaitedAnswers()
        awaited.asked([.background], at: 10)
        awaited.asked(startUp, at: 10)
        XCTAssertTrue(awaited.areAwaited(at: 10.4))
        awaited.received(TerminalReply(.applicationProgramCommand, "Gi=31;OK"))
        awaited.received(TerminalReply(.controlSequence, "6;20;10t"))
        XCTAssertTrue(awaited.areAwaited(at: 10.5))
        awaited.received(TerminalReply(.controlSequence, "?63;1;2;4c"))
        XCTAssertFalse(awaited.areAwaited(at: 10.5))
    }

    func testTheCellSizeAloneAndTheBackgroundAloneEndWithTheirOwnAnswers() {
        var awaited = AwaitedAnswers()
        awaited.asked(GraphicsQuestions(protocols: false, cellSize: true, throughTmux: false), at: 0)
        XCTAssertTrue(awaited.areAwaited(at: 1))
        awaited.received(TerminalReply(.controlSequence, "6;16;8t"))
        XCTAssertFalse(awaited.areAwaited(at: 1))
        awaited.asked([.background], at: 2)
        awaited.received(TerminalReply(.operatingSystemCommand, "10;rgb:ffff/ffff/ffff"))
        XCTAssertTrue(awaited.areAwaited(at: 2), "the foreground is not the background")
        awaited.received(TerminalReply(.operatingSystemCommand, "11;rgb:ffff/ffff/ffff"))
        XCTAssertFalse(awaited.areAwaited(at: 2))
    }

    func testATerminalThatNeverAnswersIsWaitedForOnlyAsLongAsThePatience() {
        var awaited = AwaitedAnswers()
        awaited.asked(startUp, at: 100)
        XCTAssertTrue(awaited.areAwaited(at: 100 + AwaitedAnswers.patience - 0.01))
        XCTAssertFalse(awaited.areAwaited(at: 100 + AwaitedAnswers.patience))
    }
}
