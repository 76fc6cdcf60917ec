import ClockCore

/// What carries out the effects that reach beyond the terminal: the state file, the ring sound and the music.
/// The run loop's one `switch` over `Effect` calls it; the program wires the real ones, tests a recording fake.
public protocol EffectPerformer: AnyObject {
    /// Writes the alarm state file (atomically), merged with changes another process made to it meanwhile;
    /// returns the merged alarms when they differ from `state`. A thrown error is shown to the user as a notification.
    func saveAlarms(_ state: SavedState) throws -> SavedState?
    /// Starts (true) or stops (false) the looping ring sound.
    func ringSound(_ on: Bool)
    /// Tells the audio player what to do.
    func player(_ command: PlayerCommand)
    /// Starts the background scan of the music library.
    func scanLibrary()
    /// Renders these album covers in the background; they come back as `.coversRendered`.
    func renderCovers(_ requests: [CoverRequest])
}
