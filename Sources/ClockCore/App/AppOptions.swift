/// Choices made on the command line or in the config file that shape how the app looks and behaves.
public struct AppOptions: Sendable, Equatable {
    /// Draw only ASCII (no braille, no box drawing).
    public var ascii: Bool
    /// Show times in 24-hour form.
    public var twentyFourHour: Bool
    /// Hide the second hand and the seconds of the digital time.
    public var showSeconds: Bool
    /// Slide and zoom without motion (`--no-animation`, `TUI_CLOCK_REDUCED_MOTION=1`).
    public var reducedMotion: Bool
    /// Draw the face with braille dots; off (`--no-braille`, the Linux console) it is drawn with half blocks.
    public var braille: Bool
    /// `--theme` (or `theme` in the config file): which background the colours are for; `auto` asks the terminal.
    public var theme: ThemeChoice
    /// The background believed before the terminal answers (from `COLORFGBG`), used by `auto`.
    public var backgroundHint: TerminalBackground
    /// How many colours the terminal draws (`NO_COLOR` makes it `.monochrome`).
    public var colorDepth: ColorDepth
    /// `--images` (or `images` in the config file): how covers are drawn; `auto` asks the terminal.
    public var images: ImageChoice
    /// Seconds `--now` moved the program's wall clock ahead of the real one (0 without it). The state file's instants
    /// are real ones, as `tui-clock timers` writes them: a timer's end is shifted by this on the way in and out, so
    /// it ends as long after it was asked as its length says, whatever the clock shows.
    public var clockShift: Double
    /// The music server the album wall reads and plays on ("MPD at nas:6600", never its password); nil for the
    /// local music folder.
    public var musicServer: String?
    /// The local music folder the user named (`--music`, `music =`, `$TUI_CLOCK_MUSIC`), shortened with "~" for the
    /// home folder (`AlbumWall.folder`); nil when tui-clock picked it or the music is on a server.
    public var musicFolder: String?
    /// Where the wall's albums come from, as an alarm set to one records it for the background ringer
    /// (`WakeSound.album`'s `from`): `MPDAddress.setting` or the local folder's path. It may hold a password.
    public var musicSource: String?

    public init(ascii: Bool = false, twentyFourHour: Bool = false, showSeconds: Bool = true, reducedMotion: Bool = false,
                braille: Bool = true, theme: ThemeChoice = .auto, backgroundHint: TerminalBackground = .unknown,
                colorDepth: ColorDepth = .full, images: ImageChoice = .auto, clockShift: Double = 0,
                musicServer: String? = nil, musicFolder: String? = nil, musicSource: String? = nil) {
        self.musicServer = musicServer
        self.musicFolder = musicFolder
        self.musicSource = musicSource
        self.ascii = ascii
        self.braille = braille
        self.twentyFourHour = twentyFourHour
        self.showSeconds = showSeconds
        self.reducedMotion = reducedMotion
        self.theme = theme
        self.backgroundHint = backgroundHint
        self.colorDepth = colorDepth
        self.images = images
        self.clockShift = clockShift
    }

    /// Whether the terminal is to be asked for its background colour.
    public var asksForBackground: Bool { theme == .auto }

    /// The characters the clock face is drawn with.
    public var faceGlyphs: FaceGlyphs { ascii ? .ascii : braille ? .braille : .halfBlocks }
}
