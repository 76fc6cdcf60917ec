import Foundation
import TestSupport
import XCTest

/// Issue 14, "Choosing", with the built program: on a pseudo-terminal the test plays the terminal and answers the
/// graphics questions (or does not); in tmux, tmux is the terminal. The event log records each change of the
/// pictures covers are drawn with ("graphics sixel 10x20") until covers are drawn as pictures.
final class GraphicsProbeEndToEndTests: XCTestCase {
    static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    static let versionQuery = "\u{1B}[>0q"
    static let cellQuery = "\u{1B}[16t"
    static let deviceAttributesQuery = "\u{1B}[c"
    static let questions = [kittyQuery, versionQuery, cellQuery, deviceAttributesQuery]

    func count(_ needle: String, in output: [UInt8]) -> Int {
        let n = Array(needle.utf8)
        guard output.count >= n.count else { return 0 }
        return (0...(output.count - n.count)).filter { output[$0..<($0 + n.count)].elementsEqual(n) }.count
    }

    func graphics(_ clock: PseudoTerminalClock) -> [String] { clock.events.filter { $0.hasPrefix("graphics") } }

    /// The alarm switched on with `a` says when it rings: the key reached the clock.
    func assertKeysWork(_ clock: PseudoTerminalClock, file: StaticString = #filePath, line: UInt = #line) {
        clock.waitForIdle(file: file, line: line)
        let before = clock.session.output.count
        clock.session.send("a")
        XCTAssertTrue(clock.session.waitFor("rings in", after: before, seconds: 5), "a reached the clock", file: file, line: line)
    }

    func testAutoWithNobodyAnsweringAsksOnceKeepsSymbolsAndTheKeysWork() throws {
        let clock = try PseudoTerminalClock(arguments: ["--images", "auto", "--now", "03:17:00"])
        clock.waitForFirstFrame()   // idle: the questions were given up on
        XCTAssertTrue(clock.session.isRunning)
        let output = clock.session.output
        for question in Self.questions {
            XCTAssertEqual(count(question, in: output), 1, "asked once: \(question.debugDescription)")
        }
        XCTAssertLessThan(PseudoTerminalSession.lastIndex(of: Self.kittyQuery, in: output) ?? .max,
                          PseudoTerminalSession.lastIndex(of: Self.deviceAttributesQuery, in: output) ?? -1, "DA1 last")
        // A terminal that prints what it does not understand has the text wiped by the first frame, which clears
        // the screen after the questions.
        XCTAssertGreaterThan(PseudoTerminalSession.lastIndex(of: "\u{1B}[2J", in: output) ?? -1,
                             PseudoTerminalSession.lastIndex(of: Self.deviceAttributesQuery, in: output) ?? .max,
                             "the screen is cleared after the questions")
        XCTAssertEqual(graphics(clock), [], "still symbols after the wait")
        assertKeysWork(clock)
        XCTAssertEqual(clock.events.filter { !$0.hasPrefix("key") }, [], "nothing but the key came in")
    }

    func testASixelTerminalsAnswersChooseSixelAtItsCellSize() throws {
        let clock = try PseudoTerminalClock(arguments: ["--images", "auto", "--now", "03:17:00"])
        clock.waitForQuestions()
        // xterm -ti vt340's answers, cut inside the DA1 answer as a slow line might deliver them.
        clock.session.send("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[6;20;10t\u{1B}[?63;1;2")
        clock.session.read(for: 0.01)
        clock.session.send(";4;6;9;15;16;22;28c")
        clock.waitForIdle(replies: 3)
        XCTAssertEqual(graphics(clock), ["graphics sixel 10x20"])
        XCTAssertEqual(clock.events.filter { $0.hasPrefix("key") }, [], "no answer was taken as a key")
        assertKeysWork(clock)
    }

