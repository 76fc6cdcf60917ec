/// The album wall screen: the wall, the player panel when one is open, and what the library scan said.
public struct MusicScreen: Sendable, Equatable {
    public var wall: AlbumWall
    public var panel: PlayerPanel?

    public init(screen: Size, reducedMotion: Bool) {
        wall = AlbumWall(screen: screen, isScanning: true, reducedMotion: reducedMotion)
        panel = nil
    }

    /// Keeps the wall and the panel fitted to the terminal.
    public mutating func resize(to size: Size) {
        wall.resize(to: size)
        panel?.resize(to: size)
    }

    public func isAnimating(at now: Moment) -> Bool {
        wall.isAnimating(at: now) || (panel?.isAnimating(at: now) ?? false)
    }

    /// The next monotonic time (uptime) something here is due, if any.
    public func nextDeadline(after now: Moment) -> Double? {
        [wall.nextDeadline(after: now), panel?.nextDeadline(after: now)].compactMap { $0 }.min()
    }
}
