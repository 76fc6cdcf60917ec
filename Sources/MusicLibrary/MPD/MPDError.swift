/// Why MPD could not be used, in the words the user sees in a notice.
public struct MPDError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// No connection at all: refused, no such host or socket.
        case unreachable
        /// MPD said nothing for the connection's timeout.
        case timeout
        /// The connection was closed, by MPD or by the program ending a call.
        case closed
        /// The other end does not speak MPD's protocol.
        case garbage
        /// MPD refused the password given.
        case wrongPassword
        /// MPD wants a password (or a better one) for what was asked.
        case needsPassword
        /// MPD refused a command (an ACK), e.g. a server too old for it.
        case refused
        /// An answer beyond what tui-clock reads (more songs or bytes than a library can hold).
        case tooLarge
        case outOfMemory
        /// The plugin that holds libmpdclient is not there or does not load.
        case pluginMissing
    }

    public var kind: Kind
    /// Said to the user as it stands.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// Whether trying again later can help: a wrong or missing password and a missing plugin stay so until the user
    /// changes tui-clock's settings, but a server that is down, slow or confused may come back as itself.
    public var isWorthRetrying: Bool {
        switch kind {
        case .unreachable, .timeout, .closed, .garbage, .tooLarge, .outOfMemory, .refused: true
        case .wrongPassword, .needsPassword, .pluginMissing: false
        }
    }
}
