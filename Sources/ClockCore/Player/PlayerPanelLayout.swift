/// Where everything sits inside the player panel. Shared by the view (to draw) and the model (to know which
/// track a click hit), so the two can never disagree.
///
///     ╭──────────────────────────────────────────╮
///     │ ┌cover───┐  Album                        │
///     │ │        │  Artist · 1999                │
///     │ │        │                               │
///     │ │        │  ▶ 1. First track        3:25 │
///     │ └────────┘    2. Second track       4:01 │
///     │                                          │
///     │              Playing  1:02 / 3:25 ━━──── │
///     │ Playback complete                        │
///     │ Space play/pause  n next  b back  Esc …  │
///     ╰──────────────────────────────────────────╯
public struct PlayerPanelLayout: Sendable, Equatable {
    /// One visible row of the track list.
    public struct TrackRow: Sendable, Equatable {
        public var index: Int
        public var rect: Rect
    }

    public var frame: Rect
    /// Inside the border.
    public var inner: Rect
    /// The big cover; nil when the panel is too narrow for one.
    public var cover: Rect?
    /// The text column right of the cover.
    public var textX: Int
    public var textWidth: Int
    public var albumRow: Int
    public var artistRow: Int
    /// The tracks that fit, scrolled so the current one is shown.
    public var trackRows: [TrackRow]
    public var stateRow: Int
    /// Status messages can be long (how to install a player), so they get the whole inner width.
    public var statusRow: Int
    /// Key hints, across the whole inner width.
    public var hintRow: Int

    /// Narrowest cover worth drawing, and the least room the text column keeps beside it.
    public static let minCoverWidth = 8
    public static let minTextWidth = 24

    public init(frame: Rect, trackCount: Int, currentIndex: Int?) {
        self.frame = frame
        let inner = frame.insetBy(dx: 1, dy: 1)
        self.inner = inner
        hintRow = inner.maxY - 1
        statusRow = hintRow - 1
        stateRow = statusRow - 1
        albumRow = inner.y
        artistRow = inner.y + 1

        // A square picture is twice as wide as tall in cells; it takes at most 2/5 of the width.
        var coverHeight = max(0, statusRow - inner.y)
        let coverWidth = min(2 * coverHeight, inner.width * 2 / 5)
        coverHeight = min(coverHeight, coverWidth / 2)
        if coverHeight * 2 >= PlayerPanelLayout.minCoverWidth,
           inner.width - coverHeight * 2 - 3 >= PlayerPanelLayout.minTextWidth {
            let rect = Rect(x: inner.x + 1, y: inner.y, width: coverHeight * 2, height: coverHeight)
            cover = rect
            textX = rect.maxX + 2
        } else {
            cover = nil
            textX = inner.x + 1
        }
        textWidth = max(0, inner.maxX - 1 - textX)

        let firstTrackRow = inner.y + 3
        let visible = max(0, stateRow - 1 - firstTrackRow)
        let first = PlayerPanelLayout.firstVisibleTrack(count: trackCount, visible: visible, current: currentIndex)
        let x = textX, width = textWidth
        trackRows = (0..<min(visible, max(0, trackCount - first))).map { i in
            TrackRow(index: first + i, rect: Rect(x: x, y: firstTrackRow + i, width: width, height: 1))
        }
    }

    /// The first track shown when `visible` rows fit: the list scrolls only when it must, keeping the current
    /// track away from the edges.
    static func firstVisibleTrack(count: Int, visible: Int, current: Int?) -> Int {
        guard visible > 0, count > visible, let current else { return 0 }
        return min(max(current - visible / 2, 0), count - visible)
    }

    /// Where the progress bar is drawn while `playback` plays: after its state line ("Playing  1:02 / 3:25") and
    /// two spaces, to the text column's end; nil when nothing plays or fewer than 6 cells are left.
    public func progressBar(for playback: Playback) -> Rect? {
        guard playback.phase == .playing, let total = playback.duration, total > 0 else { return nil }
        // The state line is ASCII, so its length is its width.
        let used = min(playback.stateLine.count, textWidth)
        let width = textWidth - used - 2
        guard width >= 6 else { return nil }
        return Rect(x: textX + used + 2, y: stateRow, width: width, height: 1)
    }

    /// The track whose row holds `p`.
    public func track(at p: Point) -> Int? {
        trackRows.first { $0.rect.contains(p) }?.index
    }
}
