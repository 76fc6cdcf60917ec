import Glibc

/// Where an installed tui-clock keeps its files under a prefix (`~/.local` by default, or `/usr/local`): the one
/// command users run in `bin/`; the clock's terminal program and the codecs and MPRIS plugins, which only tui-clock starts or
/// loads, in `lib/tui-clock/` (off the `PATH`, as git keeps its helpers in `lib/git-core`); the ring tone and the
/// demo library in `share/tui-clock/`; the man page and shell completions where `man`, bash-completion, zsh and
/// fish look for them. A build folder keeps them all side by side instead; both are found (`companion`).
public struct InstalledLayout: Sendable, Equatable {
    public let prefix: String

    public init(prefix: String) {
        var trimmed = Substring(prefix)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.prefix = String(trimmed)
    }

    /// `~/.local`: the prefix the XDG base directories give a user's own programs (`~/.local/bin` is on the `PATH`
    /// of Debian's default `.profile`, `~/.local/share` is `XDG_DATA_HOME`'s default).
    public static func userPrefix(environment: [String: String]) -> InstalledLayout? {
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return InstalledLayout(prefix: home + "/.local")
    }

    public static let commandName = "tui-clock"
    public static let terminalProgramName = "tui-clock-ui"
    public static let codecsPluginName = "libtui-clock-codecs.so"
    /// The background ringer (`tui-clock daemon`) and the small program it becomes between alarms.
    public static let daemonProgramName = "tui-clock-daemon"
    public static let daemonIdleProgramName = "tui-clock-daemon-idle"
    public static let mprisPluginName = "libtui-clock-mpris.so"
    /// libmpdclient's plugin, loaded only when the music is on an MPD server.
    public static let mpdPluginName = "libtui-clock-mpd.so"

    public var commandFolder: String { prefix + "/bin" }
    public var command: String { commandFolder + "/" + Self.commandName }
    /// The programs and plugin only tui-clock itself starts or loads.
    public var privateFolder: String { prefix + "/lib/tui-clock" }
    /// The ring tone and the demo library (what a build finds in the source tree's `Resources`).
    public var resourcesFolder: String { prefix + "/share/tui-clock" }
    public var manPage: String { prefix + "/share/man/man1/tui-clock.1" }
    /// The clock's own program, which `tui-clock` execs to open the clock: what an open clock's process runs.
    public var clockProgram: String { privateFolder + "/" + Self.terminalProgramName }
    /// The background ringer's two program images (it becomes the small one between alarms, in the same process).
    public var ringerPrograms: [String] {
        [Self.daemonProgramName, Self.daemonIdleProgramName].map { privateFolder + "/" + $0 }
    }

    /// A shell's completion script and where that shell looks for it. Under `~/.local`: bash-completion's user
    /// folder (`$XDG_DATA_HOME/bash-completion/completions`) and fish's (`~/.local/share/fish/vendor_completions.d`)
    /// are searched as they are; zsh needs the folder in `fpath` (the README says how).
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    public func completionScript(for shell: Shell) -> String {
        switch shell {
        case .bash: prefix + "/share/bash-completion/completions/tui-clock"
        case .zsh: prefix + "/share/zsh/site-functions/_tui-clock"
        case .fish: prefix + "/share/fish/vendor_completions.d/tui-clock.fish"
        }
    }

    /// Every file the installer writes outside its own two folders, for the uninstaller to remove.
    public var singleFiles: [String] { [command, manPage] + Shell.allCases.map(completionScript(for:)) }

    /// The program or plugin named `name` that ships with the program at `executable`: beside it (a build folder,
    /// or the clock's own program in `lib/tui-clock/` looking for the plugin), else in the layout `executable` is
    /// installed in (`bin/tui-clock` looking for `lib/tui-clock/tui-clock-ui`). The first when neither exists, so
    /// a message names where it belongs.
    public static func companion(_ name: String, of executable: String) -> String {
        let folder = ExecutablePath.folder(of: executable)
        let beside = folder + "/" + name
        let installed = InstalledLayout(prefix: ExecutablePath.folder(of: folder)).privateFolder + "/" + name
        if access(beside, F_OK) != 0, access(installed, F_OK) == 0 { return installed }
        return beside
    }

    /// The prefix a program at `executable` is installed under, if it sits in a layout's `bin/` or `lib/tui-clock/`.
    public static func around(executable: String) -> InstalledLayout? {
        let folder = ExecutablePath.folder(of: executable)
        let parent = ExecutablePath.folder(of: folder)
        if folder.hasSuffix("/bin") { return InstalledLayout(prefix: parent) }
        if folder.hasSuffix("/lib/tui-clock") { return InstalledLayout(prefix: ExecutablePath.folder(of: parent)) }
        return nil
    }

    /// Whether `executable` runs from a SwiftPM build folder (`…/.build/release/tui-clock`), which `swift build`
    /// rewrites and `rm -rf .build` removes: nothing long-lived (a service) may point there.
    public static func isBuildFolder(_ executable: String) -> Bool {
        executable.split(separator: "/").contains(".build")
    }
}
