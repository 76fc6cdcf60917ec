import TOML

/// Reads the config file (`$XDG_CONFIG_HOME/tui-clock/config.toml`): a flat TOML file whose keys are the settings'
/// names (`Setting.all`). The first problem, TOML's or a setting's, stops the reading, so a file is used whole or
/// not at all.
public enum ConfigFileParser {
    public static let fileName = "config.toml"
    /// A config file is a few lines; anything larger is not one.
    public static let sizeLimit = 64 << 10

    public static func parse(_ bytes: [UInt8]) -> Result<Preferences, ConfigFileError> {
        let entries: [TOMLEntry]
        switch TOMLDocument.entries(bytes) {
        case .success(let read): entries = read
        case .failure(let error): return .failure(ConfigFileError(line: error.line, message: error.message))
        }
        var preferences = Preferences()
        for entry in entries {
            do throws(TOMLProblem) {
                guard let setting = Setting.named(entry.key) else {
                    throw TOMLProblem("unknown key '\(entry.key)'; the keys are \(Preferences.keys.joined(separator: ", "))")
                }
                try setting.read(entry.value, &preferences)
            } catch {
                return .failure(ConfigFileError(line: entry.line, message: error.message))
            }
        }
        return .success(preferences)
    }
}

/// Why the config file was not used, with the line to look at: "config.toml:3: unknown key 'colour'".
public struct ConfigFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based; 0 when the problem is the whole file (it cannot be read).
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "line \(line): \(message)" : message }

    /// "~/.config/tui-clock/config.toml:3: unknown key 'colour' …; using the defaults", for a start-up notice.
    public func notice(path: String) -> String {
        (line > 0 ? "\(path):\(line): " : "\(path): ") + message + "; using the defaults"
    }
}