    func testAnExplicitProtocolAsksOnlyTheCellSizeAndFollowsAResize() throws {
        let clock = try PseudoTerminalClock(arguments: ["--images", "kitty", "--now", "03:17:00"])
        clock.waitForQuestions()
        let output = clock.session.output
        XCTAssertEqual(count(Self.cellQuery, in: output), 1)
        for question in [Self.kittyQuery, Self.versionQuery, Self.deviceAttributesQuery] {
            XCTAssertEqual(count(question, in: output), 0, "no protocol question: \(question.debugDescription)")
        }
        XCTAssertEqual(graphics(clock), ["graphics kitty 10x20"], "kitty at once, the default cell until told")
        clock.session.send("\u{1B}[6;16;8t")
        clock.waitForIdle(replies: 1)
        XCTAssertEqual(graphics(clock).last, "graphics kitty 8x16", "the terminal's answer")
        // A larger font in a window of 100×30 cells that xterm says is 904×570 pixels (its border, and 30 pixels a
        // window manager left below the last row): TIOCGWINSZ's 9×19 is not the cell, the terminal is asked again.
        clock.session.resize(columns: 100, rows: 30, pixels: (904, 570))
        XCTAssertTrue(clock.readUntil { self.count(Self.cellQuery, in: clock.session.output) == 2 }, "asked again on resize")
        clock.session.send("\u{1B}[6;18;9t")
        clock.waitForIdle(replies: 2)
        XCTAssertEqual(graphics(clock).last, "graphics kitty 9x18", "the terminal's answer again")
        XCTAssertFalse(graphics(clock).contains("graphics kitty 9x19"), "the window's pixels never used: \(graphics(clock))")
    }

    func testATerminalThatNeverAnswersTheCellSizeIsMeasuredOnResize() throws {
        let clock = try PseudoTerminalClock(arguments: ["--images", "kitty", "--now", "03:17:00"])
        clock.waitForFirstFrame()
        XCTAssertEqual(graphics(clock), ["graphics kitty 10x20"], "the default cell until told")
        // A window of 100×30 cells filling 900×540 pixels (a larger font): TIOCGWINSZ says 9×18.
        clock.session.resize(columns: 100, rows: 30, pixels: (900, 540))
        XCTAssertTrue(clock.readUntil { self.graphics(clock).last == "graphics kitty 9x18" }, "measured again on resize")
    }

    /// xterm by default: it answers no `CSI 16 t` and fills TIOCGWINSZ with its window, border and what a window
    /// manager's resize left past the last row (the figures xterm 379 gave on Xvfb).
    func testAWindowWithPixelsToSpareKeepsTheCellAndAFontChangeIsMeasured() throws {
        let clock = try PseudoTerminalClock(arguments: ["--images", "sixel", "--now", "03:17:00"])
        clock.waitForFirstFrame()
        clock.session.resize(columns: 120, rows: 40, pixels: (1324, 884))
        XCTAssertTrue(clock.readUntil { self.graphics(clock).last == "graphics sixel 11x22" }, "\(graphics(clock))")
        clock.session.resize(columns: 80, rows: 20, pixels: (894, 462))
        // The resize is handled before the key typed after it; the key's alarm shows the loop went on.
        assertKeysWork(clock)
        clock.session.resize(columns: 80, rows: 20, pixels: (80 * 12 + 4, 20 * 24 + 4))
        XCTAssertTrue(clock.readUntil { self.graphics(clock).last == "graphics sixel 12x24" }, "\(graphics(clock))")
        XCTAssertEqual(graphics(clock), ["graphics sixel 10x20", "graphics sixel 11x22", "graphics sixel 12x24"],
                       "never the 11×23 of the window's pixels divided")
    }

    func testSymbolsAndTheLinuxConsoleSendNoQuestion() throws {
        for (term, args) in [("xterm-256color", ["--images", "symbols"]), ("linux", ["--images", "auto"])] {
            let clock = try PseudoTerminalClock(arguments: args + ["--now", "03:17:00"], term: term)
            clock.waitForFirstFrame()
            for question in Self.questions {
                XCTAssertEqual(count(question, in: clock.session.output), 0, "\(term) \(args): \(question.debugDescription)")
            }
            XCTAssertEqual(graphics(clock), [], "\(term) \(args)")
            assertKeysWork(clock)
        }
    }

