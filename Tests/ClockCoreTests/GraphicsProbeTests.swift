import ClockCore
import Foundation
import XCTest

/// Issue 14, "Choosing": `--images auto` asks the terminal and decides from its answers, or gives up after a short
/// wait; explicit choices ask at most the cell size; the Linux console and tmux without passthrough get symbols.
final class GraphicsProbeTests: XCTestCase {
    func at(_ t: Double) -> Moment { Moment(wall: Date(timeIntervalSinceReferenceDate: t), uptime: Uptime(seconds: t)) }

    let everything = GraphicsQuestions(protocols: true, cellSize: true, throughTmux: false)

    func reply(_ kind: TerminalReply.Kind, _ text: String) -> GraphicsAnswer {
        guard let answer = GraphicsAnswer(TerminalReply(kind, text)) else { preconditionFailure("not an answer: \(text)") }
        return answer
    }

    var kittyOK: GraphicsAnswer { reply(.applicationProgramCommand, "Gi=31;OK") }
    var kittyRefused: GraphicsAnswer { reply(.applicationProgramCommand, "Gi=31;ENOTSUPPORTED:unsupported format") }
    var sixelDA1: GraphicsAnswer { reply(.controlSequence, "?63;1;2;4;6;9;15;16;22;28c") }
    var plainDA1: GraphicsAnswer { reply(.controlSequence, "?1;2c") }
    func name(_ text: String) -> GraphicsAnswer { reply(.deviceControl, ">|" + text) }

    /// An `auto` probe that has sent its questions at t = 10, fed `answers` in order; what the last one decided.
    func decide(_ answers: [GraphicsAnswer], termProgram: String? = nil) -> GraphicsProbe.Next {
        var (probe, next) = GraphicsProbe.begin(GraphicsStart(choice: .auto, termProgram: termProgram), at: at(10))
        XCTAssertEqual(next, .ask(everything))
        for answer in answers { next = probe.take(answer) }
        return next
    }

    func found(_ shown: ImageProtocol, tmux: Bool = false, asking: GraphicsQuestions? = nil) -> GraphicsProbe.Next {
        .found(shown, throughTmux: tmux, asking: asking)
    }

    func testTheAnswersAreReadFromTheTerminalsReplies() {
        XCTAssertEqual(kittyOK, .kitty(ok: true))
        XCTAssertEqual(kittyRefused, .kitty(ok: false))
        XCTAssertEqual(sixelDA1, .deviceAttributes([63, 1, 2, 4, 6, 9, 15, 16, 22, 28]))
        XCTAssertEqual(name("XTerm(379)"), .terminalName("XTerm(379)"))
        XCTAssertEqual(reply(.controlSequence, "6;20;10t"), .cellSize(PixelSize(width: 10, height: 20)))
        XCTAssertNil(GraphicsAnswer(TerminalReply(.operatingSystemCommand, "11;rgb:0000/0000/0000")), "a colour")
        XCTAssertNil(GraphicsAnswer(TerminalReply(.applicationProgramCommand, "Gi=7;OK")), "another picture's answer")
        XCTAssertNil(GraphicsAnswer(TerminalReply(.controlSequence, "I")), "a focus report")
        XCTAssertNil(GraphicsAnswer(TerminalReply(.controlSequence, "6;0;0t")), "a cell of no size")
        XCTAssertNil(GraphicsAnswer(TerminalReply(.controlSequence, "8;24;80t")), "the window in cells")
    }

    func testKittyWhenTheGraphicsQueryIsAnsweredOK() {
        XCTAssertEqual(decide([kittyOK, name("kitty(0.35.2)"), sixelDA1]), found(.kitty))
        XCTAssertEqual(decide([kittyOK, plainDA1]), found(.kitty))
    }

    func testSixelWhenDA1ListsAttribute4() {
        XCTAssertEqual(decide([name("XTerm(379)"), sixelDA1]), found(.sixel))
        XCTAssertEqual(decide([kittyRefused, sixelDA1]), found(.sixel), "a kitty error is no kitty")
    }

