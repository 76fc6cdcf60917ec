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

    public init(ascii: Bool = false, twentyFourHour: Bool = false, showSeconds: Bool = true, reducedMotion: Bool = false,
                braille: Bool = true) {
        self.ascii = ascii
        self.braille = braille
        self.twentyFourHour = twentyFourHour
        self.showSeconds = showSeconds
        self.reducedMotion = reducedMotion
    }

    /// The characters the clock face is drawn with.
    public var faceGlyphs: FaceGlyphs { ascii ? .ascii : braille ? .braille : .halfBlocks }
}
