import ClockCore
@testable import ClockTerminal
import XCTest

/// Issue 23: batches of albums that wait in the inbox together reach the model as one message, so a wall of
/// 100,000 albums is re-dealt once per turn of the loop, not once per batch of 64.
final class InboxTests: XCTestCase {
    func album(_ n: Int) -> Album {
        Album(id: "a\u{1F}\(n)", title: "\(n)", artist: "A", directory: "/m/\(n)", tracks: [], cover: .none)
    }

    func ids(_ msg: Msg) -> [String]? {
        if case .albumsFound(let albums) = msg { return albums.map(\.id) }
        return nil
    }

    func testNeighbouringBatchesOfAlbumsAreJoinedAndARemovalBetweenThemKeepsItsPlace() throws {
        let inbox = try Inbox()
        inbox.post([.albumsFound([album(1), album(2)])])
        inbox.post([.albumsFound([album(3)])])
        inbox.post([.albumsRemoved(["a\u{1F}1"])])
        inbox.post([.albumsFound([album(1)]), .albumsFound([])])
        let msgs = inbox.drain(at: Moment(wall: Date(), uptime: 0))
        XCTAssertEqual(msgs.count, 3)
        XCTAssertEqual(ids(msgs[0]), ["a\u{1F}1", "a\u{1F}2", "a\u{1F}3"])
        guard case .albumsRemoved(let gone) = msgs[1] else { return XCTFail("\(msgs[1])") }
        XCTAssertEqual(gone, ["a\u{1F}1"])
        XCTAssertEqual(ids(msgs[2]), ["a\u{1F}1"], "found again after its removal")
        XCTAssertTrue(inbox.drain(at: Moment(wall: Date(), uptime: 0)).isEmpty)
    }
}
