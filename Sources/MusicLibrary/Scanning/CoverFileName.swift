/// Which image in a folder is the album's cover: the names people and music players give covers, best first.
///
/// Names are matched without regard to case. Windows Media Player leaves `Folder.jpg`, `AlbumArt_{GUID}_Large.jpg`
/// and the thumbnails `AlbumArtSmall.jpg` / `AlbumArt_{GUID}_Small.jpg`; a large picture is preferred to a small one.
enum CoverFileName {
    static let extensions = ["jpg", "jpeg", "png"]

    /// The best cover among a folder's file names, or nil when none is named like one.
    static func best(among names: some Sequence<String>) -> String? {
        var best: (rank: Int, name: String)?
        for name in names {
            guard let rank = rank(name) else { continue }
            if let current = best, current.rank < rank
                || (current.rank == rank && !name.utf8.lexicographicallyPrecedes(current.name.utf8)) { continue }
            best = (rank, name)
        }
        return best?.name
    }

    /// Lower is better; nil: not a cover's name.
    static func rank(_ name: String) -> Int? {
        guard let dot = name.lastIndex(of: "."),
              let extensionRank = extensions.firstIndex(of: name[name.index(after: dot)...].lowercased()) else { return nil }
        guard let stemRank = stemRank(name[..<dot].lowercased()) else { return nil }
        return stemRank * extensions.count + extensionRank
    }

    private static func stemRank(_ stem: String) -> Int? {
        switch stem {
        case "cover": return 0
        case "folder": return 1
        case "front": return 2
        case "albumart", "albumartlarge": return 3
        case "albumartsmall": return 5
        default:
            guard stem.hasPrefix("albumart_") else { return nil }
            if stem.hasSuffix("_large") { return 4 }
            if stem.hasSuffix("_small") { return 6 }
            return nil
        }
    }
}
