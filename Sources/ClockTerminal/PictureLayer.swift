import TerminalGraphics
import ClockCore
import ClockRender

/// Keeps the real pictures on the terminal in step with the frames: each frame it compares the placements the
/// canvas wants with those standing and says what to send. It writes nothing itself, so the screen sends a frame's
/// pictures in one write after curses' update, and tests read the bytes.
///
/// kitty pictures float above the cells: each cover is transmitted once under an image id, then placed and
/// unplaced by placement id, and the terminal holds at most `maxHeldImages` images (`maxHeldBytes` encoded bytes).
/// kitty frees every image when the screen is cleared (`CSI 2J`, which a full redraw sends), so after one each is
/// transmitted again; and a placement kitty refuses for an image it no longer holds (its `ENOENT` answer, which
/// placements ask for) has that image transmitted again (`imageMissing`), a few times at most.
/// sixel and iTerm2 pictures are drawn into the cells and erased by any text written there: one is removed by
/// having curses repaint its rows, which also wipes the other pictures on those rows, so they are drawn again.
public struct PictureLayer {
    /// A picture standing on the terminal.
    struct Standing: Equatable {
        var key: CoverKey
        var rect: Rect
        /// The part of the picture shown (kitty only: a cover cut by the screen's edge shows part of its picture).
        var source: Rect
        /// kitty only: the placement's id, to unplace or re-place it.
        var placementID: UInt32

        var spot: Spot { Spot(key: key, rect: rect, source: source) }
    }

    /// Which picture where: a placement wanted again at the same spot stays as it is.
    struct Spot: Hashable {
        var key: CoverKey
        var rect: Rect
        var source: Rect
    }

    /// What one frame asks for: rows curses must repaint in this update (to wipe sixel or iTerm2 pictures), and the
    /// bytes to write once curses has sent the cells.
    public struct Frame: Equatable {
        public var repaintRows: [Int] = []
        public var bytes: [UInt8] = []
    }

    /// A kitty image held by the terminal.
    private struct Held {
        var id: UInt32
        var bytes: Int
        /// The transmitted picture's cells and pixels, which a placement's source rect is measured against.
        var cells: Size
        var pixels: PixelSize
        var lastUsed: UInt64

        /// The pixels of the transmitted picture under `source`, a rect of its cells: never empty, as kitty reads
        /// a width or height of 0 as "all of the picture".
        func pixelRect(of source: Rect) -> Rect {
            PixelsUnderCells.rect(of: source, cells: cells, pixels: pixels)
        }
    }

    /// Inside tmux with `allow-passthrough on`: picture sequences are wrapped so tmux hands them on.
    public var tmuxPassthrough = false
    /// Where the pane's top-left cell is on the terminal outside tmux: pictures passed through are positioned there.
    /// When it changes (a split moved the pane), every standing picture is put where the pane now is.
    public var tmuxPaneOrigin = Point(x: 0, y: 0) {
        didSet { if tmuxPaneOrigin != oldValue { paneMoved = true } }
    }
    private var paneMoved = false
    public let maxHeldImages: Int
    public let maxHeldBytes: Int
    private(set) var standing: [Standing] = []
    private var held: [CoverKey: Held] = [:]
    private var heldBytes = 0
    private var nextImageID: UInt32
    private var nextPlacementID: UInt32 = 1
    private var frameCount: UInt64 = 0
    /// How often kitty said it did not hold a cover's image; past `maxRefusals` the cover keeps its symbols.
    private var refusals: [CoverKey: Int] = [:]
    /// Enough for a screen clear that crossed a transmission, not so many that a terminal that never keeps an
    /// image is sent it for ever.
    static let maxRefusals = 3

    /// The defaults hold a few screens of wall covers in kitty's memory (its own quota is 320 MB).
    public init(maxHeldImages: Int = 96, maxHeldBytes: Int = 48 << 20, firstImageID: UInt32 = 0x7C10_0001) {
        self.maxHeldImages = max(1, maxHeldImages)
        self.maxHeldBytes = max(1, maxHeldBytes)
        nextImageID = firstImageID
    }

