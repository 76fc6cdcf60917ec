import Foundation
import Synchronization

/// A server on a loopback port that speaks just enough of MPD's protocol to misbehave on purpose, for fault tests
/// of tui-clock's MPD client (which is libmpdclient, unchanged). Each connection is served on a thread of its own.
public final class FakeMPDServer: @unchecked Sendable {
    public enum Behaviour: Sendable {
        /// A small good server: greets, accepts any password, lists `songs` (uri, album, artist) and waits in idle.
        case library(songs: [(uri: String, album: String, artist: String)])
        /// Accepts and never says a word.
        case silent
        /// Greets, then closes the connection at the first command.
        case greetThenClose
        /// Answers with something that is not MPD (a web server's reply).
        case garbage
        /// Greets, and refuses every password.
        case wrongPassword
        /// Greets, then answers `find` with `bytes` of songs (ignoring the window it was asked for).
        case flood(bytes: Int)
        /// Greets, then answers `find` one song every `interval` seconds, never finishing.
        case trickle(interval: Double)
        /// Greets (as MPD 0.23), then serves `picture` as every song's cover file (`albumart`, in chunks of MPD's
        /// default 8192 bytes, or of what `binarylimit` asked for when `binaryLimit`; else it refuses the command as
        /// an MPD older than 0.22.4 does); no song has an embedded picture.
        case cover(picture: [UInt8], binaryLimit: Bool)
        /// Plays `uri`, the one song of its queue, at volume 50, and refuses to list the queue (`playlistinfo`), as
        /// a server does to a password without the permission.
        case playingUnlistedQueue(uri: String)
        /// Greets, then answers `status`, `currentsong` and `idle` with lines of their kind that never end (until the
        /// client goes); other commands with OK.
        case endlessAnswers
    }

    public let port: Int
    private let listener: Int32
    private let behaviour: Behaviour
    private let counters = Mutex((connections: 0, bytesSent: 0, commands: [String]()))

