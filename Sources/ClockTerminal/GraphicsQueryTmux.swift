import ClockCore
import ClockSystem
import Glibc

/// Whether tmux passes pictures through to the terminal outside, and where the pane sits on that terminal:
/// `tmux display -p` of the pane's `allow-passthrough` (inherited from the window's and the global one) and its
/// position, run as a child whose output the run loop polls, so the UI thread never waits for it. tmux 3.3a drops
/// wrapped sequences silently when the setting is off, so asking it is the only way to know before sending anything.
final class TmuxPassthroughCheck: WakeSource {
    private var child: ChildProcess?
    private var output: [UInt8] = []
    private var until: Uptime?

    var fileDescriptor: Int32 { child?.connection ?? -1 }
    var deadline: Uptime? { until }

    /// Starts `tmux display`; the answer comes from `drain` as `.tmuxPassthroughChecked`. A failure to start is
    /// a refusal, reported at once.
    func start(at now: Moment, environment: [String: String]) -> Msg? {
        guard child == nil else { return nil }
        var pane: [String] = []
        if let id = environment["TMUX_PANE"], !id.isEmpty { pane = ["-t", id] }
        guard let tmux = ChildProcess.find("tmux"),
              let started = ChildProcess(executable: tmux, arguments: ["display", "-p"] + pane + [TmuxPane.format],
                                         connection: .standardOutput) else {
            return .tmuxPassthroughChecked(allowed: false)
        }
        child = started
        until = now.uptime + GraphicsProbe.tmuxTimeout
        return nil
    }

    func drain(at now: Moment) -> [Msg] {
        guard let child, child.connection >= 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let n = read(child.connection, &buffer, buffer.count)
            if n > 0 {
                // One short line; anything longer is not an answer.
                if output.count < 128 { output += buffer[0..<n] }
                continue
            }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && errno == EAGAIN && until.map({ now.uptime < $0 }) == true { return [] }
            break
        }
        let pane = TmuxPane(answer: String(decoding: output, as: UTF8.self))
        output = []
        // After its output ended tmux is exiting, and one cut off by the deadline is killed: the wait is short.
        child.terminate(grace: 0)
        self.child = nil
        until = nil
        return [.tmuxPassthroughChecked(allowed: pane?.allowsPassthrough ?? false, paneOrigin: pane?.origin)]
    }
}

/// tmux's answer about the pane: `allow-passthrough` ("1"/"0" in tmux 3.3, "on"/"off"/"all" in 3.4), the pane's
/// top and left within the window, and the status line's lines and place, which push the window down when on top.
struct TmuxPane: Equatable {
    static let format = "#{allow-passthrough} #{pane_top} #{pane_left} #{status} #{status-position}"

    var allowsPassthrough: Bool
    var origin: Point

    init(allowsPassthrough: Bool, origin: Point) {
        self.allowsPassthrough = allowsPassthrough
        self.origin = origin
    }

    init?(answer: String) {
        let fields = answer.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        guard fields.count == 5, let top = Int(fields[1]), let left = Int(fields[2]), (0...10_000).contains(top),
              (0...10_000).contains(left) else { return nil }
        allowsPassthrough = ["1", "on", "all"].contains(fields[0])
        let statusLines = fields[3] == "on" ? 1 : Int(fields[3]).map { min(max($0, 0), 5) } ?? 0
        origin = Point(x: left, y: top + (fields[4] == "top" ? statusLines : 0))
    }
}
