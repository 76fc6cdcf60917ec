import ClockCore

/// Answers the model's cover requests at once, as the background renderer would if it were infinitely fast:
/// each album's picture is made once and handed out from a dictionary after that. The symbols and colours vary
/// from cell to cell like a chafa picture, so drawing them costs what a real cover costs.
final class ReadyCovers {
    private var pictures: [CoverKey: SymbolMosaic] = [:]

    /// `update` with `msg`, then with the pictures for every cover that asked for.
    func update(_ model: inout AppModel, _ msg: Msg, at now: Moment) {
        for effect in ClockCore.update(&model, msg, at: now) {
            guard case .renderCovers(let requests) = effect else { continue }
            _ = ClockCore.update(&model, .coversRendered(requests.map(rendered)), at: now)
        }
    }

    private func rendered(_ request: CoverRequest) -> RenderedCover {
        let key = request.key
        if let ready = pictures[key] { return RenderedCover(key: key, picture: ready) }
        let made = Self.picture(seed: key.albumID.utf8.reduce(0) { $0 &* 31 &+ Int($1) }, size: key.size)
        pictures[key] = made
        return RenderedCover(key: key, picture: made)
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
