/// What the program knows about the terminal's graphics before asking it anything: `--images` and the environment.
public struct GraphicsStart: Sendable, Equatable {
    public var choice: ImageChoice
    /// TERM=linux…: the console prints the text of an APC it does not know, so it is never asked.
    public var linuxConsole: Bool
    /// `TERM_PROGRAM`, which iTerm2 (`iTerm.app`) and WezTerm set.
    public var termProgram: String?
    /// `$TMUX` is set: questions and pictures reach the terminal only through tmux's passthrough.
    public var insideTmux: Bool
    /// The cell size from the pixel fields of TIOCGWINSZ; nil when the terminal leaves them zero.
    public var cellPixels: PixelSize?

    public init(choice: ImageChoice, linuxConsole: Bool = false, termProgram: String? = nil, insideTmux: Bool = false,
                cellPixels: PixelSize? = nil) {
        self.choice = choice
        self.linuxConsole = linuxConsole
        self.termProgram = termProgram
        self.insideTmux = insideTmux
        self.cellPixels = cellPixels
    }

    /// The facts the environment gives (TERM, TERM_PROGRAM, TMUX), with `choice` and the measured cell size.
    public init(choice: ImageChoice, environment: [String: String], cellPixels: PixelSize?) {
        self.init(choice: choice, linuxConsole: (environment["TERM"] ?? "").hasPrefix("linux"),
                  termProgram: environment["TERM_PROGRAM"].flatMap { $0.isEmpty ? nil : $0 },
                  insideTmux: !(environment["TMUX"] ?? "").isEmpty, cellPixels: cellPixels)
    }

    /// `--images symbols`: nothing is asked and nothing changes.
    public static let symbols = GraphicsStart(choice: .only(.symbols))
}

/// The questions to send the terminal; the run loop writes them in this order, DA1 last, since terminals answer
/// in order and nearly all answer DA1: its answer means every answer that will come has come.
public struct GraphicsQuestions: Sendable, Hashable {
    /// The kitty graphics query, XTVERSION and DA1.
    public var protocols: Bool
    /// XTWINOPS `CSI 16 t`, the cell size in pixels.
    public var cellSize: Bool
    /// Each question wrapped for tmux's passthrough (tmux 3.3a hands the terminal's answers back to the pane).
    public var throughTmux: Bool

    public init(protocols: Bool, cellSize: Bool, throughTmux: Bool) {
        self.protocols = protocols
        self.cellSize = cellSize
        self.throughTmux = throughTmux
    }
}

/// Finding out which pictures the terminal shows: the model's record of what was asked, what came back and until
/// when it waits. Pure: `update` feeds it the start, tmux's passthrough setting, the terminal's replies and the
/// time, and it says what to do next.
public struct GraphicsProbe: Sendable, Equatable {
    public enum Stage: Sendable, Equatable {
        /// Waiting for `tmux show -Apv allow-passthrough`.
        case checkingTmux
        /// The questions are out; waiting for the answer to DA1.
        case asking
        case done
    }

    /// What to do after a step of the probe.
    public enum Next: Sendable, Equatable {
        /// Nothing yet.
        case wait
        /// Find out whether tmux passes pictures through (`Msg.tmuxPassthroughChecked` brings the answer).
        case checkTmux
        /// Send these questions.
        case ask(GraphicsQuestions)
        /// The protocol is decided; `asking` is the cell-size question still worth sending, if any.
        case found(ImageProtocol, throughTmux: Bool, asking: GraphicsQuestions?)
    }

    /// How long the terminal has to answer: a local terminal answers within milliseconds, and over ssh a round trip
    /// is well under this; a terminal that never answers leaves covers as symbols after it.
    public static let answerTimeout = 0.5
    /// How long `tmux show` may take before tmux is taken to refuse passthrough.
    public static let tmuxTimeout = 1.0

    public private(set) var stage: Stage
    public private(set) var start: GraphicsStart
    public private(set) var answers = GraphicsAnswers()
    private var throughTmux = false
    /// The uptime at which the stage under way gives up.
    private var deadline: Uptime?

    /// A probe that asks nothing: symbols, until a start says otherwise.
    public init() {
        stage = .done
        start = .symbols
    }

    /// Begins at `now`: whether to ask the terminal, check tmux first, or nothing at all.
    public static func begin(_ start: GraphicsStart, at now: Moment) -> (GraphicsProbe, Next) {
        var probe = GraphicsProbe()
        probe.start = start
        if start.choice == .only(.symbols) || start.linuxConsole {
            return (probe, .found(.symbols, throughTmux: false, asking: nil))
        }
        if start.insideTmux {
            probe.stage = .checkingTmux
            probe.deadline = now.uptime + tmuxTimeout
            return (probe, .checkTmux)
        }
        let next = probe.ask(at: now)
        return (probe, next)
    }

    /// tmux's `allow-passthrough` setting is known: without it nothing reaches the terminal, so symbols.
    public mutating func tmuxChecked(allowsPassthrough: Bool, at now: Moment) -> Next {
        guard stage == .checkingTmux else { return .wait }
        guard allowsPassthrough else { return finish(.symbols) }
        throughTmux = true
        return ask(at: now)
    }

    /// Takes one reply from the terminal; decides once DA1's answer is in.
    public mutating func take(_ answer: GraphicsAnswer) -> Next {
        guard stage == .asking else { return .wait }
        answers.record(answer)
        guard case .deviceAttributes = answer else { return .wait }
        return finish(answers.protocolShown(termProgram: start.termProgram))
    }

    /// Gives up when the wait is over: nobody answered DA1 (or tmux did not tell), so symbols.
    public mutating func tick(at now: Moment) -> Next {
        guard stage != .done, let deadline, now.uptime >= deadline else { return .wait }
        return finish(.symbols)
    }

    /// The cell size is asked even when TIOCGWINSZ measured one: the window's pixels may count a border (xterm's)
    /// or a resize's leftover, the terminal's answer never does, and having answered it is asked after resizes.
    private mutating func ask(at now: Moment) -> Next {
        if case .only(let chosen) = start.choice {
            return finish(chosen, asking: GraphicsQuestions(protocols: false, cellSize: true, throughTmux: throughTmux))
        }
        stage = .asking
        deadline = now.uptime + Self.answerTimeout
        return .ask(GraphicsQuestions(protocols: true, cellSize: true, throughTmux: throughTmux))
    }

    private mutating func finish(_ shown: ImageProtocol, asking: GraphicsQuestions? = nil) -> Next {
        stage = .done
        deadline = nil
        return .found(shown, throughTmux: throughTmux && shown != .symbols, asking: asking)
    }
}

extension GraphicsProbe: Timed {
    public func nextDeadline(after now: Moment) -> Moment? {
        guard stage != .done, let deadline else { return nil }
        return now.at(uptime: max(deadline, now.uptime))
    }
}