    func testITerm2WhenXTVERSIONOrTermProgramNamesIt() {
        XCTAssertEqual(decide([name("iTerm2 3.5.0"), plainDA1]), found(.iterm2))
        XCTAssertEqual(decide([plainDA1], termProgram: "iTerm.app"), found(.iterm2))
        XCTAssertEqual(decide([name("iTerm2 3.5.0"), sixelDA1]), found(.iterm2), "iTerm2's own images before its sixel")
    }

    func testWezTermPrefersKittyWhenItAnsweredElseITerm2() {
        XCTAssertEqual(decide([kittyOK, name("WezTerm 20240203-110809-5046fc22"), sixelDA1]), found(.kitty))
        XCTAssertEqual(decide([name("WezTerm 20240203-110809-5046fc22"), sixelDA1]), found(.iterm2))
        XCTAssertEqual(decide([sixelDA1], termProgram: "WezTerm"), found(.iterm2))
    }

    func testSymbolsWhenTheTerminalClaimsNoPictures() {
        XCTAssertEqual(decide([name("tmux 3.3a"), plainDA1]), found(.symbols))
        XCTAssertEqual(decide([plainDA1]), found(.symbols))
    }

    func testTheDecisionWaitsForDA1AndLaterRepliesChangeNothing() {
        var (probe, _) = GraphicsProbe.begin(GraphicsStart(choice: .auto), at: at(10))
        XCTAssertEqual(probe.take(kittyOK), .wait)
        XCTAssertEqual(probe.take(reply(.controlSequence, "6;20;10t")), .wait)
        XCTAssertEqual(probe.stage, .asking)
        XCTAssertEqual(probe.take(plainDA1), found(.kitty))
        XCTAssertEqual(probe.take(sixelDA1), .wait, "a second DA1 answer")
        XCTAssertEqual(probe.tick(at: at(20)), .wait, "no timeout after the decision")
    }

    func testNobodyAnsweringGivesSymbolsAfterTheShortWait() {
        var (probe, _) = GraphicsProbe.begin(GraphicsStart(choice: .auto), at: at(10))
        XCTAssertEqual(probe.due(after: 10), 10 + GraphicsProbe.answerTimeout, "the loop wakes for the timeout")
        XCTAssertEqual(probe.tick(at: at(10.2)), .wait)
        XCTAssertEqual(probe.tick(at: at(10.5)), found(.symbols))
        XCTAssertEqual(probe.stage, .done)
        XCTAssertNil(probe.due(after: 10.5))
        XCTAssertEqual(probe.take(sixelDA1), .wait, "an answer after the wait is too late")
    }

    func testAKittyAnswerWithoutDA1IsStillSymbolsAtTheTimeout() {
        var (probe, _) = GraphicsProbe.begin(GraphicsStart(choice: .auto), at: at(10))
        _ = probe.take(kittyOK)
        XCTAssertEqual(probe.tick(at: at(11)), found(.symbols))
    }

    /// TIOCGWINSZ's pixels are the window's (xterm counts its border and a resize's leftover): the terminal's own
    /// cell is asked for all the same, and having answered it is asked again after resizes.
    func testTheCellSizeIsAskedEvenWhenTIOCGWINSZHasPixels() {
        let measured = GraphicsStart(choice: .auto, cellPixels: PixelSize(width: 9, height: 18))
        XCTAssertEqual(GraphicsProbe.begin(measured, at: at(0)).1,
                       .ask(GraphicsQuestions(protocols: true, cellSize: true, throughTmux: false)))
    }

    func testTheLinuxConsoleIsNeverAsked() {
        for choice in [ImageChoice.auto, .only(.kitty), .only(.sixel)] {
            let (probe, next) = GraphicsProbe.begin(GraphicsStart(choice: choice, linuxConsole: true), at: at(0))
            XCTAssertEqual(next, found(.symbols), "\(choice)")
            XCTAssertNil(probe.due(after: 0))
        }
        let environment = ["TERM": "linux-16color", "TERM_PROGRAM": "iTerm.app"]
        XCTAssertTrue(GraphicsStart(choice: .auto, environment: environment, cellPixels: nil).linuxConsole)
    }

