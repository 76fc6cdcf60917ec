import Foundation
import ClockCore

/// A moment at monotonic time `t`; the wall clock does not matter to the wall or the panel.
func at(_ t: Double) -> Moment { Moment(wall: Date(timeIntervalSince1970: 1_700_000_000 + t), uptime: Uptime(seconds: t)) }

/// `count` albums named "Album 0", "Album 1", … with three tracks each.
func sampleAlbums(_ count: Int, tracks: Int = 3) -> [Album] {
    (0..<count).map { i in
        Album(id: "artist \(i)\u{1f}album \(i)", title: "Album \(i)", artist: "Artist \(i)", directory: "/music/\(i)",
              tracks: (0..<tracks).map { t in
                  Track(title: "Song \(t + 1)", path: "/music/\(i)/\(t + 1).ogg", duration: Double(60 + 30 * t),
                        trackNumber: t + 1)
              },
              cover: .none)
    }
}

func key(_ k: Key, _ modifiers: Modifiers = []) -> InputEvent { .key(KeyEvent(k, modifiers: modifiers)) }

func mouse(_ action: MouseAction, _ x: Int, _ y: Int, button: MouseButton = .left, modifiers: Modifiers = []) -> InputEvent {
    .mouse(MouseEvent(action, button, at: Point(x: x, y: y), modifiers: modifiers))
}

/// `count` sample albums, each with a cover file.
func coverAlbums(_ count: Int) -> [Album] {
    sampleAlbums(count).map { album in
        var album = album
        album.cover = .file(path: album.directory + "/cover.jpg")
        return album
    }
}

/// The cover requests among `effects`, in order.
func coverRequests(in effects: [Effect]) -> [CoverRequest] {
    effects.flatMap { effect -> [CoverRequest] in
        if case .renderCovers(let requests) = effect { return requests }
        return []
    }
}
