import ClockCore
import ClockSystem
import Glibc

/// Watches a library's folders with inotify and tells which of them changed (a file written, added, removed,
/// renamed or touched, a subfolder added or removed), once the changes have settled for a moment.
///
/// Each folder costs one watch, a limited kernel resource shared by all programs of the user, so at most
/// `maximumWatches` folders are watched; beyond that, changes are found by the check at the next start.
final class FolderWatch {
    static let maximumWatches = 16_384
    /// Changes are gathered until none came for this long (seconds), but no longer than `longestWait`:
    /// a file being copied in fires many events.
    static let quietPeriod = 0.3
    static let longestWait = 2.0

    private let root: String
    private let descriptor: Int32
    /// The watched folders by watch descriptor, and all of them, cut from one string per `watch` (`OneStringCopies`).
    private(set) var folders: [Int32: Substring] = [:]
    private var watched: Set<Substring> = []

    /// Nil when inotify is unavailable (then the library is only checked at start).
    init?(root: String) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.root = root
    }

    deinit { close(descriptor) }

    /// Starts watching those of these folders (relative to the root) not yet watched, as far as the bound allows;
    /// returns the ones newly watched.
    func watch(_ relatives: [String]) -> [String] {
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                          | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
        var added: [String] = []
        // Each added folder's descriptor, nil when another folder holds it (the same folder by another path).
        var descriptors: [Int32?] = []
        var newDescriptors: Set<Int32> = []
        var seen: Set<String> = []
        for relative in relatives where !watched.contains(Substring(relative)) && !seen.contains(relative)
            && folders.count + newDescriptors.count < Self.maximumWatches {
            let path = relative.isEmpty ? root : root + "/" + relative
            let wd = PathBytes.withCString(path) { inotify_add_watch(descriptor, $0, mask) }
            guard wd >= 0 else { continue }
            seen.insert(relative)
            added.append(relative)
            descriptors.append(folders[wd] == nil && newDescriptors.insert(wd).inserted ? wd : nil)
        }
        for (kept, wd) in zip(OneStringCopies.of(added), descriptors) {
            watched.insert(kept)
            if let wd { folders[wd] = kept }
        }
        return added
    }

    var watchCount: Int { folders.count }

    /// Waits for changes and returns the folders they happened in, or nil once `cancel` (a descriptor that becomes
    /// readable when the wait should end) says so. Sleeps in `poll` without a timeout until something happens.
    func changes(cancel: Int32) -> Set<String>? {
        var changed: Set<String> = []
        var firstChange: Double?
        var lastChange = 0.0
        while true {
            var fds = [Glibc.pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                       Glibc.pollfd(fd: cancel, events: Int16(POLLIN), revents: 0)]
            let timeout = firstChange == nil ? -1 : Int32(Self.quietPeriod * 1000 / 3)
            let ready = poll(&fds, 2, timeout)
            if ready > 0, fds[1].revents != 0 { return nil }
            let now = KernelClocks.monotonicSeconds()
            if ready > 0, fds[0].revents != 0 {
                changed.formUnion(readEvents())
                if !changed.isEmpty {
                    firstChange = firstChange ?? now
                    lastChange = now
                }
            }
            if let first = firstChange, now - lastChange >= Self.quietPeriod || now - first >= Self.longestWait {
                return changed
            }
        }
    }

    /// Reads the pending events: the folders they name; a queue overflow names every watched folder.
    private func readEvents() -> Set<String> {
        var changed: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                offset += header + Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    changed.formUnion(watched.lazy.map { String($0) })
                } else if event.mask & UInt32(IN_IGNORED) != 0 {
                    if let relative = folders.removeValue(forKey: event.wd) { watched.remove(relative) }
                } else if let relative = folders[event.wd] {
                    changed.insert(String(relative))
                }
            }
        }
        return changed
    }
}
