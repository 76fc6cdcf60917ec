/// The covers the model holds: pictures rendered so far and the requests on their way. Views only read it;
/// `update` decides what to ask for. Pictures no longer on screen are let go least recently needed first once
/// the cache holds more than `maxEntries` pictures, `maxCells` cells or `maxPictureBytes` bytes of encoded
/// pictures (sixel, kitty, iTerm2), so memory stays flat however far the wall is scrolled (SPEC §9: "rendered
/// covers are cached with a bound"; issue 14: "a byte-bounded cache").
public struct CoverCache: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        /// nil: the cover could not be read, and the placeholder is drawn instead.
        var picture: SymbolMosaic?
        /// The cover as a real picture, when the key asks for a format and encoding worked.
        var encoded: EncodedPicture?
        var lastNeeded: UInt64
    }

    public let maxEntries: Int
    public let maxCells: Int
    public let maxPictureBytes: Int
    public private(set) var cellCount = 0
    /// Bytes of the encoded pictures held.
    public private(set) var pictureBytes = 0
    private var entries: [CoverKey: Entry] = [:]
    /// Asked for and not answered yet, so nothing is asked for twice.
    public private(set) var pending: Set<CoverKey> = []
    /// What the screen needed at the last `request`; these are never let go.
    private var onScreen: [CoverKey] = []
    private var useCount: UInt64 = 0

    /// The defaults hold a few screens of 16×8 covers (a few MB at most) and more than any one screen shows.
    /// A 16×8 cover in 10×20-pixel cells is about 136 KiB in kitty's or iTerm2's encoding (raw RGBA in base64) and
    /// a wall screen at 120×40 (25 covers) 3.3 MiB (the benchmark's figures), so 24 MiB keeps seven screens of them:
    /// scrolling back shows pictures at once, and the bound stays far below what one terminal screen of
    /// decoded covers costs the terminal itself.
    public init(maxEntries: Int = 256, maxCells: Int = 100_000, maxPictureBytes: Int = 24 << 20) {
        self.maxEntries = max(1, maxEntries)
        self.maxCells = max(1, maxCells)
        self.maxPictureBytes = max(1, maxPictureBytes)
    }

    /// Pictures (and unreadable covers) held.
    public var count: Int { entries.count }

    /// Whether `key` has been answered, with a picture or without.
    public func contains(_ key: CoverKey) -> Bool { entries[key] != nil }

    /// The picture for `key`, if it is rendered and readable; otherwise the view draws the placeholder.
    public func picture(for key: CoverKey) -> SymbolMosaic? { entries[key]?.picture ?? nil }

    /// The cover encoded as a real picture in `key.format`, if it is rendered and encoding worked.
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
            if let old = entries[cover.key] { count(old, sign: -1) }
            let entry = Entry(picture: cover.picture, encoded: cover.encoded, lastNeeded: useCount)
            entries[cover.key] = entry
            count(entry, sign: 1)
        }
        trim()
    }

    /// Requests the renderer gave up on (scrolled past long ago): they are asked for again if they are still on screen.
    public mutating func forget(_ dropped: [CoverKey]) {
        for key in dropped { pending.remove(key) }
        onScreen = []
    }

    private var overBound: Bool {
        entries.count > maxEntries || cellCount > maxCells || pictureBytes > maxPictureBytes
    }

    private mutating func trim() {
        guard overBound else { return }
        let keep = Set(onScreen)
        // Oldest first; a sort per trim is fine for a few hundred entries.
        let byAge = entries.filter { !keep.contains($0.key) }.sorted { $0.value.lastNeeded < $1.value.lastNeeded }
        for (key, entry) in byAge {
            guard overBound else { break }
            entries[key] = nil
            count(entry, sign: -1)
        }
    }

    /// Adds (`sign` 1) or removes (-1) what `entry` costs to the running totals.
    private mutating func count(_ entry: Entry, sign: Int) {
        cellCount += sign * (entry.picture.map { $0.size.width * $0.size.height } ?? 0)
        pictureBytes += sign * (entry.encoded?.bytes.count ?? 0)
    }
}
