/// The covers the model holds: pictures rendered so far and the requests on their way. Views only read it;
/// `update` decides what to ask for. Pictures no longer on screen are let go least recently needed first once
/// the cache holds more than `maxEntries` pictures or `maxCells` cells, so memory stays flat however far the
/// wall is scrolled (SPEC §9: "rendered covers are cached with a bound").
public struct CoverCache: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        /// nil: the cover could not be read, and the placeholder is drawn instead.
        var picture: SymbolMosaic?
        /// The cover as a real picture, when the key asked for a format and the encoder managed.
        var encoded: EncodedPicture?
        var lastNeeded: UInt64
    }

    public let maxEntries: Int
    public let maxCells: Int
    public private(set) var cellCount = 0
    private var entries: [CoverKey: Entry] = [:]
    /// Asked for and not answered yet, so nothing is asked for twice.
    public private(set) var pending: Set<CoverKey> = []
    /// What the screen needed at the last `request`; these are never let go.
    private var onScreen: [CoverKey] = []
    private var useCount: UInt64 = 0

    /// The defaults hold a few screens of 16×8 covers (a few MB at most) and more than any one screen shows.
    public init(maxEntries: Int = 256, maxCells: Int = 100_000) {
        self.maxEntries = max(1, maxEntries)
        self.maxCells = max(1, maxCells)
    }

    /// Pictures (and unreadable covers) held.
    public var count: Int { entries.count }

    /// Whether `key` has been answered, with a picture or without.
    public func contains(_ key: CoverKey) -> Bool { entries[key] != nil }

    /// The picture for `key`, if it is rendered and readable; otherwise the view draws the placeholder.
    public func picture(for key: CoverKey) -> SymbolMosaic? { entries[key]?.picture ?? nil }

    /// The cover encoded as a real picture for `key`'s format, if the model holds one; the symbols stand in otherwise.
    public func encodedPicture(for key: CoverKey) -> EncodedPicture? { entries[key]?.encoded ?? nil }

    /// Notes what the screen needs now, most wanted first, and returns the part that must be asked for:
    /// neither held nor pending. Those become pending.
    public mutating func request(_ needed: [CoverRequest]) -> [CoverRequest] {
        let keys = needed.map(\.key)
        guard keys != onScreen else { return [] }
        onScreen = keys
        useCount += 1
        var missing: [CoverRequest] = []
        for request in needed {
            if entries[request.key] != nil {
                entries[request.key]?.lastNeeded = useCount
            } else if !pending.contains(request.key) {
                pending.insert(request.key)
                missing.append(request)
            }
        }
        return missing
    }

    /// Keeps what came back, letting go of the least recently needed pictures beyond the bounds.
    public mutating func store(_ rendered: [RenderedCover]) {
        useCount += 1
        for cover in rendered {
            pending.remove(cover.key)
            if let old = entries[cover.key] { cellCount -= Self.cells(of: old) }
            let entry = Entry(picture: cover.picture, encoded: cover.encoded, lastNeeded: useCount)
            entries[cover.key] = entry
            cellCount += Self.cells(of: entry)
        }
        trim()
    }

    /// Requests the renderer gave up on (scrolled past long ago): they are asked for again if they are still on screen.
    public mutating func forget(_ dropped: [CoverKey]) {
        for key in dropped { pending.remove(key) }
        onScreen = []
    }

    private mutating func trim() {
        guard entries.count > maxEntries || cellCount > maxCells else { return }
        let keep = Set(onScreen)
        // Oldest first; a sort per trim is fine for a few hundred entries.
        let byAge = entries.filter { !keep.contains($0.key) }.sorted { $0.value.lastNeeded < $1.value.lastNeeded }
        for (key, entry) in byAge {
            guard entries.count > maxEntries || cellCount > maxCells else { break }
            entries[key] = nil
            cellCount -= Self.cells(of: entry)
        }
    }

    private static func cells(of entry: Entry) -> Int { entry.picture.map { $0.size.width * $0.size.height } ?? 0 }
}
