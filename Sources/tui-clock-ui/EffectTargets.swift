import ClockCore
import ClockSystem
import MusicLibrary

// What `ProgramEffects` calls: one small protocol per concrete object, in that object's own words, which the object
// meets as it is; the switch's tests stand in for each.

/// The state file: writes the alarms, merged with any change another process made meanwhile, in the background, and
/// returns at once; `then` hears the merge when it differs from `state`, or the error to tell the user.
protocol AlarmsFile: AnyObject {
    func save(_ state: SavedState, then: @escaping StateFileWriter.Answer)
}

/// The looping ring sound.
protocol RingSound: AnyObject {
    func start()
    func stop()
}

/// The audio player.
protocol PlayerControl: AnyObject {
    func perform(_ command: PlayerCommand)
}

/// The desktop's remote control (MPRIS), told how the player stands.
protocol RemoteControl: AnyObject {
    func publish(_ status: PlayerStatus)
}

/// The music library, read in the background once the wall first shows.
protocol LibraryLoading: AnyObject {
    func start()
    /// Reads the tracks of an album the wall holds without them; they come back as `.tracksRead`.
    func readTracks(of album: Album)
}

/// The background cover renderer; covers come back through the inbox.
protocol CoverRendering: AnyObject {
    func render(_ requests: [CoverRequest])
}

extension StateFileWriter: AlarmsFile {}
extension AlarmSound: RingSound {}
extension PlayerChannel: PlayerControl {}
extension RemoteControlChannel: RemoteControl {}
extension BackgroundLibrary: LibraryLoading {}
extension BackgroundCoverTiles: CoverRendering {}
