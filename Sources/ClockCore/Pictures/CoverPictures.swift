/// How the music screen's covers are drawn at one moment: the picture format they were asked for in (nil: symbols
/// only), which is also the key the views look them up by, and whether their pictures may stand now.
public struct CoverPictures: Sendable, Hashable {
    public var format: PictureFormat?
    /// kitty places and deletes pictures cheaply, so they follow the wall as it moves; sixel and iTerm2 pictures
    /// are whole images sent again each time, so while anything moves the symbols stand in for them.
    public var showNow: Bool

    public init(format: PictureFormat?, showNow: Bool) {
        self.format = format
        self.showNow = showNow
    }

    /// Symbols only, as every terminal shows them.
    public static let symbols = CoverPictures(format: nil, showNow: false)

    /// For `graphics` on a screen that is at rest or not.
    public init(graphics: TerminalGraphics, atRest: Bool) {
        let format = graphics.pictureFormat
        self.init(format: format, showNow: format != nil && (atRest || format?.imageProtocol == .kitty))
    }
}

extension AppModel {
    /// How the covers on the album wall and in the player panel are drawn at `now`.
    public func coverPictures(at now: Moment) -> CoverPictures {
        CoverPictures(graphics: graphics, atRest: music.isAtRest(at: now))
    }
}
