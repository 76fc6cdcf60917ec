import ClockCore

/// The answers the program asked the terminal for and has not had yet (the graphics questions, the cell size, the
/// background colour). While one is awaited the input decoder gives a lone ESC the longer `sequenceSilence`, so an
/// answer split right after its ESC over a slow line is still an answer, never keys.
///
/// An answer is awaited until it comes or `patience` passes. Terminals answer in order, so DA1's answer (asked last
/// with the graphics questions) means every answer asked before it has come or never will. An answer later than
/// `patience` is still recognised by its shape when it comes; only a split right after its ESC may then read as Esc.
struct AwaitedAnswers {
    enum Answer: Hashable {
        /// DA1 (`CSI ? … c`), the end of the graphics questions.
        case deviceAttributes
        /// XTWINOPS 16 (`CSI 6 ; h ; w t`), asked alone after a resize.
        case cellSize
        /// OSC 11, the background colour.
        case background
    }

    /// Answers come within milliseconds locally and well under a second over ssh; a stalled mosh or ssh link has been
    /// seen to hold them 3 s. A terminal that never answers costs only a slower Esc key (half a second) this long.
    static let patience = 5.0

    private var awaited: Set<Answer> = []
    /// The uptime after which nothing is awaited any more.
    private var until = Uptime(seconds: -.infinity)

    /// The program has just asked for `answers` at `now` (uptime seconds).
    mutating func asked(_ answers: Set<Answer>, at now: Uptime) {
        guard !answers.isEmpty else { return }
        awaited.formUnion(answers)
        until = now + Self.patience
    }

    /// The program asked these graphics questions.
    mutating func asked(_ questions: GraphicsQuestions, at now: Uptime) {
        asked(questions.protocols ? [.deviceAttributes] : questions.cellSize ? [.cellSize] : [], at: now)
    }

    /// A reply came: the answer it is is no longer awaited; DA1's ends the wait for every other.
    mutating func received(_ reply: TerminalReply) {
        switch (reply.kind, GraphicsAnswer(reply)) {
        case (_, .deviceAttributes?): awaited.removeAll()
        case (_, .cellSize?): awaited.remove(.cellSize)
        case (.operatingSystemCommand, _) where reply.text.hasPrefix("11;"): awaited.remove(.background)
        default: break
        }
    }

    /// Whether an answer is still awaited at `now`.
    func areAwaited(at now: Uptime) -> Bool { !awaited.isEmpty && now < until }
}
