import ClockCore

/// Where the views get an album's cover as cells. The music library renders the real picture (with chafa)
/// into a canvas of exactly `size` and caches it; nil means no picture (yet), and the view draws a placeholder.
public protocol CoverTileSource {
    func tile(for album: Album, size: Size) -> Canvas?
}
