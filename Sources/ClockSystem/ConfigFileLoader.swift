import ClockCore

/// Finds and reads the config file, `$XDG_CONFIG_HOME/tui-clock/config.toml` (default `~/.config/tui-clock/config.toml`).
/// Read like the state file (BoundedFileRead.swift): non-blocking, regular files only, at most 64 KiB.
public enum ConfigFileLoader {
    /// Where the config file is for this environment; nil when neither `XDG_CONFIG_HOME` (absolute) nor `HOME` is set.
    public static func path(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return PlainPaths.join(PlainPaths.join(xdg, StateStore.appDirectoryName), ConfigFileParser.fileName)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return PlainPaths.join(PlainPaths.join(PlainPaths.join(home, ".config"), StateStore.appDirectoryName), ConfigFileParser.fileName)
    }

    /// `~/.config/…` for a path in the home folder: shorter in a message, and what the user would type.
    public static func shown(_ path: String, home: String?) -> String {
        guard let home, home.count > 1, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// The settings the file makes. A missing file is normal: no settings, no error. An unreadable or malformed
    /// one gives the error, naming the line where there is one, and the caller runs on defaults.
    public static func load(path: String) -> Result<Preferences, ConfigFileError> {
        switch BoundedFile(filePath: path, sizeLimit: ConfigFileParser.sizeLimit, limitDescription: "64 KiB a config file").read() {
        case .failure(let reason) where reason.vanished:
            return .success(Preferences())
        case .failure(let reason):
            return .failure(ConfigFileError(line: 0, message: "cannot read it: \(reason)"))
        case .success(let bytes):
            return ConfigFileParser.parse(bytes)
        }
    }
}