    /// What to send so that exactly the `placements` that may show now stand on a `screen` of that size.
    /// `repainted`: curses clears the screen and repaints every cell in this update (a full redraw), which wipes
    /// sixel and iTerm2 pictures and makes kitty free every image.
    public mutating func frame(_ placements: [PicturePlacement], screen: Size, repainted: Bool) -> Frame {
        frameCount += 1
        var wanted: [PicturePlacement] = []
        var wantedSpots = Set<Spot>()
        for placement in placements where placement.showNow && Self.fits(placement, on: screen)
            && refusals[placement.key, default: 0] < Self.maxRefusals
            && wantedSpots.insert(Spot(key: placement.key, rect: placement.rect, source: placement.source)).inserted {
            wanted.append(placement)
        }
        var frame = Frame()
        if repainted { frame.bytes = forgetHeld() }
        var placing: [UInt8] = []
        var repaint = Set<Int>()
        var kept: [Standing] = []
        let moved = paneMoved && tmuxPassthrough
        paneMoved = false
        for picture in standing {
            let stillWanted = wantedSpots.contains(picture.spot)
            switch (picture.isKitty, stillWanted) {
            case (true, false):
                frame.bytes += unplace(picture)
            case (true, true) where repainted:
                // The clear took its image: it is transmitted and placed again as a new picture below.
                break
            case (true, true):
                kept.append(picture)
                // Placing again under the same ids replaces the placement, so a pane that moved takes its
                // pictures along.
                if moved { placing += place(picture) }
            case (false, true) where !repainted && !moved:
                kept.append(picture)
            case (false, _):
                // A full redraw wipes it anyway.
                if !repainted { repaint.formUnion(picture.rows) }
            }
        }
        // A repainted row loses every sixel or iTerm2 picture crossing it; those still wanted are drawn again.
        kept.removeAll { !$0.isKitty && $0.rows.contains(where: repaint.contains) }
        frame.repaintRows = repaint.sorted()
        standing = kept
        let standingSpots = Set(kept.map(\.spot))
        let new = wanted.filter { !standingSpots.contains(Spot(key: $0.key, rect: $0.rect, source: $0.source)) }
        // sixel and iTerm2 pictures go out whole: room for all of them at once, not grown (and copied) as they come.
        placing.reserveCapacity(new.reduce(0) { $0 + ($1.isKitty ? 64 : $1.picture.bytes.count + 32) })
        for placement in new { show(placement, transmit: &frame.bytes, place: &placing) }
        for picture in standing where picture.isKitty { held[picture.key]?.lastUsed = frameCount }
        // At rest a sixel or iTerm2 wall is megabytes: handed over when nothing came before it, else appended in
        // place, never copied into a temporary first.
        if frame.bytes.isEmpty { swap(&frame.bytes, &placing) } else { frame.bytes.append(contentsOf: placing) }
        frame.bytes.append(contentsOf: trimHeld())
        return frame
    }

    /// Takes every picture off the screen (Ctrl-Z, or before leaving): kitty placements are unplaced, sixel and
    /// iTerm2 ones go with the screen curses leaves. The next frame places them again.
    public mutating func takeDown() -> [UInt8] {
        var bytes: [UInt8] = []
        for picture in standing where picture.isKitty { bytes += unplace(picture) }
        standing = []
        return bytes
    }

    /// kitty answered that it does not hold image `id` (a placement refused with `ENOENT`): the terminal lost it
    /// (a clear we did not send, or its own memory limit), so the next frame transmits it again and places it anew,
    /// unless it was refused `maxRefusals` times, when its cover keeps its symbols. An id no longer ours is ignored.
    public mutating func imageMissing(id: UInt32) {
        guard let (key, image) = held.first(where: { $0.value.id == id }) else { return }
        held[key] = nil
        heldBytes -= image.bytes
        refusals[key, default: 0] += 1
        standing.removeAll { $0.isKitty && $0.key == key }
    }

    /// After a screen clear the terminal holds none of our kitty images. Each is also deleted, for a terminal that
    /// kept it anyway, since it is transmitted again under a new id.
    private mutating func forgetHeld() -> [UInt8] {
        var bytes: [UInt8] = []
        for image in held.values.sorted(by: { $0.id < $1.id }) { bytes += wrapped(KittyCommands.delete(id: image.id)) }
        held = [:]
        heldBytes = 0
        return bytes
    }

    /// On exit: takes every picture down and deletes every kitty image from the terminal's memory, so nothing of
    /// ours stays on the user's terminal.
    public mutating func release() -> [UInt8] {
        takeDown() + forgetHeld()
    }

    /// sixel and iTerm2 move the cursor below a picture, which scrolls the terminal when the picture reaches the
    /// bottom row (seen in xterm -ti vt340): such a picture is left to its symbols (the views ask for it one row
    /// shorter). They also draw only whole pictures: a part of one is encoded cropped and placed whole.
    private static func fits(_ placement: PicturePlacement, on screen: Size) -> Bool {
        let rect = placement.rect
        guard rect.x >= 0, rect.y >= 0, rect.maxX <= screen.width, rect.maxY <= screen.height else { return false }
        return placement.picture.format.imageProtocol == .kitty || (rect.maxY < screen.height && placement.isWhole)
    }

