import ClockCore
import FoundationEssentials
import XCTest

/// Issue 11: `--theme auto` picks light or dark from the terminal's answer to OSC 11, with `COLORFGBG` as a hint.
final class TerminalBackgroundTests: XCTestCase {
    func model(_ options: AppOptions) -> AppModel {
        AppModel(options: options, screenSize: Size(width: 80, height: 24), now: Moment(wall: Date(), uptime: 1))
    }

    func reply(_ text: String) -> Msg { .input(.reply(TerminalReply(.operatingSystemCommand, text))) }

    func testTheOSC11AnswerIsReadByLuminanceInEveryDigitCount() {
        XCTAssertEqual(TerminalBackground(osc11Reply: "11;rgb:ffff/ffff/ffff"), .light)
        XCTAssertEqual(TerminalBackground(osc11Reply: "11;rgb:0000/0000/0000"), .dark)
        XCTAssertEqual(TerminalBackground(osc11Reply: "11;rgb:fd/f6/e3"), .light, "Solarized light")
        XCTAssertEqual(TerminalBackground(osc11Reply: "11;rgb:0/2/3"), .dark, "one hex digit a component")
        XCTAssertEqual(TerminalBackground(osc11Reply: "11;rgb:2828/2c2c/3434"), .dark, "a dark grey")
        XCTAssertEqual(TerminalBackground(osc11Reply: "11;rgb:8080/8080/8080"), .light, "middle grey: black reads better")
        XCTAssertEqual(TerminalBackground(osc11Reply: "11;rgb:0000/0000/ffff"), .dark, "pure blue: white reads better")
    }

    func testAnythingButAnOSC11ColourAnswerIsNoAnswer() {
        for text in ["10;rgb:ffff/ffff/ffff", "11;?", "11;rgb:ffff/ffff", "11;rgb:fffff/0/0", "11;rgb:gg/00/00",
                     "11;rgb:ff/ff/ff/ff", "11;rgb://", "11;#ffffff", ""] {
            XCTAssertNil(TerminalBackground(osc11Reply: text), text)
        }
    }

    func testCOLORFGBGNamesTheBackgroundInItsLastField() {
        XCTAssertEqual(TerminalBackground(colorFGBG: "0;15"), .light)
        XCTAssertEqual(TerminalBackground(colorFGBG: "0;7"), .light)
        XCTAssertEqual(TerminalBackground(colorFGBG: "15;0"), .dark)
        XCTAssertEqual(TerminalBackground(colorFGBG: "0;default;15"), .light, "rxvt's three-field form")
        XCTAssertEqual(TerminalBackground(colorFGBG: "7;8"), .dark)
        for unknown in [nil, "", "default;default", "0;16", "x"] {
            XCTAssertEqual(TerminalBackground(colorFGBG: unknown), .unknown, unknown ?? "nil")
        }
    }

    func testAutoStartsFromTheHintAndSwitchesWhenTheTerminalAnswers() {
        var m = model(AppOptions(theme: .auto, backgroundHint: .unknown))
        XCTAssertEqual(m.background, .unknown)
        _ = update(&m, reply("11;rgb:ffff/ffff/ffff"), at: m.now)
        XCTAssertEqual(m.background, .light)
        _ = update(&m, reply("11;rgb:1c1c/1c1c/1c1c"), at: m.now)
        XCTAssertEqual(m.background, .dark)
        XCTAssertEqual(model(AppOptions(backgroundHint: .light)).background, .light)
    }

    func testAnExplicitThemeIgnoresTheTerminalsAnswer() {
        var m = model(AppOptions(theme: .light, backgroundHint: .dark))
        XCTAssertEqual(m.background, .light)
        XCTAssertFalse(m.options.asksForBackground)
        _ = update(&m, reply("11;rgb:0000/0000/0000"), at: m.now)
        XCTAssertEqual(m.background, .light)
        XCTAssertEqual(model(AppOptions(theme: .dark)).background, .dark)
    }

    func testOtherRepliesLeaveTheThemeAlone() {
        var m = model(AppOptions(backgroundHint: .dark))
        _ = update(&m, .input(.reply(TerminalReply(.deviceControl, "11;rgb:ffff/ffff/ffff"))), at: m.now)
        _ = update(&m, reply("4;1;rgb:ffff/ffff/ffff"), at: m.now)
        XCTAssertEqual(m.background, .dark)
    }

    func testAutoAsksAtStartAndAgainAfterCtrlZSinceTheColoursMayHaveChangedMeanwhile() {
        var m = model(AppOptions(theme: .auto, backgroundHint: .dark))
        XCTAssertTrue(update(&m, .started(StartUp()), at: m.now).contains(.askBackground))
        _ = update(&m, reply("11;rgb:0000/0000/0000"), at: m.now)
        let resumed = update(&m, .resumed, at: m.now)
        XCTAssertTrue(resumed.contains(.askBackground))
        XCTAssertTrue(resumed.contains(.fullRedraw))
        _ = update(&m, reply("11;rgb:ffff/ffff/ffff"), at: m.now)
        XCTAssertEqual(m.background, .light, "the terminal went light while the program was stopped")
    }

    func testNoBackgroundQuestionForANamedThemeOrWithoutColours() {
        for options in [AppOptions(theme: .dark), AppOptions(theme: .light), AppOptions(theme: .auto, colorDepth: .monochrome)] {
            var m = model(options)
            XCTAssertFalse(update(&m, .started(StartUp()), at: m.now).contains(.askBackground), "\(options.theme)")
            XCTAssertFalse(update(&m, .resumed, at: m.now).contains(.askBackground), "\(options.theme)")
        }
    }

    func testTheColourDepthFollowsTheTerminalsColourCount() {
        XCTAssertEqual(ColorDepth(colors: 256), .full)
        XCTAssertEqual(ColorDepth(colors: 16_777_216), .full)
        XCTAssertEqual(ColorDepth(colors: 16), .eight)
        XCTAssertEqual(ColorDepth(colors: 8), .eight)
        XCTAssertEqual(ColorDepth(colors: 0), .monochrome)
    }
}
