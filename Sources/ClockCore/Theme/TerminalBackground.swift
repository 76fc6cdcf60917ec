/// `--theme`: which background the colours are chosen for. `auto` asks the terminal (OSC 11) and falls back on
/// `COLORFGBG`, then on colours readable on both.
public enum ThemeChoice: String, Sendable, Equatable, CaseIterable {
    case auto, light, dark
}

/// How many colours the terminal draws: the themes have a table for each.
public enum ColorDepth: Sendable, Equatable, CaseIterable {
    /// 256 colours or more.
    case full
    /// 8 or 16 colours (TERM=linux, old xterms): only the first eight are used, as they are the same everywhere.
    case eight
    /// No colour at all (`NO_COLOR`, a monochrome terminal): attributes only.
    case monochrome

    public init(colors: Int) {
        self = colors >= 256 ? .full : colors >= 8 ? .eight : .monochrome
    }
}

/// What the terminal's background is, as far as is known.
public enum TerminalBackground: Sendable, Equatable, CaseIterable {
    case light, dark
    /// Nobody said: colours must read on both.
    case unknown

    /// The background an explicit `--theme` names; nil for `auto`.
    public init?(_ choice: ThemeChoice) {
        switch choice {
        case .auto: return nil
        case .light: self = .light
        case .dark: self = .dark
        }
    }

    /// The hint in `COLORFGBG` ("15;0" is light on dark, "0;15" and "0;default;15" dark on light): its last field is
    /// the background's colour number; 7 and 9–15 are light colours in every palette, 0–6 and 8 dark ones.
    public init(colorFGBG: String?) {
        guard let last = colorFGBG?.split(separator: ";").last, let n = Int(last), (0...15).contains(n) else {
            self = .unknown
            return
        }
        self = n == 7 || n >= 9 ? .light : .dark
    }

    /// The answer to OSC 11 (`ESC ] 11 ; ? BEL`), as the input decoder hands it over: `11;rgb:RRRR/GGGG/BBBB` with one
    /// to four hex digits a component. Light when black text has more contrast on it than white text would; nil when
    /// the text is not such an answer.
    public init?(osc11Reply text: String) {
        guard text.hasPrefix("11;rgb:") else { return nil }
        let parts = text.dropFirst("11;rgb:".count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var channels: [Double] = []
        for part in parts {
            guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
            channels.append(Double(value) / Double((1 << (4 * part.count)) - 1))
        }
        let luminance = RelativeLuminance.of(red: channels[0], green: channels[1], blue: channels[2])
        self = RelativeLuminance.contrast(luminance, 0) >= RelativeLuminance.contrast(luminance, 1) ? .light : .dark
    }
}
