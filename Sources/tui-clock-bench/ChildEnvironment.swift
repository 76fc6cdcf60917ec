import Foundation

/// The environment `tui-clock` runs in under the benchmark: a known terminal and locale, and state, configuration
/// and home in a fresh directory, so no saved alarm or user configuration changes what is measured.
enum ChildEnvironment {
    static func make(stateDirectory: TemporaryDirectory) -> [String: String] {
        [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "XDG_STATE_HOME": stateDirectory.path,
            "XDG_CONFIG_HOME": stateDirectory.path, "HOME": stateDirectory.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            // Silent if a track is ever started; the benchmark never opens the player panel.
            "TUI_CLOCK_AUDIO_OUTPUT": "null",
        ]
    }
}