    /// Sends what puts `placement` on screen: for kitty the image first if the terminal does not hold it.
    private mutating func show(_ placement: PicturePlacement, transmit: inout [UInt8], place: inout [UInt8]) {
        switch placement.picture.format.imageProtocol {
        case .kitty:
            if held[placement.key] == nil {
                guard let commands = KittyCommands.transmit(placement.picture, id: nextImageID) else { return }
                for command in commands { transmit += wrapped(command) }
                held[placement.key] = Held(id: nextImageID, bytes: placement.picture.bytes.count,
                                           cells: placement.picture.cells,
                                           pixels: placement.picture.kittyPixelSize ?? placement.picture.pixelSize,
                                           lastUsed: frameCount)
                heldBytes += placement.picture.bytes.count
                nextImageID &+= 1
            }
            let picture = Standing(key: placement.key, rect: placement.rect, source: placement.source,
                                   placementID: nextPlacementID)
            nextPlacementID &+= 1
            place += self.place(picture)
            standing.append(picture)
        case .sixel, .iterm2:
            put(placement.picture.bytes, at: placement.rect.origin, into: &place)
            standing.append(Standing(key: placement.key, rect: placement.rect, source: placement.source, placementID: 0))
        case .symbols:
            return
        }
    }

    /// A standing kitty picture's placement, at its cell: the whole picture, or the part its source rect names,
    /// in pixels of the transmitted picture.
    private func place(_ picture: Standing) -> [UInt8] {
        guard let image = held[picture.key] else { return [] }
        let whole = picture.source == Rect(x: 0, y: 0, width: image.cells.width, height: image.cells.height)
        let part = whole ? nil : image.pixelRect(of: picture.source)
        var bytes: [UInt8] = []
        put(KittyCommands.place(id: image.id, placement: picture.placementID, cells: picture.rect.size, source: part),
            at: picture.rect.origin, into: &bytes)
        return bytes
    }

    private func unplace(_ picture: Standing) -> [UInt8] {
        guard let image = held[picture.key] else { return [] }
        return wrapped(KittyCommands.unplace(id: image.id, placement: picture.placementID))
    }

    /// Lets go of the kitty images used longest ago and not on screen while more are held than the bounds allow.
    private mutating func trimHeld() -> [UInt8] {
        guard held.count > maxHeldImages || heldBytes > maxHeldBytes else { return [] }
        let onScreen = Set(standing.map(\.key))
        var bytes: [UInt8] = []
        for (key, image) in held.filter({ !onScreen.contains($0.key) }).sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            guard held.count > maxHeldImages || heldBytes > maxHeldBytes else { break }
            bytes += wrapped(KittyCommands.delete(id: image.id))
            held[key] = nil
            heldBytes -= image.bytes
        }
        return bytes
    }

    /// `sequence` drawn with the cursor at `cell`, and the cursor (and pen) put back where curses left it.
    /// Through tmux the cursor moves go inside the passthrough too, in the outer terminal's cells: tmux hands the
    /// wrapped bytes on at once, while its own cursor there is wherever it last drew, not where the pane's is.
    /// Appended to `out` in place: a sixel or iTerm2 picture is copied once, however large.
    private func put(_ sequence: [UInt8], at cell: Point, into out: inout [UInt8]) {
        let origin = tmuxPassthrough ? tmuxPaneOrigin : Point(x: 0, y: 0)
        let move = Array("\u{1B}7\u{1B}[\(origin.y + cell.y + 1);\(origin.x + cell.x + 1)H".utf8)
        let back = Array("\u{1B}8".utf8)
        if tmuxPassthrough {
            out.append(contentsOf: TmuxPassthrough.wrap(move + sequence + back))
        } else {
            out.append(contentsOf: move)
            out.append(contentsOf: sequence)
            out.append(contentsOf: back)
        }
    }

    private func wrapped(_ sequence: [UInt8]) -> [UInt8] {
        tmuxPassthrough ? TmuxPassthrough.wrap(sequence) : sequence
    }
}

private extension PicturePlacement {
    var isKitty: Bool { picture.format.imageProtocol == .kitty }
}

private extension PictureLayer.Standing {
    var isKitty: Bool { key.format?.imageProtocol == .kitty }
    var rows: Range<Int> { rect.y..<rect.maxY }
}

private extension Rect {
    var origin: Point { Point(x: x, y: y) }
    var size: Size { Size(width: width, height: height) }
}
