import ClockCore

/// The album wall screen: the wall over the whole screen, and the player panel on top when one is open.
/// When the scan found nothing, what it said (a missing folder, unreadable files) is shown under the wall's message.
public struct MusicScreenView {
    public var model: AppModel

    public init(model: AppModel) { self.model = model }

    public func render(into canvas: inout Canvas) {
        let now = model.now
        let ascii = model.options.ascii
        let theme = Theme.chosen(for: model)
        let area = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        let wall = model.music.wall
        let pictures = model.coverPictures(at: now)
        AlbumWallView(ascii: ascii, theme: theme).render(wall, covers: model.music.covers, pictures: pictures,
                                                         into: &canvas, area: area, at: now,
                                                         playing: PlayingTile(model.music.player, ascii: ascii),
                                                         libraryUnread: model.music.scanMessage != nil)
        if wall.albums.isEmpty, !wall.isScanning, let message = model.music.scanMessage {
            // Two lines of "No albums found" are centred around the middle; the reason goes below them.
            let y = (area.height - 2) / 2 + 3
            if y < area.height {
                canvas.writeCentered(Ellipsis.fit(message, width: area.width, ascii: ascii), x: 0, width: area.width,
                                     y: y, style: theme[.scanProblem])
            }
        }
        // The search line and the scan's progress cover the bottom rows; the tiles under them stay where they are.
        var bottom = area.height - 1
        if let search = wall.search {
            SearchLineView(ascii: ascii, theme: theme).render(search, albumCount: wall.albumCount,
                                                              matchedTrack: wall.focusedMatchedTrackName,
                                                              into: &canvas, x: 0, y: bottom, width: area.width)
            bottom -= 1
        }
        if wall.isScanning, let progress = model.music.scanProgress, bottom >= 0 {
            ScanProgressView(ascii: ascii, theme: theme).render(progress, albums: wall.albumCount, into: &canvas, x: 0, y: bottom,
                                                  width: area.width)
        }
        if let panel = model.music.panel {
            PlayerPanelView(ascii: ascii, theme: theme).render(panel, player: model.music.player, covers: model.music.covers, pictures: pictures,
                                                               into: &canvas, at: now)
        }
    }
}
