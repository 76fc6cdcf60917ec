import ClockCore
import MusicLibrary
import Synchronization
import TestSupport
import XCTest

/// What an `MPDLibrary` told, gathered from its thread, for tests to wait on.
final class MPDUpdates: Sendable {
    private let updates = Mutex<[MPDLibrary.Update]>([])

    func record(_ update: MPDLibrary.Update) { updates.withLock { $0.append(update) } }

    var all: [MPDLibrary.Update] { updates.withLock { $0 } }

    /// The albums told so far, the latest version of each, less those removed.
    var albums: [String: Album] {
        var albums: [String: Album] = [:]
        for update in all {
            switch update {
            case .albums(let found): for album in found { albums[album.id] = album }
            case .removed(let ids): for id in ids { albums[id] = nil }
            case .loaded, .trouble: break
            }
        }
        return albums
    }

    var troubles: [(error: MPDError, retryIn: Double?)] {
        all.compactMap { if case .trouble(let error, let retryIn) = $0 { (error, retryIn) } else { nil } }
    }

    var loads: [Int] { all.compactMap { if case .loaded(let count) = $0 { count } else { nil } } }

    /// Waits until `condition` holds, at most `seconds`; false if it never did.
    func wait(seconds: Double, until condition: (MPDUpdates) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition(self) {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }
}

func startMPDLibrary(_ address: MPDAddress, timeout: Double = MPDLibrary.answerTimeout,
                     pageTimeLimit: Double = 30) -> (MPDLibrary, MPDUpdates) {
    let updates = MPDUpdates()
    let library = MPDLibrary.start(address: address, timeout: timeout, pageTimeLimit: pageTimeLimit) { updates.record($0) }
    return (library, updates)
}

func loopback(_ port: Int, password: String? = nil) -> MPDAddress {
    MPDAddress(place: .network(host: "127.0.0.1", port: port), password: password)
}
