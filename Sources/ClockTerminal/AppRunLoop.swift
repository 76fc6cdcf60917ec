import ClockCore
import ClockRender
import ClockSystem
import FoundationEssentials
import Glibc

/// Something besides the keyboard that can wake the run loop: a file descriptor to poll and what to do
/// when it is readable (a background scan finishing a batch, the audio player reporting).
public protocol WakeSource: AnyObject {
    var fileDescriptor: Int32 { get }
    /// What to wait for on the descriptor: `POLLIN`, plus `POLLOUT` while the source has bytes waiting to be sent.
    var pollEvents: Int16 { get }
    /// An uptime by which `drain` is called even if the descriptor stays quiet (a reply timeout); nil for none.
    var deadline: Uptime? { get }
    /// An uptime after which `drain` is called on the loop's next wake-up, without a wake-up of its own (a check
    /// that can wait for the clock's next half-second tick); nil for none. Idle wake-ups stay at two a second.
    var checkAfter: Uptime? { get }
    /// Work asked of it and not done yet that has no deadline, done when the descriptor says so (a save being
    /// written): the program is busy meanwhile, so its `idle` line means the work is done.
    var workInFlight: Bool { get }
    /// Called on the loop's thread when the descriptor is ready or the deadline has come; returns messages for `update`.
    func drain(at now: Moment) -> [Msg]
    /// On the way out, after the model's last effects: returns once the work in flight is done (the last save
    /// written), which the program must not end before.
    func waitForWorkInFlight()
}

public extension WakeSource {
    var pollEvents: Int16 { Int16(POLLIN) }
    var deadline: Uptime? { nil }
    var checkAfter: Uptime? { nil }
    var workInFlight: Bool { false }
    func waitForWorkInFlight() {}
}

/// The one thread that runs the app: it sleeps until the model's next deadline (`AppModel.nextDeadline`: the
/// next clock tick, animation frame, expiry or alarm) or until the silence since the last input byte ends what the
/// decoder holds (a lone Esc, a paste that never ends), unless input comes first; feeds
/// everything through `update`, performs the returned effects, and draws whenever the picture may have changed.
/// With nothing animating it wakes twice a second and draws once a second.
public final class AppRunLoop: TerminalEffects {
    public private(set) var model: AppModel
    private let screen: TerminalScreen
    private let time: TimeSource
    private let signals: SignalPipe
    private var decoder = InputDecoder()
    /// The terminal's answers asked for and not had yet: the decoder waits longer on a lone ESC meanwhile.
    private var awaitedAnswers = AwaitedAnswers()
    private let sources: [WakeSource]
    private let tmuxCheck = TmuxPassthroughCheck()
    private let environment: [String: String]
    /// The program's account of itself for end-to-end tests; off without a path.
    private var eventLog: EventLog
    private let performer: EffectPerformer
    /// Where every effect's answer waits for the loop's next turn.
    private let inbox: Inbox
    private var running = true
    private var exitCode: Int32 = 0
    private var fullRedraw = true
    /// The terminal said it lost a picture: the next draw sends it again.
    private var picturesLost = false
    /// The model as the screen shows it: the last frame was drawn from it. Before the first frame (always drawn in
    /// full, `fullRedraw`) the starting model; not an optional, which `needsFrame` could not change in place.
    private var drawn: AppModel
    /// When the program is idle, for the event log's `idle` and `busy` lines.
    private var idleReport = IdleReport()
    /// A scan ended (`Effect.releaseFreeMemory`): free memory goes back to the kernel at the end of this turn.
    /// Not at once: the messages being read hold the last albums as they came, and `drawn` the wall before them,
    /// until the frame is drawn; trimmed earlier, a first scan of 1,000,000 tracks at a load of 6 left about 50 MiB
    /// of their freed pages resident (on a busy machine more batches pile up between two turns).
    private var freeMemoryDue = false

    /// - Parameters:
    ///   - eventLogPath: if set, every decoded input event is appended there as a line, each change of the
    ///     pictures covers are drawn as, and when the program turns idle or busy (`IdleReport`), for end-to-end tests.
    ///   - performer: the program's one effect switch; the loop hands it each effect `update` returns, and itself for
    ///     the terminal's own.
    ///   - inbox: the loop's one mailbox, which the program's background work posts to as well.
    ///   - environment: the program's, for the tmux check (`TMUX_PANE`).
    public init(model: AppModel, screen: TerminalScreen, time: TimeSource, signals: SignalPipe, sources: [WakeSource] = [],
                inbox: Inbox, eventLogPath: String? = nil, performer: EffectPerformer, environment: [String: String] = [:]) {
        self.model = model
        drawn = model
        self.screen = screen
        self.time = time
        self.signals = signals
        self.inbox = inbox
        self.sources = [inbox] + sources + [tmuxCheck]
        self.environment = environment
        self.performer = performer
        eventLog = EventLog(path: eventLogPath)
    }