    func testExplicitChoicesAskNoProtocolQuestionOnlyTheCellSize() {
        let cellOnly = GraphicsQuestions(protocols: false, cellSize: true, throughTmux: false)
        for shown in [ImageProtocol.kitty, .sixel, .iterm2] {
            XCTAssertEqual(GraphicsProbe.begin(GraphicsStart(choice: .only(shown)), at: at(0)).1,
                           found(shown, asking: cellOnly))
            let measured = GraphicsStart(choice: .only(shown), cellPixels: PixelSize(width: 8, height: 16))
            XCTAssertEqual(GraphicsProbe.begin(measured, at: at(0)).1, found(shown, asking: cellOnly), "measured or not")
        }
    }

    func testSymbolsAsksNothingAtAllEvenInTmux() {
        let (probe, next) = GraphicsProbe.begin(GraphicsStart(choice: .only(.symbols), insideTmux: true), at: at(0))
        XCTAssertEqual(next, found(.symbols))
        XCTAssertEqual(probe.stage, .done)
    }

    func testInsideTmuxPassthroughIsCheckedBeforeAnyQuestion() {
        var (probe, next) = GraphicsProbe.begin(GraphicsStart(choice: .auto, insideTmux: true), at: at(10))
        XCTAssertEqual(next, .checkTmux)
        XCTAssertEqual(probe.take(sixelDA1), .wait, "tmux's own DA1 answer decides nothing")
        XCTAssertEqual(probe.tmuxChecked(allowsPassthrough: true, at: at(10.1)),
                       .ask(GraphicsQuestions(protocols: true, cellSize: true, throughTmux: true)))
        XCTAssertEqual(probe.due(after: 10.1), 10.1 + GraphicsProbe.answerTimeout)
        XCTAssertEqual(probe.take(sixelDA1), found(.sixel, tmux: true))
    }

    func testTmuxWithoutPassthroughGivesSymbolsAndNoWrappedQuestions() {
        for choice in [ImageChoice.auto, .only(.kitty)] {
            var (probe, _) = GraphicsProbe.begin(GraphicsStart(choice: choice, insideTmux: true), at: at(10))
            XCTAssertEqual(probe.tmuxChecked(allowsPassthrough: false, at: at(10.1)), found(.symbols), "\(choice)")
        }
    }

    func testAnExplicitChoiceInTmuxGoesThroughWhenAllowed() {
        var (probe, _) = GraphicsProbe.begin(GraphicsStart(choice: .only(.kitty), insideTmux: true,
                                                           cellPixels: PixelSize(width: 6, height: 13)), at: at(10))
        XCTAssertEqual(probe.tmuxChecked(allowsPassthrough: true, at: at(10.1)),
                       found(.kitty, tmux: true, asking: GraphicsQuestions(protocols: false, cellSize: true, throughTmux: true)))
    }

    func testATmuxThatDoesNotTellInTimeMeansSymbols() {
        var (probe, _) = GraphicsProbe.begin(GraphicsStart(choice: .auto, insideTmux: true), at: at(10))
        XCTAssertEqual(probe.due(after: 10), 10 + GraphicsProbe.tmuxTimeout)
        XCTAssertEqual(probe.tick(at: at(11)), found(.symbols))
        XCTAssertEqual(probe.tmuxChecked(allowsPassthrough: true, at: at(11.2)), .wait, "too late")
    }

    func testTheEnvironmentGivesTheFacts() {
        let start = GraphicsStart(choice: .auto, environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0",
                                                               "TERM_PROGRAM": "WezTerm"],
                                  cellPixels: PixelSize(width: 6, height: 13))
        XCTAssertEqual(start, GraphicsStart(choice: .auto, termProgram: "WezTerm", insideTmux: true,
                                            cellPixels: PixelSize(width: 6, height: 13)))
        XCTAssertFalse(GraphicsStart(choice: .auto, environment: ["TMUX": ""], cellPixels: nil).insideTmux)
    }
}
