/// How far a running library scan has got, for the progress bar a first scan shows over the wall.
public struct ScanProgress: Sendable, Equatable {
    /// Audio files whose tags were read (or that were passed over as unreadable).
    public var filesChecked: Int
    /// Tracks found in them.
    public var tracksFound: Int
    /// An estimate of the part of the folder tree walked, 0…1: the share of each folder's subfolders done,
    /// nested (the total number of files is not known until the walk ends).
    public var fraction: Double

    public init(filesChecked: Int, tracksFound: Int, fraction: Double) {
        self.filesChecked = filesChecked
        self.tracksFound = tracksFound
        self.fraction = min(max(fraction, 0), 1)
    }
}