    /// Runs until the app quits or a terminating signal arrives; returns the process exit code.
    /// `startUp` is the first message after the terminal's size (what the program found while starting).
    public func run(startUp: StartUp) -> Int32 {
        dispatch(.resize(screen.size))
        dispatch(.started(startUp))
        drawAndReport()
        var buffer = [UInt8](repeating: 0, count: 4096)
        // One poll set for the whole run, refilled in place each turn: an idle wake-up allocates nothing.
        var fds = [pollfd](repeating: pollfd(), count: 2 + sources.count)
        while running {
            let now = time.now()
            // The parts' deadline alone, kept to tell after the poll whether the clock's own tick has anything to do;
            // asked from the model's last message, as `needsFrame` asks, so one that fell due since is due at once. Only
            // a message changes the model: after a turn with none (the skipped half-second tick) the answer stands.
            if partsDeadline.messages != messagesDispatched {
                partsDeadline = (InPlace.partsDeadline(of: &model), messagesDispatched)
            }
            let partsDue = partsDeadline.deadline
            // A deadline already due means no sleep at all. (Not `Moment.earliest`: its variadic arguments are an array
            // allocated on every wake-up.)
            let tick = ClockTicks().nextDeadline(after: now) ?? now.advanced(by: ClockTicks.interval)
            let due = partsDue.map { $0.uptime < tick.uptime ? $0 : tick } ?? tick
            var timeout = max(0, due.uptime - now.uptime)
            decoder.answersExpected = awaitedAnswers.areAwaited(at: now.uptime)
            if let limit = decoder.pendingLimit {
                timeout = min(timeout, max(0, lastInput + Self.seconds(limit) - now.uptime))
            }
            for source in sources {
                if let due = source.deadline { timeout = min(timeout, max(0, due - now.uptime)) }
            }
            fds[0] = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            fds[1] = pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0)
            for (i, source) in sources.enumerated() {
                fds[i + 2] = pollfd(fd: source.fileDescriptor, events: source.pollEvents, revents: 0)
            }
            let ready = poll(&fds, nfds_t(fds.count), Int32((timeout * 1000).rounded(.up)))
            if ready < 0 && errno != EINTR { break }
            // A signal cut the wait short (SIGCONT after `kill -STOP`, SIGWINCH): nothing says what is ready, so the
            // next turn waits again and sees it, the signal first. Ticking now would look at the alarms before the
            // state file another tui-clock wrote meanwhile, and ring late an occurrence rung and ended there.
            if ready < 0 { continue }
            let messagesBefore = messagesDispatched

            if fds[1].revents != 0 { handleSignals() }
            // Whatever woke the loop (a frame, a cover, the limit itself), silence is measured from the last byte. A
            // line with bytes waiting was not quiet, however long ago the last read was: the program may have been
            // kept from reading them (a slow save, a busy machine, a stop), and the rest of an Esc sequence, answer or
            // paste read late is still its rest, never keys.
            let inputWaiting = fds[0].revents & Int16(POLLIN) != 0
            if !inputWaiting {
                let woken = time.now().uptime
                decoder.answersExpected = awaitedAnswers.areAwaited(at: woken)
                deliver(decoder.silence(lasted: .seconds(woken - lastInput)))
            }
            if inputWaiting {
                let n = read(STDIN_FILENO, &buffer, buffer.count)
                if n > 0 {
                    lastInput = time.now().uptime
                    eventLog.readInput()
                    deliver(decoder.feed(buffer[0..<n]))
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    hangUp()
                }
            } else if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 {
                hangUp()
            }
            let afterPoll = time.now()
            for (i, source) in sources.enumerated()
            where fds[i + 2].revents != 0 || source.deadline.map({ $0 <= afterPoll.uptime }) == true
                || source.checkAfter.map({ $0 <= afterPoll.uptime }) == true {
                for msg in source.drain(at: afterPoll) { dispatch(msg) }
            }
            // The half-second tick within a second, with nothing else come: `update` would find nothing to do and no
            // frame to draw (SPEC §2's second refresh still looks, here). The event log's idle line is still written.
            if ready == 0, messagesDispatched == messagesBefore, !InPlace.tickMatters(&model, at: afterPoll, partsDue: partsDue) {
                if eventLog.isOn { drawAndReport() }
                continue
            }
            // Back from a stop (Ctrl-Z): the sources are heard first, on the next turn, so a ring another tui-clock
            // rang and ended meanwhile (the state file says so) is not rung here a second time by this tick.
            if stoppedSincePoll {
                stoppedSincePoll = false
                continue
            }
            dispatch(.tick)
            if running { drawAndReport() }
            if freeMemoryDue {
                freeMemoryDue = false
                FreeMemory.handBack()
            }
        }
        return exitCode
    }

    /// The uptime the last input bytes were read at: what the decoder's `pendingLimit` counts from.
    private var lastInput: Uptime = 0

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    private func deliver(_ events: [InputEvent]) {
        for event in events {
            if eventLog.isOn {
                eventLog.write(EventLog.describe(event))
                if case .reply = event { idleReport.countReply() } else { idleReport.countInput() }
            }
            if case .reply(let reply) = event { awaitedAnswers.received(reply) }
            dispatch(.input(event))
        }
    }

    /// How many messages went through `update`: a turn of the loop that added none was woken by its timeout alone.
    private var messagesDispatched = 0
    /// The parts' deadline (`AppModel.partsDeadline`) and how many messages the model had had when it was asked.
    private var partsDeadline: (deadline: Moment?, messages: Int) = (nil, -1)

    private func dispatch(_ msg: Msg) {
        messagesDispatched &+= 1
        let graphics = model.graphics
        let now = time.now()
        for effect in update(&model, msg, at: now) { performer.perform(effect, terminal: self) }
        // Only what changes pictures: symbols at another cell size draw the same.
        if eventLog.isOn, model.graphics.pictureFormat != graphics.pictureFormat {
            eventLog.write(EventLog.describe(model.graphics))
        }
        // What an input set going is reported as of the moment it was handled: a program stalled right after it (a
        // save on a busy disk, a starved CPU) draws its next frame late, when a short slide may be over already.
        if case .input = msg { reportBusy(at: now) }
    }

    private func handleSignals() {
        for sig in signals.drain() {
            switch sig {
            case SIGWINCH:
                dispatch(.resize(screen.updateSize()))
                measureCell()
                fullRedraw = true
            case SIGTSTP:
                suspend()
            case SIGCONT:
                // Stopped from outside too (`kill -STOP`, which no handler sees): the state file is heard before the
                // next tick, as after Ctrl-Z, and the others learn this clock rings again.
                stoppedSincePoll = true
                onContinued?()
                dispatch(.resumed)
                fullRedraw = true
            default:
                running = false
                exitCode = 128 + sig
            }
        }
    }

    public func quit() {
        if running { eventLog.quitting() }
        running = false
    }

    /// The last line of the event log: everything on the way out is done, the terminal restored.
    public func reportExit(code: Int32) { eventLog.exited(code: code) }

    /// The terminal went away (its window closed, ssh dropped, tmux killed the pane): the same end as the SIGHUP
    /// that comes with it, which may arrive before or after the read that fails.
    private func hangUp() {
        running = false
        exitCode = 128 + SIGHUP
    }

    public func bell() { screen.bell() }

    public func redrawAll() { fullRedraw = true }

    public func releaseFreeMemoryAfterFrame() { freeMemoryDue = true }

    /// Told `false` just before the program stops itself (Ctrl-Z, SIGTSTP) and `true` once it runs again: a stopped
    /// clock rings nothing, so what it holds for the others (the open-clock lock, the ring sound) is let go meanwhile.
    public var onSuspend: ((_ resumed: Bool) -> Void)?
    /// Told each time the program runs again (SIGCONT), however it was stopped.
    public var onContinued: (() -> Void)?
    /// The program stopped and ran again since the loop last polled: what its descriptors say is not known yet.
    private var stoppedSincePoll = false

    public func suspend() {
        screen.suspend()
        onSuspend?(false)
        SignalPipe.stopSelf()
        stoppedSincePoll = true
        onSuspend?(true)
        screen.resume()
        // An effect of the message being handled: what changed meanwhile reaches `update` on the loop's next turn.
        inbox.post([.resize(screen.size)])
        measureCell()
        inbox.post([.resumed])
        fullRedraw = true
    }

    public func askTerminal(_ questions: GraphicsQuestions) {
        GraphicsQuery.send(questions)
        awaitedAnswers.asked(questions, at: time.now().uptime)
    }

    public func askBackground() {
        guard BackgroundQuery.canAsk(environment: environment) else { return }
        BackgroundQuery.send()
        awaitedAnswers.asked([.background], at: time.now().uptime)
    }

    public func transmitPictureAgain(imageID: UInt32) {
        screen.imageMissing(id: imageID)
        picturesLost = true
    }

    public func checkTmuxPassthrough() {
        // A check that cannot start is a refusal, answered at once, but as a later message like any answer.
        if let refused = tmuxCheck.start(at: time.now(), environment: environment) { inbox.post([refused]) }
    }

    /// On the way out, whichever way the loop ended: the model's last effects (the ring sound stops, the alarms are
    /// saved with the time the program stopped) through the same effect switch. Returns what the user must still be
    /// told (a save that failed), for standard error once the terminal is restored.
    public func leave() -> [String] {
        for effect in model.leaving(at: time.now()) { performer.perform(effect, terminal: self) }
        // The saves still being written, this last one among them, answer through the inbox.
        for source in sources { source.waitForWorkInFlight() }
        return inbox.drain(at: time.now()).compactMap { msg in
            if case .notice(let text, .error) = msg { return text } else { return nil }
        }
    }

    /// The cell size again after a resize (a font change resizes too), as `AppModel.cellSizeAfterResize` says: a
    /// changed measured one goes to the model; a terminal that answered `CSI 16 t` (or leaves TIOCGWINSZ's pixels
    /// zero) is asked, and its answer comes as a reply on a later turn: the loop never waits for it.
    private func measureCell() {
        switch model.cellSizeAfterResize(measured: GraphicsQuery.measuredCell(keeping: model.graphics.cellPixels)) {
        case .keep:
            return
        case .use(let cell):
            var changed = model.graphics
            changed.cellPixels = cell
            inbox.post([.graphicsFound(changed)])
        case .ask:
            askTerminal(GraphicsQuestions(protocols: false, cellSize: true, throughTmux: model.graphics.tmuxPassthrough))
        }
    }

    private var canvas = Canvas(size: Size(width: 0, height: 0))

    /// Draws the model as it is, when its picture may differ from the one on screen (`AppModel.needsFrame`).
    private func draw() {
        // A picture the terminal lost is sent again, though the model is the same.
        if !fullRedraw, !picturesLost, !InPlace.needsFrame(&model, since: &drawn) { return }
        picturesLost = false
        // Two canvases for the whole run, swapped with the screen's (views clear them first): an idle tick allocates
        // and copies no cells.
        if canvas.size != screen.size { canvas = Canvas(size: screen.size) }
        InPlace.render(&model, into: &canvas)
        // Where pictures go is the model's too (`Msg.tmuxPassthroughChecked` moves the pane); the picture layer
        // notices a change and places them again.
        screen.picturesThroughTmux = model.graphics.tmuxPassthrough
        screen.tmuxPaneOrigin = model.graphics.tmuxPaneOrigin
        screen.present(&canvas, full: fullRedraw)
        fullRedraw = false
        drawn = model
        idleReport.countFrame()
    }

    /// Draws, and with the event log on writes when the program turns busy (before the frame that shows why) and
    /// when it is idle again (after the frame). Without the log this is `draw()` alone: the idle loop pays nothing.
    private func drawAndReport() {
        guard eventLog.isOn else { return draw() }
        let now = time.now()
        let work = model.pendingWork(at: now)
        let replyAwaited = awaitingSource
        reportBusy(at: now)
        draw()
        guard work.isNone, !replyAwaited, !(decoder.pendingLimit != nil), idleReport.idleDue(), !somethingToRead() else { return }
        eventLog.writeTimed(idleReport.idleLine())
    }

    /// The `busy` line, if the program was idle and the model as it is has work pending at `now`.
    private func reportBusy(at now: Moment) {
        guard eventLog.isOn else { return }
        if let line = idleReport.busyLine(model.pendingWork(at: now), replyAwaited: awaitingSource,
                                          inputPending: decoder.pendingLimit != nil) {
            eventLog.writeTimed(line)
        }
    }

    /// Whether a wake source is to answer (a reply with a deadline, a save being written): the program is busy.
    private var awaitingSource: Bool { sources.contains { $0.deadline != nil || $0.workInFlight } }

    /// Whether input, a signal or a wake source is ready right now: the next turn of the loop has work, so the
    /// program is not idle yet. Asked only when an idle line is due.
    private func somethingToRead() -> Bool {
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0)]
        fds += sources.map { pollfd(fd: $0.fileDescriptor, events: $0.pollEvents, revents: 0) }
        return poll(&fds, nfds_t(fds.count), 0) > 0
    }
}
