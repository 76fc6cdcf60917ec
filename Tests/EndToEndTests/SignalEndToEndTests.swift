import Foundation
import TestSupport
import XCTest

/// Whatever signal ends the program, the terminal gets its modes back; signals whose report is better told by
/// the failing call are ignored.
final class SignalEndToEndTests: XCTestCase {
    /// Signals that end the program the ordinary way: exit code 128 + the signal, terminal restored.
    private static let terminating: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT,
                                               SIGHUP, SIGTERM, SIGINT, SIGQUIT, __libc_current_sigrtmin(),
                                               __libc_current_sigrtmax()]
    /// Faults and limits: restored in the handler, then the default action (a core dump) ends it.
    private static let fatal: [Int32] = [SIGXCPU, SIGSYS, SIGABRT, SIGSEGV]

    override func setUp() {
        // No core files from the signals that dump one: the program inherits the limit.
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        limit.rlim_cur = 0
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
    }

    private func start() throws -> PseudoTerminalClock {
        let clock = try PseudoTerminalClock()
        clock.waitForFirstFrame()
        return clock
    }

    func testEverySignalThatWouldEndTheProgramRestoresTheTerminal() throws {
        for sig in Self.terminating + Self.fatal {
            let clock = try start()
            kill(clock.session.pid, sig)
            XCTAssertEqual(clock.session.waitForExit(seconds: 5), 128 + sig, "signal \(sig)")
            clock.assertTerminalRestored("signal \(sig)")
        }
    }

    /// Closing the window, a dropped ssh link, tmux's kill-session: the terminal hangs up. Whatever the program was
    /// doing, and whether the failed read or the SIGHUP reaches it first, it ends as a hang-up ends: 129.
    func testAHangUpExits129WhateverTheProgramWasDoing() throws {
        let doing: [(what: String, keys: String, events: Int)] = [
            ("showing the clock", "", 0), ("typing a label", "Lwo", 3), ("showing the help", "?", 1),
            ("dragging the alarm hand", "\u{1B}[<0;20;5M", 1),
        ]
        for (what, keys, events) in doing {
            for attempt in 1...4 {
                let clock = try start()
                clock.session.send(keys)
                let deadline = Date().addingTimeInterval(5)
                while clock.events.count < events, Date() < deadline { clock.session.read(for: 0.01) }
                XCTAssertEqual(clock.events.count, events, "\(what): the keys arrived")
                clock.session.hangUp()
                XCTAssertEqual(clock.session.waitForExit(seconds: 5), 128 + SIGHUP, "\(what), attempt \(attempt)")
            }
        }
    }

    func testBrokenPipeAndFileSizeLimitSignalsAreIgnored() throws {
        let clock = try start()
        for sig in [SIGPIPE, SIGXFSZ] { kill(clock.session.pid, sig) }
        clock.session.send("q")
        // Killed by either, it would end with 128 + the signal, however late the kernel delivered it.
        XCTAssertEqual(clock.session.waitForExit(seconds: 5), 0)
        clock.assertTerminalRestored()
    }
}
