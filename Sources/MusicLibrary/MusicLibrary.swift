import ClockCore

/// Finds albums in a music folder, reads their tags and covers, and plays them.
///
/// - `LibraryLocation` picks the folder; `LibraryScanner` turns it into `Album`s off the UI thread.
/// - `CoverImage` and `CoverTileRenderer` turn covers into `SymbolMosaic` pictures; `BackgroundCoverTiles` renders
///   the ones the model asks for off the UI thread.
/// - `MPVPlayer` plays albums through mpv's JSON IPC; `SoundPlayer` rings the alarm.
public enum MusicLibrary {
    /// The audio file extensions the scanner looks at (lower-case, without the dot).
    /// They are `AudioFormat`'s, which the empty wall names.
    public static let audioExtensions: Set<String> = AudioFormat.allExtensions
}
