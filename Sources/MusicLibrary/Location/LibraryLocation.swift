import ClockCore
import ClockSystem
import Glibc

/// The music folder the album wall shows, and why that one was chosen.
public struct LibraryLocation: Sendable, Equatable {
    /// Which rule picked the folder, in the order they are tried.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// `--music DIR` on the command line.
        case commandLine
        /// `music =` in the config file, named as the user would type its path (`~/.config/tui-clock/config.toml`).
        case configFile(String)
        /// The `TUI_CLOCK_MUSIC` environment variable.
        case environment
        /// `XDG_MUSIC_DIR` in `user-dirs.dirs`.
        case xdgMusicDirectory
        /// `~/Music`.
        case homeMusic
        /// Nothing else was found: the demo library shipped with tui-clock.
        case demoLibrary

        public var description: String {
            switch self {
            case .commandLine: "from --music"
            case .configFile(let path): "from music = in \(path)"
            case .environment: "from $\(LibraryLocation.environmentVariable)"
            case .xdgMusicDirectory: "XDG music folder"
            case .homeMusic: "~/Music"
            case .demoLibrary: "demo library"
            }
        }

        /// Whether the user named the folder, rather than tui-clock picking one where music usually is.
        public var isNamedByUser: Bool {
            switch self {
            case .commandLine, .configFile, .environment: true
            case .xdgMusicDirectory, .homeMusic, .demoLibrary: false
            }
        }

        /// How the user names another folder: where this one was named, so a folder that is not there is fixed
        /// where it was written (`--music` goes over the variable and the config file, so it always does).
        public var howToNameAnother: String {
            switch self {
            case .configFile(let path): "change music = in \(path), or pass another with --music DIR"
            case .environment: "change $\(LibraryLocation.environmentVariable), or pass another with --music DIR"
            case .commandLine, .xdgMusicDirectory, .homeMusic, .demoLibrary: "pass another with --music DIR"
            }
        }
    }

    /// The environment variable that points tui-clock at a music folder.
    public static let environmentVariable = "TUI_CLOCK_MUSIC"

    public var directory: String
    public var reason: Reason

    public init(directory: String, reason: Reason) {
        self.directory = directory
        self.reason = reason
    }

    /// Picks the music folder; the first rule that finds one wins:
    /// `explicit` (`--music`), `$TUI_CLOCK_MUSIC`, `XDG_MUSIC_DIR` from `user-dirs.dirs`, `~/Music`, the demo library.
    ///
    /// What the user names (`--music`, the variable) is taken as given even if it does not exist, so the scan
    /// can say so instead of silently showing other music. The XDG folder and `~/Music` count only if they exist,
    /// and the XDG folder is ignored when it is the home folder itself (how xdg-user-dirs marks "disabled").
    ///
    /// - Parameters:
    ///   - explicit: the `--music` argument, if any; `~/` is expanded, relative paths are taken from `workingDirectory`.
    ///   - explicitReason: where `explicit` was named: the command line, or the config file's `music =`.
    ///   - environment: the process environment (`TUI_CLOCK_MUSIC`, `XDG_CONFIG_HOME`).
    ///   - home: the user's home folder.
    ///   - demoLibrary: the shipped `Resources/DemoLibrary` folder.
    public static func resolve(explicit: String?, explicitReason: Reason = .commandLine, environment: [String: String],
                               home: String, demoLibrary: String,
                               workingDirectory: String = currentDirectory()) -> LibraryLocation {
        let absolute = { (path: String) in normalise(path, home: home, workingDirectory: workingDirectory) }
        if let explicit, !explicit.isEmpty {
            return LibraryLocation(directory: absolute(explicit), reason: explicitReason)
        }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty {
            return LibraryLocation(directory: absolute(fromEnvironment), reason: .environment)
        }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        if let xdg = UserDirectories(file: configHome + "/user-dirs.dirs", home: home).music,
           standardised(xdg) != standardised(home), isDirectory(xdg) {
            return LibraryLocation(directory: xdg, reason: .xdgMusicDirectory)
        }
        let homeMusic = home + "/Music"
        if isDirectory(homeMusic) {
            return LibraryLocation(directory: homeMusic, reason: .homeMusic)
        }
        return LibraryLocation(directory: demoLibrary, reason: .demoLibrary)
    }

    static func normalise(_ path: String, home: String, workingDirectory: String) -> String {
        if path.hasPrefix("~"), let expanded = TildePath.expanded(path, home: home) { return expanded }
        if path.hasPrefix("/") { return path }
        return workingDirectory + "/" + path
    }

    private static func standardised(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        return String(p)
    }

    /// The process's working directory (getcwd), "/" if it cannot be named (deleted, or a path too long).
    public static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// The folder as the user would type it: "~/…" inside `home`, no trailing "/".
    public func shown(home: String) -> String {
        let folder = Self.standardised(directory)
        let home = Self.standardised(home)
        if home != "/", folder == home { return "~" }
        guard home != "/", folder.hasPrefix(home + "/") else { return folder }
        return "~" + folder.dropFirst(home.count)
    }

    /// Whether `path` names a folder (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool { Folder.exists(path) }
}
