import ClockSystem
import Foundation
import XCTest

/// A frozen clock's ring player paused by whoever takes the ring over (`RingerLocks.pauseFrozenRingSound`): the
/// holder of the ring-sound lock here is `flock`, its "player" a `cat` whose command line names a ring file.
final class FrozenRingSoundTests: XCTestCase {
    func testOnlyAFrozenSoundHoldersRingPlayerIsPausedAndOnlyWhileItIsFrozen() throws {
        let folder = NSTemporaryDirectory() + "tui-clock-frozen-sound-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let locks = RingerLocks(directory: folder)
        XCTAssertFalse(locks.pauseFrozenRingSound(ringFile: "/usr/share/tui-clock/ring.ogg"), "nobody sounds")
        // `cat` reads its input first and waits there, the ring file's name on its command line like mpv's.
        let holder = try FlockHolder(["-x", folder + "/.ring-sound.lock", "cat", "-", folder + "/ring.ogg"])
        defer { holder.end() }
        let deadline = Date().addingTimeInterval(15)
        var player: pid_t?
        while player == nil, Date() < deadline {
            let text = (try? String(contentsOfFile: "/proc/\(holder.processIdentifier)/task/\(holder.processIdentifier)/children",
                                    encoding: .utf8)) ?? ""
            player = text.split(separator: " ").first.flatMap { pid_t($0) }
            if player == nil || locks.takeRingSound() != nil { player = nil; usleep(10_000) }
        }
        let sound = try XCTUnwrap(player, "the holder's player started")
        XCTAssertFalse(locks.pauseFrozenRingSound(ringFile: "/usr/share/tui-clock/ring.ogg"), "its holder runs")
        XCTAssertFalse(isStopped(sound))
        kill(holder.processIdentifier, SIGSTOP)
        var frozen = false
        while !frozen, Date() < deadline {
            frozen = locks.pauseFrozenRingSound(ringFile: "/usr/share/tui-clock/ring.ogg")
            if !frozen { usleep(10_000) }
        }
        XCTAssertTrue(frozen, "the holder is frozen")
        // SIGSTOP takes effect when the player is next scheduled: looked at until then.
        while !isStopped(sound), Date() < deadline { usleep(10_000) }
        XCTAssertTrue(isStopped(sound), "and its ring player paused with it")
        kill(sound, SIGCONT)
        kill(holder.processIdentifier, SIGCONT)
        var runs = false
        while !runs, Date() < deadline.addingTimeInterval(15) {
            runs = !locks.pauseFrozenRingSound(ringFile: "/usr/share/tui-clock/ring.ogg")
            if !runs { usleep(10_000) }
        }
        XCTAssertTrue(runs, "running again, it sounds its ring itself")
    }

    private func isStopped(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return LockHolders.isStopped(stat: stat) ?? false
    }
}
