import ClockCore
import Foundation
import MusicLibrary
import Synchronization
import XCTest

/// Covers rendered off the UI thread: each request the model makes is answered once, with the picture or without
/// one (the view then keeps the placeholder), and requests that waited behind too many newer ones are given back.
final class BackgroundCoverTilesTests: XCTestCase {
    let demoCover = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/DemoLibrary/Clockwork Quartet/Tick Tock Suite/cover.jpg").path

    func album(_ id: String, cover: CoverSource) -> Album {
        Album(id: id, title: id, artist: "Someone", directory: "/nowhere", tracks: [], cover: cover)
    }

    /// Everything the renderer answered, in order.
    final class Answers: Sendable {
        let rendered = Mutex<[RenderedCover]>([])
        let dropped = Mutex<[CoverKey]>([])
    }

    /// Renders one request in the background and returns its answer; fails if a request was given back instead.
    func renderInBackground(_ request: CoverRequest) throws -> RenderedCover {
        let answered = expectation(description: "rendered")
        let answers = Answers()
        let tiles = BackgroundCoverTiles(mode: .standard, onRendered: { cover in
            answers.rendered.withLock { $0.append(cover) }
            answered.fulfill()
        }, onDropped: { keys in answers.dropped.withLock { $0 += keys } })
        defer { tiles.stop() }
        tiles.render([request])
        wait(for: [answered], timeout: 5)
        XCTAssertTrue(answers.dropped.withLock { $0.isEmpty })
        return try XCTUnwrap(answers.rendered.withLock { $0.first })
    }

    func testARequestedCoverComesBackAsThePictureChafaDraws() throws {
        let request = CoverRequest(album("tick tock", cover: .file(path: demoCover)), size: Size(width: 12, height: 6))
        let cover = try renderInBackground(request)
        XCTAssertEqual(cover.key, request.key)
        XCTAssertEqual(cover.picture?.size, request.key.size)
        XCTAssertEqual(cover, CoverTiles.render(request, mode: .standard))
    }

    func testARequestWithAPictureFormatIsAnsweredWithTheSymbolsAndThePictureOffTheUIThread() throws {
        let format = PictureFormat(imageProtocol: .sixel, cellPixels: PixelSize(width: 8, height: 16))
        let request = CoverRequest(album("tick tock", cover: .file(path: demoCover)), size: Size(width: 12, height: 6),
                                   format: format)
        let cover = try renderInBackground(request)
        XCTAssertEqual(cover.picture?.size, request.key.size)
        XCTAssertEqual(cover.encoded?.format, format)
        XCTAssertEqual(cover.encoded?.cells, request.key.size)
        XCTAssertEqual(cover, CoverTiles.render(request, mode: .standard))
    }

    func testACoverThatCannotBeReadIsAnsweredWithoutAPicture() throws {
        let cover = try renderInBackground(CoverRequest(album("lost", cover: .file(path: "/nowhere/cover.jpg")),
                                                        size: Size(width: 8, height: 4)))
        XCTAssertNil(cover.picture, "the view keeps the album's placeholder")
    }

    func testEveryRequestIsAnsweredOnceAndTheOldestWaitingAreGivenBackBeyondTheBound() {
        let total = BackgroundCoverTiles.maxWaiting + 40
        let allAnswered = expectation(description: "all answered")
        let answers = Answers()
        let count = Atomic<Int>(0)
        let countAnswer: @Sendable (Int) -> Void = { n in
            if count.add(n, ordering: .relaxed).newValue == total { allAnswered.fulfill() }
        }
        let tiles = BackgroundCoverTiles(mode: .standard, onRendered: { cover in
            answers.rendered.withLock { $0.append(cover) }
            countAnswer(1)
        }, onDropped: { keys in
            answers.dropped.withLock { $0 += keys }
            countAnswer(keys.count)
        })
        defer { tiles.stop() }
        let requests = (0..<total).map {
            CoverRequest(album("album \($0)", cover: .file(path: "/nowhere/\($0).jpg")), size: Size(width: 8, height: 4))
        }
        // One batch per screenful, as scrolling asks: the newest are started first, the oldest give way.
        for batch in stride(from: 0, to: total, by: 8) { tiles.render(Array(requests[batch..<min(total, batch + 8)])) }
        wait(for: [allAnswered], timeout: 10)
        let rendered = answers.rendered.withLock { $0.map(\.key) }, dropped = answers.dropped.withLock { $0 }
        XCTAssertEqual(Set(rendered).count, rendered.count, "nothing rendered twice")
        XCTAssertEqual(Set(rendered + dropped), Set(requests.map(\.key)), "every request answered")
        XCTAssertEqual(rendered.count + dropped.count, total)
        XCTAssertFalse(dropped.contains(requests.last!.key), "the newest request is never given back")
    }
}