    func testATerminalWithoutPicturesShowsNoQuestionTextAndStaysSymbols() throws {
        // tmux as the terminal itself (TMUX unset in the pane): it answers XTVERSION and DA1 (without sixel),
        // swallows the kitty query and XTWINOPS, and its screen shows what a user would see.
        let s = try TmuxSession(width: 100, height: 30, args: ["--images", "auto", "--now", "03:17:00"], env: ["TMUX": ""])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("a switches it on") }, s.screenText)
        XCTAssertTrue(s.waitUntil { s.events().contains { $0.hasPrefix("reply controlSequence") } }, "\(s.events())")
        s.waitForIdle()   // every answer in, and the screen drawn after them
        let screen = s.screenText
        for text in ["Gi=31", "AAAA", "16t", ">0q", "[c", "tmux 3"] { XCTAssertFalse(screen.contains(text), text) }
        XCTAssertFalse(s.events().contains { $0.hasPrefix("graphics") }, "\(s.events())")
        XCTAssertFalse(s.events().contains { $0.hasPrefix("key") }, "no answer was taken as a key: \(s.events())")
        s.keys("a")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("rings in") }, s.screenText)
    }

    func testTheConfigFilesImagesIsUsedAndTheCommandLineOverridesIt() throws {
        let configHome = NSTemporaryDirectory() + "tui-clock-images-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: configHome + "/tui-clock", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: configHome) }
        try "images = \"symbols\"\n".write(toFile: configHome + "/tui-clock/config.toml", atomically: true, encoding: .utf8)
        // tmux as the terminal (TMUX unset) answers DA1, so a question asked shows up as a reply in the event log.
        let env = ["TMUX": "", "XDG_CONFIG_HOME": configHome]
        let fromFile = try TmuxSession(width: 100, height: 30, args: ["--now", "03:17:00"], env: env)
        XCTAssertTrue(fromFile.waitUntil { fromFile.screenText.contains("a switches it on") }, fromFile.screenText)
        fromFile.waitForIdle()   // a question asked would be awaited, its answer logged before the idle line
        XCTAssertFalse(fromFile.events().contains { $0.hasPrefix("reply controlSequence") }, "images = \"symbols\": not asked")

        let overridden = try TmuxSession(width: 100, height: 30, args: ["--images", "auto", "--now", "03:17:00"], env: env)
        XCTAssertTrue(overridden.waitUntil { overridden.events().contains { $0.hasPrefix("reply controlSequence") } },
                      "--images auto over the file asks: \(overridden.events())")
    }

    func testAnUnknownImagesValueIsRefusedWithTheChoices() {
        let result = Command.run([TmuxSession.binary, "--images", "png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("png") && result.error.contains("'auto', 'kitty', 'sixel', 'iterm2' or 'symbols'"),
                      result.error)
    }

    func testInsideTmuxWithoutPassthroughNothingIsAskedAndCoversStaySymbols() throws {
        // tmux's default: allow-passthrough off. The program asks tmux, not the terminal, and sends nothing wrapped.
        let s = try TmuxSession(width: 100, height: 30, args: ["--images", "sixel", "--now", "03:17:00"])
        XCTAssertTrue(s.waitUntil { s.screenText.contains("a switches it on") }, s.screenText)
        s.waitForIdle()   // tmux's answer about passthrough in, and any question's answer logged before the idle line
        XCTAssertFalse(s.events().contains { $0.hasPrefix("reply controlSequence") || $0.hasPrefix("reply deviceControl") },
                       "no question reached tmux: \(s.events())")
        XCTAssertFalse(s.events().contains { $0.hasPrefix("graphics") }, "still symbols: \(s.events())")
        s.keys("a")
        XCTAssertTrue(s.waitUntil { s.screenText.contains("rings in") }, s.screenText)
    }
}
