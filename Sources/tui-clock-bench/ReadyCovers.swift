import ClockCore

/// Answers the model's cover requests at once, as the background renderer would if it were infinitely fast:
/// each album's picture is made once and handed out from a dictionary after that. The symbols and colours vary
/// from cell to cell like a chafa picture, so drawing them costs what a real cover costs. With `encoded`, covers
/// asked for in a picture format also come encoded, as the cover worker hands them over.
final class ReadyCovers {
    private var pictures: [CoverKey: SymbolMosaic] = [:]
    let encoded: ReadyPictures?
    /// Covers the model has asked for so far: once every cover is in its cache, this stops growing.
    private(set) var requests = 0

    init(encoded: ReadyPictures? = nil) {
        self.encoded = encoded
    }

    /// `update` with `msg`, then with the pictures for every cover that asked for.
    func update(_ model: inout AppModel, _ msg: Msg, at now: Moment) {
        for effect in ClockCore.update(&model, msg, at: now) {
            guard case .renderCovers(let requests) = effect else { continue }
            self.requests += requests.count
            _ = ClockCore.update(&model, .coversRendered(requests.map(rendered)), at: now)
        }
    }

    private func rendered(_ request: CoverRequest) -> RenderedCover {
        let key = request.key
        let picture: SymbolMosaic
        if let ready = pictures[key] {
            picture = ready
        } else {
            picture = Self.picture(seed: key.albumID.utf8.reduce(0) { $0 &* 31 &+ Int($1) }, size: key.size)
            pictures[key] = picture
        }
        return RenderedCover(key: key, picture: picture, encoded: encoded?.picture(for: key))
    }

    /// Half blocks in 256-colour cube colours that change from cell to cell.
    private static func picture(seed: Int, size: Size) -> SymbolMosaic {
        var picture = SymbolMosaic(size: size)
        let blocks: [Unicode.Scalar] = ["▀", "▄", "█", "▌", "▐"]
        func cube(_ r: Int, _ g: Int, _ b: Int) -> UInt8 { UInt8(16 + 36 * r + 6 * g + b) }
        for y in 0..<size.height {
            for x in 0..<size.width {
                let n = (seed &+ x &* 7 &+ y &* 13) & 0xffff
                picture[x, y] = SymbolMosaic.Tile(blocks[n % blocks.count],
                                                  foreground: cube(n % 6, (n / 6) % 6, (n / 36) % 6),
                                                  background: cube((n / 3) % 6, (n / 5) % 6, (n / 7) % 6))
            }
        }
        return picture
    }
}
