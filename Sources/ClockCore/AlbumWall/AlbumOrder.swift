/// The orders `o` cycles through: how the wall deals the albums around the focused one.
public enum AlbumOrder: Sendable, Equatable, CaseIterable {
    case artist
    case album
    case year
    /// Newest first: by when the library index first saw the album; albums it has not dated yet
    /// (a scan without the index) count as added in the order the scan found them.
    case recentlyAdded

    /// The words the status notice shows ("Order: by artist").
    public var name: String {
        switch self {
        case .artist: return "by artist"
        case .album: return "by album title"
        case .year: return "by year"
        case .recentlyAdded: return "recently added first"
        }
    }

    /// The order after this one; after the last comes the first.
    public var next: AlbumOrder {
        let all = AlbumOrder.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The indices of `catalog`'s albums in this order. Ties fall back to the other keys, then to the order the
    /// albums arrived in, so the result never depends on the sort algorithm.
    public func arrange(_ catalog: AlbumCatalog) -> [Int] {
        let keys = catalog.keys
        func byArtist(_ a: Int, _ b: Int) -> Bool? {
            SortText.compare(keys[a].artist, keys[b].artist) ?? SortText.compare(keys[a].title, keys[b].title)
        }
        func byTitle(_ a: Int, _ b: Int) -> Bool? {
            SortText.compare(keys[a].title, keys[b].title) ?? SortText.compare(keys[a].artist, keys[b].artist)
        }
        let precedes: (Int, Int) -> Bool
        switch self {
        case .artist:
            precedes = { a, b in byArtist(a, b) ?? (a < b) }
        case .album:
            precedes = { a, b in byTitle(a, b) ?? (a < b) }
        case .year:
            // Undated albums after the dated ones.
            precedes = { a, b in
                let ya = catalog.albums[a].year ?? Int.max, yb = catalog.albums[b].year ?? Int.max
                if ya != yb { return ya < yb }
                return byArtist(a, b) ?? (a < b)
            }
        case .recentlyAdded:
            precedes = { a, b in
                let fa = catalog.albums[a].firstSeen ?? Int64.min, fb = catalog.albums[b].firstSeen ?? Int64.min
                if fa != fb { return fa > fb }
                return a > b
            }
        }
        return catalog.albums.indices.sorted(by: precedes)
    }
}

/// Comparing folded text the way people sort names: digit runs by their value ("Album 2" before "Album 10").
enum SortText {
    /// True when `a` sorts first, false when `b` does, nil when they are equal.
    static func compare(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool? {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in compare(a, b) } }
    }

    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                var ei = i, ej = j
                while ei < a.count, isDigit(a[ei]) { ei += 1 }
                while ej < b.count, isDigit(b[ej]) { ej += 1 }
                // Compare the runs as numbers: leading zeros aside, the longer run is the bigger number.
                var si = i, sj = j
                while si < ei - 1, a[si] == UInt8(ascii: "0") { si += 1 }
                while sj < ej - 1, b[sj] == UInt8(ascii: "0") { sj += 1 }
                if ei - si != ej - sj { return ei - si < ej - sj }
                while si < ei {
                    if a[si] != b[sj] { return a[si] < b[sj] }
                    si += 1
                    sj += 1
                }
                i = ei
                j = ej
                continue
            }
            if a[i] != b[j] { return a[i] < b[j] }
            i += 1
            j += 1
        }
        if a.count - i != b.count - j { return a.count - i < b.count - j }
        return nil
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
