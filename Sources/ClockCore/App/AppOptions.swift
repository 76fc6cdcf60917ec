/// Choices made on the command line that shape how the app looks and behaves.
public struct AppOptions: Sendable, Equatable {
    /// Draw only ASCII (no braille, no box drawing).
    public var ascii: Bool
    /// Show times in 24-hour form.
    public var twentyFourHour: Bool
    /// Hide the second hand and the seconds of the digital time.
    public var showSeconds: Bool
    /// Slide and zoom without motion (`--no-animation`, `TUI_CLOCK_REDUCED_MOTION=1`).
    public var reducedMotion: Bool

    public init(ascii: Bool = false, twentyFourHour: Bool = false, showSeconds: Bool = true, reducedMotion: Bool = false) {
        self.ascii = ascii
        self.twentyFourHour = twentyFourHour
        self.showSeconds = showSeconds
        self.reducedMotion = reducedMotion
    }
}
