import MusicLibrary

/// The looping ring sound, through whichever audio player is installed; without one the bell alone rings.
final class AlarmSound {
    private let file: String?
    private var player: SoundPlayer?

    init(resourcesNear executable: String) {
        file = ShippedResources.find(executablePath: executable)?.ringSound
    }

    func start() {
        guard player == nil, let file else { return }
        player = SoundPlayer.start(file: file, loop: true)
    }

    func stop() {
        player?.stop()
        player = nil
    }
}
