import ClockCore
import ClockSystem
import ClockTerminal
import Glibc
import MusicLibrary

/// MPRIS (`MPRISRemote`) as one of the run loop's wake sources. It connects on the first player status the model
/// publishes, which comes once music is used, so the clock alone never loads the plugin nor touches the bus; without
/// a session bus it stays silent and tries no more. Requests come back as the messages the keys send.
final class RemoteControlChannel: WakeSource {
    private var remote: MPRISRemote?
    private var tried = false

    /// The bus connection's descriptor; -1 (which `poll` skips) before music is used or without a bus.
    var fileDescriptor: Int32 { remote?.fileDescriptor ?? -1 }

    var pollEvents: Int16 { remote?.pollEvents ?? Int16(POLLIN) }

    var deadline: Uptime? { remote?.deadline.map(Uptime.init(seconds:)) }

    func drain(at now: Moment) -> [Msg] {
        guard let remote else { return [] }
        guard let requests = remote.process() else {
            // The bus went away (the desktop session ended): the clock goes on without it.
            self.remote = nil
            return []
        }
        return requests.map { request in
            switch request {
            case .music(let key): return .remoteControl(key)
            case .quit: return .remoteQuit
            }
        }
    }

    func publish(_ status: PlayerStatus) {
        if !tried {
            tried = true
            remote = MPRISRemote()
        }
        remote?.publish(status, at: KernelClocks.monotonicSeconds())
    }

    func shutdown() {
        remote?.close()
        remote = nil
    }
}
