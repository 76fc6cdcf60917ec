import ClockCore
import Foundation
import XCTest

/// Issue 14, "Choosing", through `update`: what the model asks the run loop to send, and how the answers and the
/// wait's end become `model.graphics`.
final class GraphicsChoiceUpdateTests: XCTestCase {
    func at(_ t: Double) -> Moment { Moment(wall: Date(timeIntervalSinceReferenceDate: t), uptime: Uptime(seconds: t)) }

    func started(_ start: GraphicsStart) -> (AppModel, [Effect]) {
        var model = AppModel(options: AppOptions(images: start.choice), screenSize: Size(width: 100, height: 30), now: at(5))
        let effects = update(&model, .started(StartUp(graphics: start)), at: at(5))
        return (model, effects)
    }

    func answer(_ model: inout AppModel, _ kind: TerminalReply.Kind, _ text: String, at t: Double = 5.1) -> [Effect] {
        update(&model, .input(.reply(TerminalReply(kind, text))), at: at(t))
    }

    func questions(_ effects: [Effect]) -> [GraphicsQuestions] {
        effects.compactMap { if case .askTerminal(let q) = $0 { q } else { nil } }
    }

    func testAutoAsksOnceAndASixelTerminalsAnswersChooseSixelAtItsCellSize() {
        var (model, effects) = started(GraphicsStart(choice: .auto))
        XCTAssertEqual(questions(effects), [GraphicsQuestions(protocols: true, cellSize: true, throughTmux: false)])
        XCTAssertEqual(model.graphics, .symbols, "symbols until the terminal has answered")
        XCTAssertEqual(model.nextDeadline(after: at(5))?.uptime.seconds ?? 99, 5.5, accuracy: 1e-9, "the loop wakes for the wait's end")
        XCTAssertEqual(answer(&model, .controlSequence, "6;20;10t"), [])
        _ = answer(&model, .controlSequence, "?63;1;2;4;6;9;15;16;22;28c")
        XCTAssertEqual(model.graphics, TerminalGraphics(imageProtocol: .sixel, cellPixels: PixelSize(width: 10, height: 20)))
    }

    func testAutoWithNoAnswerStaysSymbolsAfterTheWait() {
        var (model, _) = started(GraphicsStart(choice: .auto))
        _ = update(&model, .tick, at: at(5.3))
        XCTAssertEqual(model.graphicsProbe.stage, .asking)
        _ = update(&model, .tick, at: at(5.5))
        XCTAssertEqual(model.graphicsProbe.stage, .done)
        XCTAssertEqual(model.graphics, .symbols)
        _ = answer(&model, .controlSequence, "?62;4c", at: 6)
        XCTAssertEqual(model.graphics.imageProtocol, .symbols, "a late answer changes nothing")
    }

    func testSymbolsSendsNothingAtAll() {
        let (model, effects) = started(GraphicsStart(choice: .only(.symbols)))
        XCTAssertEqual(questions(effects), [])
        XCTAssertFalse(effects.contains(.checkTmuxPassthrough))
        XCTAssertEqual(model.graphics, .symbols)
    }

    func testAnExplicitProtocolIsUsedAtOnceAndTheCellSizeFollowsItsAnswer() {
        var (model, effects) = started(GraphicsStart(choice: .only(.kitty)))
        XCTAssertEqual(questions(effects), [GraphicsQuestions(protocols: false, cellSize: true, throughTmux: false)])
        XCTAssertEqual(model.graphics, TerminalGraphics(imageProtocol: .kitty, cellPixels: .defaultCell))
        _ = answer(&model, .controlSequence, "6;16;8t")
        XCTAssertEqual(model.graphics, TerminalGraphics(imageProtocol: .kitty, cellPixels: PixelSize(width: 8, height: 16)))
    }

    /// xterm fills TIOCGWINSZ's pixels with its window, border included: the measured cell is used at once, and the
    /// terminal is asked all the same; its answer wins.
    func testTheMeasuredCellSizeIsUsedAtOnceAndTheTerminalsAnswerOverIt() {
        var (model, effects) = started(GraphicsStart(choice: .only(.sixel), cellPixels: PixelSize(width: 6, height: 14)))
        XCTAssertEqual(questions(effects), [GraphicsQuestions(protocols: false, cellSize: true, throughTmux: false)])
        XCTAssertEqual(model.graphics, TerminalGraphics(imageProtocol: .sixel, cellPixels: PixelSize(width: 6, height: 14)))
        _ = answer(&model, .controlSequence, "6;13;6t")
        XCTAssertEqual(model.graphics, TerminalGraphics(imageProtocol: .sixel, cellPixels: PixelSize(width: 6, height: 13)))
    }

