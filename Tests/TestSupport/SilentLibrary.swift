import Foundation

/// A music folder of silent albums as the end-to-end tests lay them out: `Artist/Album/NN Track.wav`, no tags (the
/// folders name them), every album with the same track titles.
public enum SilentLibrary {
    /// Writes each album's `tracks` under `root`, each `seconds` of silence: long enough that playback still goes
    /// on while a test acts on a loaded machine.
    public static func write(at root: String, albums: [(title: String, artist: String)], tracks: [String],
                             seconds: Int) throws {
        let audio = SilentWAV.data(seconds: seconds)
        for (title, artist) in albums {
            let folder = "\(root)/\(artist)/\(title)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (n, track) in tracks.enumerated() {
                try audio.write(to: URL(fileURLWithPath: "\(folder)/0\(n + 1) \(track).wav"))
            }
        }
    }
}
