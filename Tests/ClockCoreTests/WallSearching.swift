import ClockCore

/// What the wall's search tests share: their `library` shown on the wall of a 120×40 screen, the search line opened
/// and typed into, and the titles left on screen.
protocol WallSearching {
    /// The albums the scan finds.
    var library: [Album] { get }
}

extension WallSearching {
    var size: Size { Size(width: 120, height: 40) }

    /// The wall with `library` found and the scan finished.
    func wallModel() -> AppModel {
        var model = AppModel(options: AppOptions(), screenSize: size, now: at(0))
        _ = update(&model, .input(key(.tab)), at: at(0))
        _ = update(&model, .albumsFound(library), at: at(0))
        _ = update(&model, .libraryScanFinished(albumCount: library.count, message: nil), at: at(0))
        return model
    }

    /// The wall with the search line open and `text` typed.
    func searching(_ text: String) -> AppModel {
        var model = wallModel()
        _ = update(&model, .input(key(.char("/"))), at: at(1))
        type(text, into: &model)
        return model
    }

    func type(_ text: String, into model: inout AppModel, at t: Double = 1) {
        for c in text { _ = update(&model, .input(key(.char(c))), at: at(t)) }
    }

    /// The titles of the albums on screen.
    func titles(_ model: AppModel) -> Set<String> {
        Set(model.music.wall.visibleTiles(at: model.now).map { model.music.wall.albums[$0.albumIndex].title })
    }
}