    func testInsideTmuxTheQuestionsGoThroughPassthroughOnlyWhenAllowed() {
        var (allowed, effects) = started(GraphicsStart(choice: .auto, insideTmux: true,
                                                       cellPixels: PixelSize(width: 6, height: 13)))
        XCTAssertEqual(effects.filter { $0 == .checkTmuxPassthrough }.count, 1)
        XCTAssertEqual(questions(effects), [], "nothing is sent before tmux says passthrough is on")
        effects = update(&allowed, .tmuxPassthroughChecked(allowed: true), at: at(5.05))
        XCTAssertEqual(questions(effects), [GraphicsQuestions(protocols: true, cellSize: true, throughTmux: true)])
        _ = answer(&allowed, .controlSequence, "?63;1;2;4;6;9;15;16;22;28c")
        XCTAssertEqual(allowed.graphics, TerminalGraphics(imageProtocol: .sixel, cellPixels: PixelSize(width: 6, height: 13),
                                                          tmuxPassthrough: true))

        var (refused, _) = started(GraphicsStart(choice: .auto, insideTmux: true))
        effects = update(&refused, .tmuxPassthroughChecked(allowed: false), at: at(5.05))
        XCTAssertEqual(questions(effects), [])
        XCTAssertEqual(refused.graphics.imageProtocol, .symbols)
        XCTAssertEqual(refused.graphicsProbe.stage, .done)
    }

    /// Issue 19: the pane's place on the outer terminal was read off the tmux check at every frame, beside the model.
    /// It is tmux's answer like the passthrough setting: a resize asks again, and a pane that moved draws a frame.
    func testATmuxPaneThatMovedIsTheModelsAndIsAskedAgainAfterAResize() {
        var (model, _) = started(GraphicsStart(choice: .only(.kitty), insideTmux: true,
                                               cellPixels: PixelSize(width: 6, height: 13)))
        _ = update(&model, .tmuxPassthroughChecked(allowed: true, paneOrigin: Point(x: 41, y: 1)), at: at(5.05))
        XCTAssertEqual(model.graphics, TerminalGraphics(imageProtocol: .kitty, cellPixels: PixelSize(width: 6, height: 13),
                                                        tmuxPassthrough: true, tmuxPaneOrigin: Point(x: 41, y: 1)))
        let effects = update(&model, .resize(Size(width: 60, height: 30)), at: at(6))
        XCTAssertTrue(effects.contains(.checkTmuxPassthrough), "\(effects)")
        let drawn = model
        _ = update(&model, .tmuxPassthroughChecked(allowed: true, paneOrigin: Point(x: 0, y: 1)), at: at(6.05))
        XCTAssertEqual(model.graphics.tmuxPaneOrigin, Point(x: 0, y: 1))
        XCTAssertEqual(model.graphics.imageProtocol, .kitty, "the probe decided already; the answer only moves the pane")
        XCTAssertTrue(model.needsFrame(since: drawn), "the pictures move on the next frame")

        _ = update(&model, .tmuxPassthroughChecked(allowed: false), at: at(7))
        XCTAssertEqual(model.graphics.tmuxPaneOrigin, Point(x: 0, y: 1), "a check that failed keeps the last place known")

        var (outside, _) = started(GraphicsStart(choice: .only(.kitty)))
        XCTAssertFalse(update(&outside, .resize(Size(width: 60, height: 30)), at: at(6)).contains(.checkTmuxPassthrough),
                       "outside tmux nothing is asked")
    }

    func testAColourAnswerStillPicksTheThemeWhileThePictureQuestionsAreOut() {
        var (model, _) = started(GraphicsStart(choice: .auto))
        _ = answer(&model, .operatingSystemCommand, "11;rgb:ffff/ffff/ffff")
        XCTAssertEqual(model.background, .light)
        XCTAssertEqual(model.graphicsProbe.stage, .asking)
    }
}
