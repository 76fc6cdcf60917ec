/// A track on an MPD server is held as `mpd:` and its uri (relative to MPD's music folder): never taken for a local
/// file (mpv is given only absolute paths), and remembered in the state file like a local track, so a restart can
/// resume it on the server.
public enum ServerTrack {
    public static let prefix = "mpd:"

    /// The `Track.path` of the song at `uri` on the server.
    public static func path(uri: String) -> String { prefix + uri }

    /// The server's uri of a track's `path`; nil for a local file.
    public static func uri(ofPath path: String) -> String? {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
