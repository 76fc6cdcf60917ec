/// The cycle of albums the wall deals onto its plane. The tile at linear position `row · columns + col` shows
/// `slots[(position − base) mod slots.count]`, so the wall wraps without edge in every direction (SPEC §6) whatever
/// the deal holds. Unlike `position mod albumCount`, a deal can grow without moving what is on screen: it is
/// re-laid around the visible tiles, which keep their albums, and new albums go into the slots off screen.
public struct WallDeal: Sendable, Equatable {
    /// An empty tile: a place kept for an album a running scan has not found yet.
    public static let hole = -1

    /// Album indices (into the wall's catalog), or `hole`. An album may appear more than once when a small
    /// library was wrapped on screen and then grew: the repeats on screen keep their places.
    public private(set) var slots: [Int]
    /// The linear position that shows `slots[0]`.
    public private(set) var base: Int

    public init(slots: [Int] = [], base: Int = 0) {
        self.slots = slots
        self.base = base
    }

    public var count: Int { slots.count }

    /// True when no slot holds an album: nothing is on screen to keep, so the next deal is free.
    public var isBlank: Bool { !slots.contains { $0 != WallDeal.hole } }

    /// The album at a linear position, or nil for a hole or an empty deal.
    public func album(at position: Int) -> Int? {
        guard !slots.isEmpty else { return nil }
        let n = slots.count
        return found(slots[TilePlane.floorMod(TilePlane.floorMod(position, n) - TilePlane.floorMod(base, n), n)])
    }

    /// The album at a tile; reduced modulo the deal first, so far-away tiles cannot overflow.
    public func album(at tile: TileCoordinate, columns: Int) -> Int? {
        TilePlane.albumIndex(at: tile, columns: columns, albumCount: slots.count).flatMap { album(at: $0) }
    }

    private func found(_ slot: Int) -> Int? { slot == WallDeal.hole ? nil : slot }

    /// `order` dealt afresh, its first album at `position` and the others after it in reading order; holes after
    /// them up to `length` (a scan still running keeps room on screen for albums it has yet to find).
    public static func dealt(_ order: [Int], startingAt position: Int, length: Int = 0) -> WallDeal {
        WallDeal(slots: order + Array(repeating: hole, count: max(0, length - order.count)), base: position)
    }

    /// The deal of `order` that keeps what every position in `window` shows (those albums still in `order`).
    /// Holes in the window, and tiles whose album left `order`, take the albums not on screen, from the focus on in
    /// reading order, without shifting the others; the remaining albums follow the window in `order`, starting
    /// after the last album on screen, so reading on past the screen continues the order. With `leavingHoles`
    /// false, holes left over (the library is smaller than the screen) are closed, see `closingHoles(from:)`.
    public func relaid(_ order: [Int], keeping window: ClosedRange<Int>, focus: Int, albumCount: Int,
                       leavingHoles: Bool) -> WallDeal {
        if isBlank || order.isEmpty {
            return WallDeal.dealt(order, startingAt: focus, length: leavingHoles ? window.count : 0)
        }
        var rank = [Int](repeating: -1, count: albumCount)
        for (r, album) in order.enumerated() { rank[album] = r }
        var kept = window.map { p in album(at: p).flatMap { rank[$0] >= 0 ? $0 : nil } ?? WallDeal.hole }
        var shown = [Bool](repeating: false, count: albumCount)
        for album in kept where album != WallDeal.hole { shown[album] = true }
        let after = kept.last(where: { $0 != WallDeal.hole }).map { rank[$0] + 1 } ?? 0
        var rest = (order[after...] + order[..<after]).filter { !shown[$0] }
        let start = min(max(focus - window.lowerBound, 0), kept.count - 1)
        var taken = 0
        for k in kept.indices where taken < rest.count {
            let i = (start + k) % kept.count
            if kept[i] == WallDeal.hole {
                kept[i] = rest[taken]
                taken += 1
            }
        }
        rest.removeFirst(taken)
        let deal = WallDeal(slots: kept + rest, base: window.lowerBound)
        return leavingHoles ? deal : deal.closingHoles(from: focus)
    }

    /// The deal without holes, once no album is coming to fill them: it starts at `focus`, holes at its end are
    /// dropped (tiles after the focus keep their albums), and any left inside are filled with the deal's albums
    /// again, in turn, so nothing shifts.
    public func closingHoles(from focus: Int) -> WallDeal {
        guard slots.contains(WallDeal.hole) else { return self }
        let n = slots.count
        let shift = TilePlane.floorMod(focus - base, n)
        var rotated = Array(slots[shift...] + slots[..<shift])
        while rotated.last == WallDeal.hole { rotated.removeLast() }
        let albums = rotated.filter { $0 != WallDeal.hole }
        var next = 0
        for i in rotated.indices where rotated[i] == WallDeal.hole {
            rotated[i] = albums[next % albums.count]
            next += 1
        }
        return WallDeal(slots: rotated, base: focus)
    }

    /// Moves the deal along the plane so that `position` shows `slots[slot]`.
    public mutating func rebase(slot: Int, at position: Int) { base = position - slot }

    /// Follows the catalog's renumbering after a removal: a removed album's slots become holes.
    public mutating func renumber(_ newIndex: [Int?]) {
        slots = slots.map { $0 == WallDeal.hole ? $0 : newIndex[$0] ?? WallDeal.hole }
    }
}
