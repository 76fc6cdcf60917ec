import ClockCore

/// The album wall screen: the wall over the whole screen, and the player panel on top when one is open.
public struct MusicScreenView {
    public var model: AppModel
    public var covers: (any CoverTileSource)?

    public init(model: AppModel, covers: (any CoverTileSource)?) {
        self.model = model
        self.covers = covers
    }

    public func render(into canvas: inout Canvas) {
        let now = model.now
        let area = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        AlbumWallView(ascii: model.options.ascii).render(model.music.wall, covers: covers, into: &canvas, area: area, at: now)
        if let panel = model.music.panel {
            PlayerPanelView(ascii: model.options.ascii).render(panel, covers: covers, into: &canvas, at: now)
        }
    }
}
