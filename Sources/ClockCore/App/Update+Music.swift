/// The album wall screen's part of `update`: keys and mouse on the wall and the player panel,
/// library results, and player events.
extension AppModel {
    /// Handles input while the album wall is shown. Returns nil when the input is not the wall's or the panel's,
    /// so global keys (q, Tab, ?) can have it.
    mutating func handleMusicInput(_ event: InputEvent, at now: Moment) -> [Effect]? {
        switch music.wall.handle(event, at: now) {
        case .ignored: return nil
        default: return []
        }
    }

    /// Library and player messages.
    mutating func handleMusicMessage(_ msg: Msg, at now: Moment) -> [Effect] {
        []
    }

    /// Advances the wall's and the panel's animations.
    mutating func tickMusic(at now: Moment) -> [Effect] {
        []
    }
}
