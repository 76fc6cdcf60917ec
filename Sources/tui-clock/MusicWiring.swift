import ClockCore
import ClockRender
import ClockTerminal
import Foundation

/// Connects the album wall to the music library: the background scan and the audio player report through
/// wake sources on the run loop, covers are rendered on demand, and player commands go to the player process.
final class MusicWiring {
    /// Descriptors the run loop polls (scan results, player events).
    private(set) var sources: [WakeSource] = []
    /// Rendered covers for the wall and the panel.
    private(set) var covers: (any CoverTileSource)?

    init(musicDirectory: String?, environment: [String: String], ascii: Bool, colors: Int) {}

    /// Performs a player command from the model.
    func perform(_ command: PlayerCommand) {}

    /// Stops the scan and the player process; called on every exit path.
    func shutdown() {}
}
