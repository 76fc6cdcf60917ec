/// The kinds of audio file the music folder's scan reads, in the order the empty wall names them (the most common
/// first, so a cut list still names those). Declared once: the scanner's extensions and the wall's words come from here.
public enum AudioFormat: CaseIterable, Sendable {
    case flac, mp3, ogg, opus, m4a, wav, aiff, wavPack

    /// The file name endings of the format (lower case, without the dot).
    public var extensions: [String] {
        switch self {
        case .flac: ["flac"]
        case .mp3: ["mp3"]
        case .ogg: ["ogg", "oga"]
        case .opus: ["opus"]
        case .m4a: ["m4a", "mp4"]
        case .wav: ["wav"]
        case .aiff: ["aiff"]
        case .wavPack: ["wv"]
        }
    }

    /// What the user calls it.
    public var name: String {
        switch self {
        case .flac: "FLAC"
        case .mp3: "MP3"
        case .ogg: "Ogg"
        case .opus: "Opus"
        case .m4a: "M4A"
        case .wav: "WAV"
        case .aiff: "AIFF"
        case .wavPack: "WavPack"
        }
    }

    /// Every extension the scan reads.
    public static let allExtensions = Set(allCases.flatMap(\.extensions))
}
