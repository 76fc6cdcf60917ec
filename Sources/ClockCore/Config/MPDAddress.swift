/// Where an MPD server listens and the password it wants, as `--music` (or `music =` in config.toml, or
/// `$TUI_CLOCK_MUSIC`) names it:
///
/// - `mpd://[password@]host[:port]` (`[::1]:6600` for an IPv6 address; an empty host is localhost);
/// - `mpd://[password@]/path/to/socket` or `unix:/path/to/socket`, MPD's unix socket;
/// - `mpd` alone: mpc's conventions, `$MPD_HOST` (`[password@]host`, or a socket's path) and `$MPD_PORT`.
///
/// Anything else is a music folder. The password never appears in `description`, which messages quote.
public struct MPDAddress: Sendable, Equatable, CustomStringConvertible {
    public enum Place: Sendable, Equatable {
        case network(host: String, port: Int)
        case socket(path: String)
    }

    public static let defaultHost = "localhost"
    public static let defaultPort = 6600

    public var place: Place
    public var password: String?

    public init(place: Place, password: String? = nil) {
        self.place = place
        self.password = password
    }

    public var description: String {
        switch place {
        case .network(let host, let port): host.contains(":") ? "MPD at [\(host)]:\(port)" : "MPD at \(host):\(port)"
        case .socket(let path): "MPD at \(path)"
        }
    }

    /// The address as a music setting that `parse` reads back to this one (`mpd://[password@]host:port`,
    /// `mpd://[password@]/socket`), for the state file to tell the background ringer where an alarm's album is.
    /// It holds the password (`%`-escaped): never for messages. Nil for an abstract socket (`@name`), which no
    /// `mpd://` address names.
    public var setting: String? {
        let secret = password.map { $0.replacing("%", with: "%25") + "@" } ?? ""
        switch place {
        case .network(let host, let port):
            return "mpd://" + secret + (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
        case .socket(let path):
            return path.hasPrefix("/") ? "mpd://" + secret + path : nil
        }
    }

    /// The server `music` names; nil when it names a folder instead, and an error when it means MPD but cannot be
    /// read. `home` expands a socket path that starts with `~/`, as mpc does.
    public static func parse(_ music: String, environment: [String: String],
                             home: String) -> Result<MPDAddress, MPDAddressError>? {
        if music == "mpd" {
            let host = environment["MPD_HOST"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultHost
            let port = environment["MPD_PORT"].flatMap { $0.isEmpty ? nil : $0 }
            return fromEnvironment(host: host, port: port, home: home)
        }
        if music.hasPrefix("unix:") {
            let path = String(music.dropFirst("unix:".count))
            guard path.hasPrefix("/") else { return .failure(MPDAddressError(music, "a socket's path must start with /")) }
            return .success(MPDAddress(place: .socket(path: path)))
        }
        guard music.hasPrefix("mpd://") else { return nil }
        var rest = Substring(music.dropFirst("mpd://".count))
        var password: String?
        // A password may hold "@" itself; the host never does.
        if let at = rest.lastIndex(of: "@") {
            guard let decoded = percentDecoded(rest[..<at]), !decoded.isEmpty else {
                return .failure(MPDAddressError(music, "the password before @ is empty or badly %-escaped"))
            }
            password = decoded
            rest = rest[rest.index(after: at)...]
        }
        if rest.hasPrefix("/") { return .success(MPDAddress(place: .socket(path: String(rest)), password: password)) }
        if rest.hasSuffix("/") { rest.removeLast() }
        var host: Substring
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return .failure(MPDAddressError(music, "a [ without its ]")) }
            host = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return .failure(MPDAddressError(music, "only :PORT may follow ]")) }
                portText = after.dropFirst()
            }
        } else if let colon = rest.firstIndex(of: ":") {
            host = rest[..<colon]
            portText = rest[rest.index(after: colon)...]
        } else {
            host = rest
        }
        if host.contains("/") { return .failure(MPDAddressError(music, "only a host and a port may follow mpd://")) }
        var port = defaultPort
        if let portText {
            guard let number = Self.port(portText) else {
                return .failure(MPDAddressError(music, "the port must be a number from 1 to 65535, not \"\(portText)\""))
            }
            port = number
        }
        return .success(MPDAddress(place: .network(host: host.isEmpty ? defaultHost : String(host), port: port),
                                   password: password))
    }

    /// mpc's `MPD_HOST`: `password@host`, where a host starting with `/` or `~` is a socket's path and one starting
    /// with `@` an abstract socket's name (whose `@` is no password's end).
    private static func fromEnvironment(host text: String, port portText: String?,
                                        home: String) -> Result<MPDAddress, MPDAddressError> {
        var host = Substring(text)
        var password: String?
        if let at = host.lastIndex(of: "@"), at != host.startIndex {
            password = String(host[..<at])
            host = host[host.index(after: at)...]
        }
        if host.hasPrefix("~/") { return .success(MPDAddress(place: .socket(path: home + host.dropFirst()), password: password)) }
        if host.hasPrefix("/") || host.hasPrefix("@") {
            return .success(MPDAddress(place: .socket(path: String(host)), password: password))
        }
        var port = defaultPort
        if let portText {
            guard let number = Self.port(Substring(portText)) else {
                return .failure(MPDAddressError("MPD_PORT=\(portText)", "the port must be a number from 1 to 65535"))
            }
            port = number
        }
        return .success(MPDAddress(place: .network(host: host.isEmpty ? defaultHost : String(host), port: port),
                                   password: password))
    }

    private static func port(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(text), (1...65535).contains(number) else { return nil }
        return number
    }

    /// `%40` → `@`, so a password can hold any byte; nil for a `%` not followed by two hex digits or bytes that are
    /// not UTF-8.
    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// `--music` means MPD but cannot be read; the message names what was given (never a password) and why.
public struct MPDAddressError: Error, Sendable, Equatable, CustomStringConvertible {
    public var given: String
    public var reason: String

    public init(_ given: String, _ reason: String) {
        // What comes before the last "@" of an mpd:// address is a password: not for the screen.
        if given.hasPrefix("mpd://"), let at = given.lastIndex(of: "@") {
            self.given = "mpd://…" + given[at...]
        } else {
            self.given = given
        }
        self.reason = reason
    }

    public var description: String { "Cannot use \(given) for music: \(reason)" }
}
