import ClockCore
import ClockRender
import ClockSystem

/// Times typing into the wall's search line with a 100,000-track library (8,000 albums of 12 or 13 tracks), in
/// process: a character is `update` with the key (the wall narrows and is dealt again) then a render.
struct WallSearchBenchmark {
    struct Result {
        let medianMilliseconds: Double
        let p99Milliseconds: Double
        let characters: Int
        let runs: Int
        let albumCount: Int
        let trackCount: Int
        let tracksInIndex: Bool
    }

    /// The render benchmarks' wall; the index benchmark searches a wall of its library's size (a tenth as many
    /// albums as tracks), with the tracks left in the index as the program leaves them (only their folded titles).
    static let albumCount = 8_000
    static let trackCount = 100_000
    /// Typed, then deleted again with Backspace: narrowing from everything to one album and back.
    static let query = "ÁlBuM 123"

    let runs: Int
    var albumCount = Self.albumCount
    var trackCount = Self.trackCount
    var tracksInIndex = false

    func run() -> Result {
        var medians: [Double] = [], p99s: [Double] = []
        for _ in 0..<runs {
            let times = measure()
            medians.append(Statistics.median(times))
            p99s.append(Statistics.percentile(times, 99))
        }
        return Result(medianMilliseconds: Statistics.median(medians) * 1000,
                      p99Milliseconds: Statistics.median(p99s) * 1000, characters: 2 * Self.query.count, runs: runs,
                      albumCount: albumCount, trackCount: trackCount, tracksInIndex: tracksInIndex)
    }

    private func measure() -> [Double] {
        var model = wallModel()
        var times: [Double] = []
        var checksum = 0
        var now = model.now
        _ = update(&model, .input(.key(KeyEvent(.char("/")))), at: now)
        let keys = Self.query.map { Key.char($0) } + Array(repeating: Key.backspace, count: Self.query.count)
        for (i, key) in keys.enumerated() {
            if i == Self.query.count {
                // "Album 123", "Album 1230" to "Album 1239", and so on.
                let expected = (0..<albumCount).count { "\($0)".hasPrefix("123") }
                precondition(model.music.wall.search?.matches?.count == expected, "the search did not narrow the wall")
            }
            now = now.advanced(by: 0.1)
            let began = KernelClocks.monotonicSeconds()
            _ = update(&model, .input(.key(KeyEvent(key))), at: now)
            let canvas = AppView.render(model)
            times.append(KernelClocks.monotonicSeconds() - began)
            checksum &+= canvas.cells.count
        }
        precondition(checksum > 0, "nothing rendered")
        return times
    }

    /// The app at 120x40 on the album wall with the whole library found.
    func wallModel() -> AppModel {
        let now = RenderBenchmark.start
        var model = AppModel(options: AppOptions(), screenSize: WallScrollBenchmark.size,
                             calendar: RenderBenchmark.calendar, now: now)
        _ = update(&model, .started(StartUp()), at: now)
        _ = update(&model, .input(.key(KeyEvent(.tab))), at: now)
        let perAlbum = trackCount / albumCount
        let albums = (0..<albumCount).map { i in
            let artist = "Artist \(i / 10)", folder = "/music/Artist \(i / 10)/Album \(i)"
            let album = Album(id: "\(artist)\u{1f}album \(i)".lowercased(), title: "Album \(i)", artist: artist,
                         year: 1960 + i % 60, directory: folder,
                         tracks: (0..<(perAlbum + (i % 2))).map { Track(title: "Track \($0)", path: folder + "/\($0).ogg") },
                         cover: .none)
            return tracksInIndex ? album.leavingTracksInIndex() : album
        }
        _ = update(&model, .albumsFound(albums), at: now)
        _ = update(&model, .libraryScanFinished(albumCount: albumCount, message: nil), at: now)
        return model
    }
}
