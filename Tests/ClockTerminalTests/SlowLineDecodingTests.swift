import ClockCore
@testable import ClockTerminal
import TestSupport
import XCTest

/// Issue 20, item 17: over ssh, mosh or a loaded tmux one sequence arrives in pieces 40–60 ms apart, more than the
/// 25 ms Esc delay. Once a sequence has begun it waits for its end by the silence since its last byte, so no split
/// turns it into keys; the terminal's answers never become keys, in 8-bit form or with doubled ESCs either.
final class SlowLineDecodingTests: XCTestCase {
    private let esc = InputSamples.esc
    /// Gaps a slow line really makes, all longer than the Esc delay and shorter than `sequenceSilence`.
    private let gaps: [Duration] = [.milliseconds(40), .milliseconds(60), .milliseconds(200), .milliseconds(499)]

    /// What the program asks at start-up answered by xterm, kitty and a colour query: XTVERSION, kitty's graphics
    /// answer, the cell size, the background and DA1.
    private var startUpAnswers: [(String, InputEvent)] {
        [(esc + "P>|XTerm(379)" + esc + "\\", InputSamples.reply(.deviceControl, ">|XTerm(379)")),
         (esc + "_Gi=31;OK" + esc + "\\", InputSamples.reply(.applicationProgramCommand, "Gi=31;OK")),
         (esc + "[6;20;10t", InputSamples.reply(.controlSequence, "6;20;10t")),
         (esc + "]11;rgb:0000/0000/0000" + esc + "\\", InputSamples.reply(.operatingSystemCommand, "11;rgb:0000/0000/0000")),
         (esc + "[?63;1;2;4;6;9;15;16;22;28c", InputSamples.reply(.controlSequence, "?63;1;2;4;6;9;15;16;22;28c"))]
    }

    private var samples: [(String, [InputEvent])] {
        InputSamples.all + startUpAnswers.map { ($0.0, [$0.1]) }
            + [(esc + "[200~a q" + esc + "[201~", [.paste("a q")])]
    }

    /// Feeds `bytes` in the pieces that `cuts` make, with `gap` of silence after each piece but the last.
    private func decode(_ bytes: [UInt8], cuts: [Int], gap: Duration, answersExpected: Bool = false) -> [InputEvent] {
        var decoder = InputDecoder()
        decoder.answersExpected = answersExpected
        var events: [InputEvent] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            events += decoder.feed(bytes[start..<cut])
            if cut < bytes.count { events += decoder.silence(lasted: gap) }
            start = cut
        }
        return events + decoder.flush()
    }

    func testEverySequenceCutAnywhereAfterItsFirstTwoBytesBySlowGapsDecodesTheSame() {
        for (input, expected) in samples {
            let bytes = Array(input.utf8)
            // A lone ESC followed by a pause is the Esc key: only the Esc delay tells the two apart.
            let first = bytes.first == 0x1B ? 2 : 1
            guard bytes.count > first else { continue }
            for gap in gaps {
                for cut in first..<bytes.count {
                    XCTAssertEqual(decode(bytes, cuts: [cut], gap: gap), expected, "\(input.debugDescription) cut at \(cut), \(gap)")
                }
                XCTAssertEqual(decode(bytes, cuts: Array(first..<bytes.count), gap: gap), expected,
                               "\(input.debugDescription) byte by byte, \(gap)")
            }
        }
    }

    func testTheIssuesPasteStartAndMouseReportSplitBySlowGapsAreNoKeys() {
        let paste = Array((esc + "[200~a q" + esc + "[201~").utf8)
        XCTAssertEqual(decode(paste, cuts: [3], gap: .milliseconds(60)), [.paste("a q")])
        let click = Array((esc + "[<0;10;5M").utf8)
        XCTAssertEqual(decode(click, cuts: [6], gap: .milliseconds(40)), [InputSamples.mouse(.press, .left, 9, 4)])
    }

    func testWhileAnswersAreExpectedEverySplitOfThemIsStillAReply() {
        for (input, expected) in startUpAnswers + InputSamples.replies + InputSamples.csiReplies {
            let bytes = Array(input.utf8)
            for gap in gaps + [.milliseconds(5)] {
                for cut in 1..<bytes.count {
                    XCTAssertEqual(decode(bytes, cuts: [cut], gap: gap, answersExpected: true), [expected],
                                   "\(input.debugDescription) cut at \(cut), \(gap)")
                }
                XCTAssertEqual(decode(bytes, cuts: Array(1..<bytes.count), gap: gap, answersExpected: true), [expected],
                               "\(input.debugDescription) byte by byte, \(gap)")
            }
        }
    }

    func testALoneEscIsTheEscKeyAfterTheEscDelayOrWhileAnswersAreExpectedAfterTheLongerWait() {
        var decoder = InputDecoder()
        XCTAssertEqual(decoder.feed([0x1B]) + decoder.silence(lasted: InputDecoder.escapeDelay), [InputSamples.key(.escape)])
        decoder.answersExpected = true
        XCTAssertEqual(decoder.feed([0x1B]) + decoder.silence(lasted: .milliseconds(499)), [])
        XCTAssertEqual(decoder.silence(lasted: InputDecoder.sequenceSilence), [InputSamples.key(.escape)])
    }

    func testABrokenSequenceIsDroppedAfterTheLongerSilenceAndTheNextKeyWorks() {
        var decoder = InputDecoder()
        let events = decoder.feed(Array((esc + "[1;5").utf8)) + decoder.silence(lasted: .milliseconds(499))
            + decoder.silence(lasted: InputDecoder.sequenceSilence) + decoder.feed(Array("q".utf8))
        XCTAssertEqual(events, [InputSamples.key(.char("q"))])
    }

    func testKeysTypedBetweenAnswersArrivingInPiecesStillCount() {
        let answers = startUpAnswers
        let input = answers[0].0 + answers[1].0 + "a" + answers[2].0 + answers[3].0 + esc + "[A" + answers[4].0 + "q"
        let expected = [answers[0].1, answers[1].1, InputSamples.key(.char("a")), answers[2].1, answers[3].1,
                        InputSamples.key(.up), answers[4].1, InputSamples.key(.char("q"))]
        let bytes = Array(input.utf8)
        XCTAssertEqual(decode(bytes, cuts: Array(1..<bytes.count), gap: .milliseconds(5), answersExpected: true), expected)
        XCTAssertEqual(decode(bytes, cuts: Array(1..<bytes.count), gap: .milliseconds(60), answersExpected: true), expected)
    }

    /// Random streams of keys, clicks, pastes and answers, cut at random places with random slow-line gaps: while
    /// answers are expected every gap shorter than `sequenceSilence` leaves the events as if all came at once.
    func testRandomStreamsCutAtRandomWithSlowGapsDecodeAsIfWhole() {
        var rng = SeededRandom(seed: 17)
        let pool = samples.filter { !$0.0.hasPrefix(InputSamples.closeAnything) }
        for _ in 0..<40 {
            var stream: [UInt8] = []
            var expected: [InputEvent] = []
            for _ in 0..<60 {
                let (input, events) = pool.randomElement(using: &rng)!
                stream += Array(input.utf8)
                expected += events
            }
            var cuts: [Int] = []
            var offset = 0
            while true {
                offset += Int.random(in: 1...12, using: &rng)
                guard offset < stream.count else { break }
                cuts.append(offset)
            }
            let gap = Duration.milliseconds(Int.random(in: 1...499, using: &rng))
            XCTAssertEqual(decode(stream, cuts: cuts, gap: gap, answersExpected: true), expected, "gap \(gap)")
        }
    }
}
