import Foundation

/// State files that crashed, hung or lost data in issue 10, for the store's unit tests and the end-to-end
/// tests alike: each knows how to put itself at a path and what the notice's reason must say.
public struct HostileStateFile: Sendable {
    public enum Kind: Sendable {
        /// A regular file with these bytes; kept aside, they must come back byte for byte.
        case bytes([UInt8])
        /// A symbolic link to this target; the link itself is kept aside.
        case link(to: String)
        case fifo
        case directory
    }

    public var name: String
    public var kind: Kind
    /// Words the notice must contain after "Cannot read the alarm state file …: ".
    public var reason: String

    /// Puts the file at `path` (whose folder exists).
    public func create(at path: String) throws {
        switch kind {
        case .bytes(let bytes):
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        case .link(let target):
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        case .fifo:
            guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        case .directory:
            try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        }
    }

    /// A valid file's alarm part with one more member: `"pendingSnooze": 1e19`.
    private static func alarm(with member: String) -> [UInt8] {
        Array(#"{"version": 1, "alarm": {"on": true, "hour": 7, "minute": 0, "snoozeMinutes": 10, \#(member)}}"#.utf8)
    }

    /// A remembered instant no clock can show, as the JSON number `value` (`printed` as Swift shows it).
    private static func instant(_ member: String, _ value: String, printed: String) -> HostileStateFile {
        HostileStateFile(name: "\(member) \(value)", kind: .bytes(alarm(with: "\"\(member)\": \(value)")),
                         reason: "alarm.\(member) \(printed) is not a time between 1970 and 9999")
    }

    public static let all: [HostileStateFile] = [
        instant("pendingSnooze", "1e19", printed: "1e+19"),
        instant("pendingSnooze", "-1e19", printed: "-1e+19"),
        instant("lastHandledOccurrence", "1e19", printed: "1e+19"),
        instant("lastHandledOccurrence", "-1e19", printed: "-1e+19"),
        instant("lastSeenRunning", "1e300", printed: "1e+300"),
        HostileStateFile(name: "NaN", kind: .bytes(alarm(with: #""pendingSnooze": NaN"#)),
                         reason: "not a tui-clock state file"),
        HostileStateFile(name: "negative snooze minutes", kind: .bytes(alarm(with: #""snoozeMinutes": -5"#)),
                         reason: "alarm.snoozeMinutes -5, not 1 to 30"),
        HostileStateFile(name: "fractional hour", kind: .bytes(Array(#"{"version": 1, "alarm": {"hour": 7.5}}"#.utf8)),
                         reason: "expected a whole number at alarm.hour"),
        HostileStateFile(name: "huge hour", kind: .bytes(Array(#"{"version": 1, "alarm": {"hour": 1e19}}"#.utf8)),
                         reason: "expected a whole number at alarm.hour"),
        HostileStateFile(name: "wrong type", kind: .bytes(Array(#"{"version": 1, "alarm": {"on": "yes"}}"#.utf8)),
                         reason: "expected true or false at alarm.on"),
        HostileStateFile(name: "truncated", kind: .bytes(Array(#"{"version": 1, "alarm": {"on": tr"#.utf8)),
                         reason: "not a tui-clock state file"),
        HostileStateFile(name: "binary garbage", kind: .bytes((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 ^ $0 >> 3) }),
                         reason: "not a tui-clock state file"),
        HostileStateFile(name: "2 MiB", kind: .bytes(Array(repeating: UInt8(ascii: " "), count: 2 << 20)),
                         reason: "it is 2097152 bytes long, more than the 1 MiB a state file may have"),
        HostileStateFile(name: "link to /dev/zero", kind: .link(to: "/dev/zero"),
                         reason: "it is a link to /dev/zero, a character device, not a regular file"),
        HostileStateFile(name: "FIFO", kind: .fifo, reason: "it is a named pipe (FIFO), not a regular file"),
        HostileStateFile(name: "directory", kind: .directory, reason: "it is a directory, not a regular file"),
        HostileStateFile(name: "link loop", kind: .link(to: "state.json"), reason: "cannot open it: Too many levels of symbolic links"),
        // The album the player remembers by name (its tracks are read again from the library).
        player("huge track count", #""trackCount": 1e19"#, reason: "expected a whole number at player.album.trackCount"),
        player("track count beyond any album", #""trackCount": 99999999"#, reason: "player.album.trackCount 99999999"),
        player("track count as text", #""trackCount": "12""#, reason: "expected a whole number at player.album.trackCount"),
        player("no track count", "", reason: "no tracks at player.album"),
        player("folders not a list", #""trackCount": 3, "folders": "/music/A""#, reason: "expected a list at player.album.folders"),
        player("a folder not text", #""trackCount": 3, "folders": [7]"#, reason: "player.album.folders[0] is not a folder's path"),
        player("track beyond the count", #""trackCount": 3"#, track: "3", reason: "player.track 3"),
        player("huge track", #""trackCount": 3"#, track: "1e300", reason: "expected a whole number at player.track"),
        player("relative track path", #""trackCount": 3"#, path: #""music/A/01.flac""#, reason: "player.path is not absolute"),
        player("track path not text", #""trackCount": 3"#, path: "[1]", reason: "expected a string at player.path"),
    ]

    /// A file whose player remembers an album (id, names, folder) with `members` more, at `track` of it, `path` its file.
    private static func player(_ name: String, _ members: String, track: String = "0", path: String = #""/music/A/01.flac""#,
                               reason: String) -> HostileStateFile {
        let album = #"{"id": "a", "title": "A", "artist": "B", "directory": "/music/A""# + (members.isEmpty ? "" : ", " + members) + "}"
        let json = #"{"version": 2, "alarms": [], "player": {"track": \#(track), "path": \#(path), "position": 1, "album": \#(album)}}"#
        return HostileStateFile(name: "player: " + name, kind: .bytes(Array(json.utf8)), reason: reason)
    }
}
