import ClockSystem
import Foundation
import TestSupport
import XCTest

/// The real binary on a pseudo-terminal, fed what terminals and networks really deliver and worse: pastes in
/// pieces, terminal replies, huge and negative mouse coordinates, unterminated strings, random bytes, resizes.
/// Afterwards it must be alive and answering, `q` must quit with 0, and the terminal's modes must be put back.
final class InputFuzzEndToEndTests: XCTestCase {
    private let esc = "\u{1B}"
    /// Longer than the Esc delay (25 ms) by a margin, as packets over ssh often are.
    private let gap = 0.08

    func testPasteArrivingInPiecesIsOnePasteAndTypesNothing() throws {
        let clock = try PseudoTerminalClock()
        clock.waitForFirstFrame()
        for piece in [esc + "[200~al", "arm q", "uit a p\r", "ap", esc + "[2", "01~"] {
            clock.session.send(piece)
            clock.session.read(for: gap)
        }
        clock.waitForIdle(afterInputs: 1)
        XCTAssertTrue(clock.session.isRunning, "a pasted q quit the program")
        XCTAssertEqual(clock.events, ["paste 17"])
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 5), 0)
        clock.assertTerminalRestored()
    }

    /// Issue 20, item 18: a link that drops mid-paste never sends the end marker; after a quiet second the paste is
    /// over and the user's keys work again.
    func testAPasteThatNeverEndsEndsAfterAQuietSecondAndQQuits() throws {
        let clock = try PseudoTerminalClock()
        clock.waitForFirstFrame()
        clock.session.send(esc + "[200~alarm q")
        // The user waits (an animation frame or a tick may wake the program meanwhile), then presses q.
        clock.session.read(for: 1.5)
        XCTAssertTrue(clock.session.isRunning, "the pasted q quit the program")
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 10), 0, "q did not quit: \(clock.events)")
        XCTAssertEqual(clock.events.first, "paste 7")
        clock.assertTerminalRestored()
    }

    /// Issue 20, item 17: over ssh a sequence may come in pieces further apart than the Esc delay.
    func testAPasteStartAndAClickSplitBySlowGapsAreNoKeys() throws {
        let clock = try PseudoTerminalClock()
        clock.waitForFirstFrame()
        for (pieces, gap) in [([esc + "[2", "00~a q" + esc + "[201~"], 0.06), ([esc + "[<0;1", "0;5M"], 0.04),
                              ([esc + "[<0;10", ";5m"], 0.04)] {
            clock.session.send(pieces[0])
            clock.session.read(for: gap)
            clock.session.send(pieces[1])
        }
        let deadline = KernelClocks.monotonicSeconds() + 10
        while !clock.events.contains(where: { $0.hasPrefix("mouse release") }), KernelClocks.monotonicSeconds() < deadline {
            clock.session.read(for: 0.05)
        }
        XCTAssertTrue(clock.session.isRunning, "a q quit the program")
        XCTAssertEqual(clock.events, ["paste 3", "mouse press left 9,4", "mouse release left 9,4"])
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 10), 0)
    }

    func testTerminalRepliesAreNotKeys() throws {
        let clock = try PseudoTerminalClock()
        clock.waitForFirstFrame()
        for reply in [esc + "]11;rgb:0000/0000/0000\u{07}", esc + "]10;rgb:ffff/ffff/ffff" + esc + "\\",
                      esc + "P1$r0m" + esc + "\\", esc + "_Gi=1;OK" + esc + "\\"] {
            // Split just before its last byte (inside `ESC \`), with a pause: the reply still ends at its terminator.
            let bytes = Array(reply.utf8)
            clock.session.send(Array(bytes.dropLast()))
            clock.session.read(for: gap)
            clock.session.send(Array(bytes.suffix(1)))
        }
        clock.waitForIdle(replies: 4)
        XCTAssertTrue(clock.session.isRunning)
        XCTAssertEqual(clock.events, ["reply operatingSystemCommand 21", "reply operatingSystemCommand 21",
                                      "reply deviceControl 5", "reply applicationProgramCommand 7"])
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 5), 0)
    }

    func testRandomAndMalformedInputWithResizesLeavesItAliveAndRestoresTheTerminal() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["TUI_CLOCK_FUZZ_SEED"] ?? "") ?? 20_261_125
        var rng = SeededRandom(seed: seed)
        let clock = try PseudoTerminalClock()
        clock.waitForFirstFrame()
        let stop = KernelClocks.monotonicSeconds() + 12
        var steps: [String] = []
        while KernelClocks.monotonicSeconds() < stop {
            let step = Int.random(in: 0..<7, using: &rng)
            steps.append(String(step))
            switch step {
            case 0: clock.session.send(randomBytes(&rng))
            case 1: sendPasteInPieces(clock.session, &rng)
            case 2: clock.session.send(Self.mouseReports.randomElement(using: &rng)!)
            case 3: clock.session.send(unterminatedString(&rng))
            case 4:
                clock.session.resize(columns: Int.random(in: 1...300, using: &rng), rows: Int.random(in: 1...120, using: &rng))
            case 5: clock.session.send(esc)
            default: clock.session.send(Self.replies.randomElement(using: &rng)!)
            }
            clock.session.read(for: Double.random(in: 0...0.03, using: &rng))
            guard clock.session.isRunning else {
                return XCTFail("seed \(seed): ended with \(clock.session.waitForExit(seconds: 0).map(String.init) ?? "?") "
                               + "after steps \(steps.suffix(20)), events \(clock.events.suffix(8))")
            }
        }
        // What a terminal always sends in the end: the end of a paste; it also cuts off an unterminated string.
        clock.session.send(esc + "[201~")
        clock.waitForIdle()
        XCTAssertTrue(clock.session.isRunning, "seed \(seed)")

        let before = clock.session.output.count
        clock.session.resize(columns: 91, rows: 29)
        XCTAssertTrue(clock.session.waitFor("\u{1B}[", after: before, seconds: 5), "seed \(seed): no redraw after a resize")
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 5), 0, "seed \(seed)")
        clock.assertTerminalRestored()
    }

    /// Bytes that would quit or suspend the program if they were read as keys (q, Ctrl-C, Ctrl-Z) are replaced:
    /// those are the user's, not an attack.
    private func randomBytes(_ rng: inout SeededRandom) -> [UInt8] {
        (0..<Int.random(in: 1...256, using: &rng)).map { _ in
            let byte = UInt8.random(in: 0...255, using: &rng)
            return [UInt8(ascii: "q"), 0x03, 0x1A].contains(byte) ? UInt8(ascii: "x") : byte
        }
    }

    /// A paste full of command letters, cut at random places after its start marker, with pauses longer than the
    /// Esc delay.
    private func sendPasteInPieces(_ session: PseudoTerminalSession, _ rng: inout SeededRandom) {
        let text = Array("qap q\u{03}\u{1A}\r\tq\(esc)[Aq\(esc)]0;q\u{07}€🙂 ".utf8)
        var body: [UInt8] = []
        for _ in 0..<Int.random(in: 1...40, using: &rng) { body += text }
        let start = Array("\(esc)[200~".utf8)
        let paste = start + body + Array("\(esc)[201~".utf8)
        // The start marker leads the terminal's write, so it comes whole; any later byte may start a new packet.
        var offset = start.count
        session.send(start)
        while offset < paste.count {
            let end = min(offset + Int.random(in: 1...64, using: &rng), paste.count)
            session.send(Array(paste[offset..<end]))
            offset = end
            if offset < paste.count { session.read(for: gap) }
        }
    }

    private func unterminatedString(_ rng: inout SeededRandom) -> String {
        let introducer = ["]", "P", "_", "^", "X"].randomElement(using: &rng)!
        return esc + introducer + String(repeating: "11;rgb:ffff/", count: Int.random(in: 0...600, using: &rng))
    }

    private static let mouseReports: [String] = [
        "\u{1B}[<0;99999999999999;99999999999999M", "\u{1B}[<0;-5;-7M", "\u{1B}[<32;0;0M", "\u{1B}[<0;0;0m",
        "\u{1B}[<64;2147483648;1M", "\u{1B}[<35;-2147483649;3M", "\u{1B}[<2;4294967296;4294967296M",
        "\u{1B}[<0;1;1M\u{1B}[<32;300;120M\u{1B}[<32;-300;-120M\u{1B}[<0;1;1m", "\u{1B}[<0;;M", "\u{1B}[<;;;;;;M",
        "\u{1B}[M\u{FF}\u{FF}\u{FF}", "\u{1B}[M \u{0}\u{0}", "\u{1B}[32;-1;99999M", "\u{1B}[<65;40;12M",
    ]

    private static let replies: [String] = [
        "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}", "\u{1B}]52;c;" + String(repeating: "cXVpdA==", count: 2000) + "\u{1B}\\",
        "\u{1B}P1+r544e=787465726d\u{1B}\\", "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}[?62;22c", "\u{1B}[12;40R",
    ]
}