    public init(_ behaviour: Behaviour) throws {
        self.behaviour = behaviour
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(listener, raw, length) == 0 && getsockname(listener, raw, &length) == 0 && listen(listener, 8) == 0
            }
        }
        guard listening else { throw RealMPD.Failure.didNotStart("fake server: errno \(errno)") }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// Closes the listening socket: later connections are refused; connections being served end with their thread.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    deinit { close(listener) }

    public var connections: Int { counters.withLock { $0.connections } }
    public var bytesSent: Int { counters.withLock { $0.bytesSent } }
    public var commands: [String] { counters.withLock { $0.commands } }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            counters.withLock { $0.connections += 1 }
            Thread.detachNewThread { [self] in
                serve(client)
                close(client)
            }
        }
    }

    private func serve(_ client: Int32) {
        var lines = LineReader(fd: client)
        switch behaviour {
        case .silent:
            while lines.next() != nil {}
            return
        case .garbage:
            _ = send(client, "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
            while lines.next() != nil {}
            return
        case .library, .greetThenClose, .wrongPassword, .flood, .trickle, .cover, .playingUnlistedQueue, .endlessAnswers:
            guard send(client, "OK MPD 0.23.5\n") else { return }
        }
        var chunk = 8192
        while let command = lines.next() {
            counters.withLock { $0.commands.append(command) }
            switch behaviour {
            case .greetThenClose:
                return
            case .wrongPassword:
                let answer = command.hasPrefix("password") ? "ACK [3@0] {password} incorrect password\n"
                    : "ACK [4@0] {\(command.split(separator: " ").first ?? "")} you don't have permission\n"
                guard send(client, answer) else { return }
            case .flood(let total):
                guard command.hasPrefix("find") else { guard send(client, "OK\n") else { return }; continue }
                var sent = 0, n = 0
                while sent < total {
                    var chunk = ""
                    for _ in 0..<200 {
                        chunk += "file: Flood/Album \(n / 10)/\(n).flac\nAlbum: Album \(n / 10)\nArtist: Flood\n"
                        n += 1
                    }
                    guard send(client, chunk) else { return }
                    sent += chunk.utf8.count
                }
                _ = send(client, "OK\n")
            case .trickle(let interval):
                guard command.hasPrefix("find") else { guard send(client, "OK\n") else { return }; continue }
                var n = 0
                while send(client, "file: Slow/Album/\(n).flac\nAlbum: Album\nArtist: Slow\n") {
                    n += 1
                    usleep(useconds_t(interval * 1_000_000))
                }
                return
            case .library(let songs):
                if command.hasPrefix("find") {
                    var answer = ""
                    for song in songs {
                        answer += "file: \(song.uri)\nAlbum: \(song.album)\nArtist: \(song.artist)\nTitle: \(song.uri)\n"
                    }
                    guard send(client, answer + "OK\n") else { return }
                } else if command.hasPrefix("idle") {
                    while lines.next() != nil {}
                    return
                } else {
                    guard send(client, "OK\n") else { return }
                }
            case .cover(let picture, let binaryLimit):
                // libmpdclient quotes every argument: albumart "A/B/01.flac" "0".
                let words = command.split(separator: " ").map { $0.trimmingCharacters(in: ["\""]) }
                if words.first == "binarylimit" {
                    guard binaryLimit else {
                        guard send(client, "ACK [5@0] {} unknown command \"binarylimit\"\n") else { return }
                        continue
                    }
                    chunk = Int(words.last ?? "") ?? chunk
                    guard send(client, "OK\n") else { return }
                } else if words.first == "albumart", let offset = Int(words.last ?? "") {
                    let part = picture[min(offset, picture.count)..<min(offset + chunk, picture.count)]
                    guard send(client, "size: \(picture.count)\nbinary: \(part.count)\n"), send(client, Array(part)),
                          send(client, "\nOK\n") else { return }
                } else {
                    guard send(client, "OK\n") else { return }
                }
            case .playingUnlistedQueue(let uri):
                let answer: String
                switch command.split(separator: " ").first ?? "" {
                case "status":
                    answer = "volume: 50\nrepeat: 0\nrandom: 0\nsingle: 0\nconsume: 0\nplaylist: 2\nplaylistlength: 1\n"
                        + "state: play\nsong: 0\nsongid: 1\nelapsed: 3.000\nduration: 30.000\nOK\n"
                case "currentsong": answer = "file: \(uri)\nPos: 0\nId: 1\nOK\n"
                case "playlistinfo": answer = "ACK [4@0] {playlistinfo} you don't have permission for \"playlistinfo\"\n"
                case "idle":
                    while lines.next() != nil {}
                    return
                default: answer = "OK\n"
                }
                guard send(client, answer) else { return }
            case .endlessAnswers:
                let line: String
                switch command.split(separator: " ").first ?? "" {
                case "status": line = "volume: 50\n"
                case "currentsong": line = "Title: Again\n"
                case "idle": line = "changed: player\n"
                default:
                    guard send(client, "OK\n") else { return }
                    continue
                }
                let chunk = String(repeating: line, count: 500)
                while send(client, chunk) {}
                return
            case .silent, .garbage:
                return
            }
        }
    }

    /// Writes all of `text`; false once the client has gone.
    private func send(_ client: Int32, _ text: String) -> Bool {
        send(client, Array(text.utf8))
    }

    private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return false }
            offset += n
            counters.withLock { $0.bytesSent += n }
        }
        return true
    }

    /// Lines from a socket, without their newline; nil at the end (or an error).
    private struct LineReader {
        let fd: Int32
        var pending: [UInt8] = []

        mutating func next() -> String? {
            while true {
                if let newline = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return line
                }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let n = recv(fd, &buffer, buffer.count, 0)
                guard n > 0 else { return nil }
                pending += buffer[..<n]
            }
        }
    }
}
