/// The keys every screen shares: what the screen on show did not use (q, ?, Tab).
public enum AppKey: Sendable, Equatable {
    case nextScreen, showTimers, showHelp, quit
}

/// Keys that work before anything else, even over the help (Ctrl-C, Ctrl-Z, Ctrl-L).
public enum ControlKey: Sendable, Equatable {
    case quit, suspend, redraw
}

/// The help overlay's own keys; any other key closes it.
public enum HelpKey: Sendable, Equatable {
    case scroll(lines: Int)
    case scrollPage(Int)
}

/// The app's own key maps, and every screen's in the order the help overlay lists them. Each screen's map lives
/// beside its `update` (`ClockScreen.keys`, `AlbumWall.keys`, `PlayerPanel.keys` …); a new key is a row there.
public enum KeyBindings {
    public static let anywhere = KeyMap<AppKey>("Anywhere", [
        // Tab switches the clock and the wall (SPEC §7); from the timers, which only `T` shows, it goes to the clock.
        KeyRow([(.key(.tab), .nextScreen), (.key(.char("T")), .showTimers)],
               "clock <-> album wall / timers (Tab: clock)"),
        KeyRow(.char("?"), .showHelp, "this help"),
        KeyRow(.char("q"), .quit, "quit"),
        KeyRow(mouse: "click a notice", "dismiss it"),
    ])

    public static let always = KeyMap<ControlKey>("Anywhere", [
        KeyRow(.ctrl("c"), .quit, "quit, also from this help"),
        KeyRow(.ctrl("z"), .suspend, "suspend (fg resumes)"),
        KeyRow(.ctrl("l"), .redraw, "redraw the screen"),
    ])

    public static let helpKeys = KeyMap<HelpKey>("This help", [
        KeyRow([(.key(.up), .scroll(lines: -1)), (.key(.down), .scroll(lines: 1))], "scroll"),
        KeyRow([(.key(.pageUp), .scrollPage(-1)), (.key(.pageDown), .scrollPage(1))], "scroll a page"),
        KeyRow(mouse: "wheel", "scroll"),
        KeyRow(mouse: "any other key", "close this help"),
    ])

    /// Every map, in the order the help shows them (sections with the same title share one heading).
    public static var help: [HelpSection] {
        [anywhere.help, always.help, MusicPlayer.keys.help, ClockScreen.ringingKeys.help,
         TimerScreen.keys.help, TimerScreen.stopwatchKeys.help, ClockScreen.keys.help,
         ClockScreen.dayPickerKeys.help, SpinnerRing.keys.help,
         AlbumWall.keys.help, AlbumWall.searchKeys.help, PlayerPanel.keys.help, helpKeys.help]
    }
}
