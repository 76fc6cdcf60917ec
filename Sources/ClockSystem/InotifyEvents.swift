import Glibc

/// One event read from an inotify descriptor: what happened, and the name in the watched folder it happened to
/// (empty for events about the folder itself).
public struct InotifyEvent: Sendable, Equatable {
    public var mask: UInt32
    public var name: String
}

/// Reading inotify's packed records: each is an `inotify_event` header followed by `len` bytes of NUL-padded name.
public enum InotifyEvents {
    /// Every event waiting on the non-blocking descriptor `fd`, oldest first; none when `fd` is not open.
    public static func read(_ fd: Int32) -> [InotifyEvent] {
        guard fd >= 0 else { return [] }
        var events: [InotifyEvent] = []
        // Room for many events at once; a single record is at most a header and NAME_MAX + 1 bytes.
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = Glibc.read(fd, &buffer, buffer.count)
            guard n > 0 else { return events }
            events += parse(buffer[0..<n])
        }
    }

    /// The events packed in `bytes`, as the kernel wrote them.
    static func parse(_ bytes: ArraySlice<UInt8>) -> [InotifyEvent] {
        let header = MemoryLayout<inotify_event>.size
        var events: [InotifyEvent] = []
        var offset = bytes.startIndex
        while offset + header <= bytes.endIndex {
            let event = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: inotify_event.self) }
            let nameEnd = min(bytes.endIndex, offset + header + Int(event.len))
            let name = bytes[(offset + header)..<nameEnd].prefix { $0 != 0 }
            events.append(InotifyEvent(mask: event.mask, name: String(decoding: name, as: UTF8.self)))
            offset += header + Int(event.len)
        }
        return events
    }
}
