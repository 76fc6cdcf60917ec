/// How often the run loop draws while something moves; the one frame rate of the program.
public enum FrameRate {
    /// Seconds between animation frames (SPEC §1: about 30 fps while animating).
    public static let interval = 1.0 / 30
}
