import ClockSystem
import Foundation
import TestSupport
import XCTest

/// Issue 20, item 17, with the built program on a pseudo-terminal that plays the terminal: the answers to the
/// start-up questions arrive as a slow line delivers them (single bytes 5 ms apart, pieces 60 ms apart, 3 s late),
/// in 8-bit form, or with doubled ESCs. None of it may act as a key, and the user's keys typed in between still do.
final class TerminalAnswersEndToEndTests: XCTestCase {
    private let esc = "\u{1B}"

    /// What xterm -ti vt340 answers, with kitty's refusal and the background colour: every kind of answer asked.
    private var answers: [String] {
        [esc + "_Gi=31;ENOTSUPPORTED:no" + esc + "\\", esc + "P>|XTerm(379)" + esc + "\\", esc + "[6;20;10t",
         esc + "]11;rgb:ffff/ffff/ffff" + esc + "\\", esc + "[?63;1;2;4;6;9;15;16;22;28c"]
    }

    private func startAsked() throws -> PseudoTerminalClock {
        let clock = try PseudoTerminalClock(arguments: ["--images", "auto", "--now", "03:17:00"])
        XCTAssertTrue(clock.session.waitFor(GraphicsProbeEndToEndTests.deviceAttributesQuery, seconds: 10), "DA1 asked")
        return clock
    }

    /// Sends `bytes` in pieces cut at `cuts`, reading the program's output for `gap` seconds between them.
    private func send(_ bytes: [UInt8], cutAt cuts: [Int], gap: Double, to clock: PseudoTerminalClock) {
        var start = 0
        for cut in cuts + [bytes.count] where cut > start {
            clock.session.send(Array(bytes[start..<cut]))
            if cut < bytes.count { clock.session.read(for: gap) }
            start = cut
        }
    }

    /// Waits (reading output) until the event log shows DA1's answer: everything sent before it has been decoded.
    private func waitForDA1Answer(_ clock: PseudoTerminalClock, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = KernelClocks.monotonicSeconds() + 15
        while !clock.events.contains("reply controlSequence 26"), KernelClocks.monotonicSeconds() < deadline {
            clock.session.read(for: 0.05)
        }
        XCTAssertTrue(clock.events.contains("reply controlSequence 26"), "DA1's answer: \(clock.events)", file: file, line: line)
    }

    private func keys(_ clock: PseudoTerminalClock) -> [String] { clock.events.filter { $0.hasPrefix("key") } }

    func testTheAnswersInSingleBytes5msApartDuringAnimationsAreNoKeysAndTheKeysBetweenThemWork() throws {
        let clock = try startAsked()
        for answer in answers {
            // Each `a` slides in a notice: frames every 33 ms wake the program while the answer trickles in.
            clock.session.send("a")
            let bytes = Array(answer.utf8)
            send(bytes, cutAt: Array(1..<bytes.count), gap: 0.005, to: clock)
        }
        waitForDA1Answer(clock)
        XCTAssertEqual(keys(clock), Array(repeating: "key char(\"a\")", count: answers.count), "an answer was taken as keys")
        XCTAssertEqual(clock.events.filter { $0.hasPrefix("reply") }.count, answers.count, "\(clock.events)")
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 10), 0, "q after the answers quits")
    }

    func testAnswers3sLateInPieces60msApartAreNoKeysAndAKeyTypedBetweenThemCounts() throws {
        let clock = try startAsked()
        // The terminal answers 3 s late, long after the program stopped waiting for the pictures' answers.
        clock.session.read(for: 3)
        for (index, answer) in answers.enumerated() {
            let bytes = Array(answer.utf8)
            // Cut right after the ESC, and again in the middle.
            send(bytes, cutAt: [1, bytes.count / 2], gap: 0.06, to: clock)
            clock.session.read(for: 0.06)
            if index == 2 { clock.session.send("a") }
        }
        waitForDA1Answer(clock)
        XCTAssertEqual(keys(clock), ["key char(\"a\")"], "only the typed a is a key")
        XCTAssertTrue(clock.session.waitFor("rings in", seconds: 5), "the typed a switched the alarm on")
        XCTAssertTrue(clock.session.isRunning)
    }

    func testAColourAnswerIn8BitFormOrWithDoubledEscsIsNoKeys() throws {
        let clock = try startAsked()
        let colour = Array("11;rgb:ffff/ffff/ffff".utf8)
        for answer in [[0x9D] + colour + [0x9C], [0x9D] + colour + [0x07],
                       Array((esc + "]").utf8) + colour + Array((esc + esc + "\\").utf8)] {
            send(answer, cutAt: [answer.count / 2], gap: 0.06, to: clock)
        }
        send(Array(answers.last!.utf8), cutAt: [], gap: 0, to: clock)
        waitForDA1Answer(clock)
        XCTAssertEqual(keys(clock), [], "an answer was taken as keys")
        XCTAssertEqual(clock.events.filter { $0 == "reply operatingSystemCommand 21" }.count, 3, "\(clock.events)")
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 10), 0)
    }
}
