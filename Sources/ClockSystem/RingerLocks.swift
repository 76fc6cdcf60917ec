import Glibc

/// Who is there to ring an alarm, told by `flock(2)` locks on files in the state folder. The kernel releases a lock
/// when its holder ends, however it ends (`kill -9`, a crash), so the answer is never stale:
///
/// - `.daemon.lock`: held exclusively by the one background ringer (`tui-clock daemon`) for its whole life; a second
///   one waits (`waitToBecomeDaemon`) until the first ends, and rings only then. `daemonIsRunning` is how
///   `service status` and the clock's notice ask.
/// - `.clock.lock`: held shared by every open clock; while any holds it the background ringer makes no sound (the
///   clock rings), and once the last one is gone, or every one left is frozen (`kill -STOP`: `clockRings`), it does.
/// - `.ring-sound.lock`: held exclusively by the clock that plays the ring, so two open clocks make one sound; when
///   its holder is frozen (`pauseFrozenRingSound`), another open clock or the ringer sounds the ring meanwhile.
///
/// Probing a lock takes it for an instant (non-blocking) and lets it go: a probe never waits, and whoever it got in
/// the way of for that instant waits for it rather than failing.
public struct RingerLocks: Sendable {
    static let daemonFileName = ".daemon.lock"
    static let clockFileName = ".clock.lock"
    static let soundFileName = ".ring-sound.lock"

    /// The state folder (`StateStore.directory`).
    public let directory: String

    public init(directory: String) { self.directory = directory }

    /// A lock this process holds until it is let go or the process ends.
    public final class Held: Sendable {
        let descriptor: Int32
        init(descriptor: Int32) { self.descriptor = descriptor }
        deinit { close(descriptor) }

        /// Keeps the lock open across `execv` (the background ringer becoming its idle self and back) and returns the
        /// descriptor the next program image adopts (`adoptDaemonLock`).
        public func keptAcrossExec() -> Int32 {
            _ = fcntl(descriptor, F_SETFD, 0)
            return descriptor
        }

        /// Undoes `keptAcrossExec` after an exec that failed, so no child process (mpv) inherits the lock.
        public func closedOnExec() { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    }

    /// Whether a background ringer runs for this user (this state folder). Probed with a shared lock, which only
    /// the ringer's exclusive one refuses.
    public var daemonIsRunning: Bool { isTaken(Self.daemonFileName, probe: LOCK_SH) }

    /// Whether an interactive clock is open on this state folder (each holds the lock shared).
    public var clockIsOpen: Bool { isTaken(Self.clockFileName, probe: LOCK_EX) }

    /// Whether an open clock can ring: one is open and not every one is stopped. A clock frozen with `kill -STOP`
    /// (which it cannot catch, unlike Ctrl-Z, where it lets its lock go) still holds the lock but rings nothing, so
    /// the background ringer rings in its place. Reads /proc only when a clock is open.
    public var clockRings: Bool {
        clockIsOpen && !LockHolders.everyHolderIsStopped(path: path(Self.clockFileName))
    }

    /// Becomes the background ringer at once; nil when another one is.
    public func becomeDaemon() -> Held? { take(Self.daemonFileName, LOCK_EX | LOCK_NB) }

    /// Becomes the background ringer once the one running now ends (or at once when none runs).
    public func waitToBecomeDaemon() -> Held? { take(Self.daemonFileName, LOCK_EX) }

    /// The ringer's lock handed over by the program image before this one (`Held.keptAcrossExec`); nil when
    /// `descriptor` is not it (locking the same open file again only succeeds for its holder).
    public func adoptDaemonLock(descriptor: Int32) -> Held? {
        var info = stat(), expected = stat()
        guard descriptor > 2, fstat(descriptor, &info) == 0, stat(path(Self.daemonFileName), &expected) == 0,
              info.st_ino == expected.st_ino, info.st_dev == expected.st_dev,
              flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return Held(descriptor: descriptor)
    }

    /// Says an interactive clock is open, for as long as the returned lock is held. Opening the file once more for
    /// writing and closing it is what inotify reports (`IN_CLOSE_WRITE`), so a ringer watching the folder learns
    /// at once; the held descriptor's close, when the clock ends however it ends, is reported the same way.
    public func holdClockOpen() -> Held? {
        let held = take(Self.clockFileName, LOCK_SH)
        announceClockOpen()
        return held
    }

    /// Tells a watching ringer (inotify, as in `holdClockOpen`) that an open clock runs again after a stop it could
    /// not catch (`kill -STOP`, then SIGCONT): its lock stayed held, so nothing else would say it.
    public func announceClockOpen() {
        let announce = open(path(Self.clockFileName), O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        if announce >= 0 { close(announce) }
    }

    /// The right to play the ring sound among open clocks; nil when another clock plays it.
    public func takeRingSound() -> Held? { take(Self.soundFileName, LOCK_EX | LOCK_NB) }

    /// Whether the clock holding the ring sound is frozen (`kill -STOP`): then its player, which a stop does not
    /// reach, is paused (`FrozenRingSound`), for the caller to sound the ring in its place. False when nobody holds
    /// the sound or its holder runs. Reads /proc: asked only while a ring goes on.
    public func pauseFrozenRingSound(ringFile: String) -> Bool {
        guard let frozen = LockHolders.stoppedHolders(path: path(Self.soundFileName)) else { return false }
        let name = ringFile.split(separator: "/").last.map(String.init) ?? ringFile
        let paused = FrozenRingSound.pausePlayers(of: frozen, ringFileName: name)
        // The holder may have been continued between the look and the pause, and have continued its player before
        // the pause came: looked at again, so its sound is not left paused for good while it sounds the ring.
        guard LockHolders.stoppedHolders(path: path(Self.soundFileName)) != nil else {
            FrozenRingSound.continuePlayers(paused)
            return false
        }
        return true
    }

    private func take(_ name: String, _ operation: Int32) -> Held? {
        let fd = open(path(name), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return nil }
        while flock(fd, operation) != 0 {
            // Only a wait interrupted by a signal is tried again; a refusal or an error is no lock.
            guard errno == EINTR, operation & LOCK_NB == 0 else {
                close(fd)
                return nil
            }
        }
        return Held(descriptor: fd)
    }

    /// Taken by someone: `probe` cannot be had for an instant. A missing file is nobody's.
    private func isTaken(_ name: String, probe: Int32) -> Bool {
        let fd = open(path(name), O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        if flock(fd, probe | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return false
        }
        return errno == EWOULDBLOCK
    }

    private func path(_ name: String) -> String { directory + "/" + name }
}
