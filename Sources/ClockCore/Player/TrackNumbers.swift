/// The numbers the player panel puts before its track titles. An album of several discs numbers each disc from 1
/// again, so its tracks read `1-1`, `1-2`, `2-1` (disc, track) rather than `1, 2, 1, 2` with nothing to tell the
/// discs apart; and the numbers stand right-aligned to the widest, so the titles of an album of ten or a thousand
/// tracks start in one column instead of stepping right at track 10 and 100.
public struct TrackNumbers: Sendable, Equatable {
    /// Whether the tracks come from more than one disc.
    public let showsDiscs: Bool
    /// The widest label, in cells (the labels are ASCII digits and `-`).
    public let width: Int

    public init(_ tracks: [Track]) {
        var discs = Set<Int>()
        for track in tracks {
            if let disc = track.discNumber { discs.insert(disc) }
        }
        showsDiscs = discs.count > 1
        var widest = 0
        for (index, track) in tracks.enumerated() {
            widest = max(widest, Self.text(track, at: index, discs: showsDiscs).count)
        }
        width = widest
    }

    /// The label of `track`, shown at `index` of the list (its number when the tags have none), padded on the left
    /// to `width`.
    public func label(_ track: Track, at index: Int) -> String {
        let text = Self.text(track, at: index, discs: showsDiscs)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }

    static func text(_ track: Track, at index: Int, discs: Bool) -> String {
        let number = String(track.trackNumber ?? index + 1)
        return discs ? "\(track.discNumber ?? 1)-" + number : number
    }
}
