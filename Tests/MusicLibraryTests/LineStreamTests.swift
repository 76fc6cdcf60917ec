@testable import MusicLibrary
import XCTest

final class LineStreamTests: XCTestCase {
    private func take(_ chunks: [String], into stream: inout LineStream) -> LineStream.Received {
        var received = LineStream.Received()
        for chunk in chunks { stream.take(ArraySlice(chunk.utf8), into: &received) }
        return received
    }

    func testLinesSplitAcrossReadsAreJoined() {
        var stream = LineStream()
        let received = take(["{\"a\":", "1}\n{\"b\"", ":2}\n{\"c\""], into: &stream)
        XCTAssertEqual(received.lines, ["{\"a\":1}", "{\"b\":2}"])
        XCTAssertEqual(take([":3}\n"], into: &stream).lines, ["{\"c\":3}"])
    }

    func testAPeerWritingWithoutNewlinesCostsBoundedMemory() {
        var stream = LineStream()
        let chunk = String(repeating: "x", count: 16 * 1024)
        var received = LineStream.Received()
        for _ in 0..<1000 { stream.take(ArraySlice(chunk.utf8), into: &received) }  // 16 MB, no newline
        XCTAssertEqual(received.lines, [])
        XCTAssertEqual(received.overlongLines, 1, "one endless line, dropped once")
        XCTAssertLessThanOrEqual(stream.bufferedCount, LineStream.maxLineLength)
    }

    func testAfterAnOverlongLineTheNextLineIsReadAgain() {
        var stream = LineStream()
        let long = String(repeating: "y", count: LineStream.maxLineLength + 10)
        let received = take([long.prefix(50_000) + "", long.dropFirst(50_000) + "\n{\"ok\":1}\n"], into: &stream)
        XCTAssertEqual(received.lines, ["{\"ok\":1}"])
        XCTAssertEqual(received.overlongLines, 1)
    }

    func testALongLineUnderTheCapIsKept() {
        var stream = LineStream()
        let title = String(repeating: "t", count: 60_000)
        XCTAssertEqual(take([title + "\n"], into: &stream).lines, [Substring(title)])
    }

    func testBytesThatAreNotUTF8BecomeReplacementCharacters() {
        var stream = LineStream()
        var received = LineStream.Received()
        stream.take([0xFF, 0x41, 0x0A], into: &received)
        XCTAssertEqual(received.lines, ["\u{FFFD}A"])
    }

    func testQueuedLinesWaitForASocketThatIsFullAndGoWhenItDrains() throws {
        var pair: [Int32] = [-1, -1]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair), 0)
        defer { close(pair[0]); close(pair[1]) }
        _ = fcntl(pair[0], F_SETFL, fcntl(pair[0], F_GETFL) | O_NONBLOCK)
        var stream = LineStream()
        let line = String(repeating: "z", count: 1000) + "\n"
        for _ in 0..<2000 { stream.queue(line) }  // 2 MB: far more than a socket buffer holds
        XCTAssertTrue(stream.flush(to: pair[0]), "a full socket is not a broken one")
        XCTAssertTrue(stream.hasOutgoing, "the rest waits instead of blocking")
        var reader = LineStream()
        _ = fcntl(pair[1], F_SETFL, fcntl(pair[1], F_GETFL) | O_NONBLOCK)
        var lines = 0
        for _ in 0..<10_000 where stream.hasOutgoing || lines < 2000 {
            XCTAssertTrue(stream.flush(to: pair[0]))
            lines += reader.receive(from: pair[1]).lines.count
        }
        XCTAssertEqual(lines, 2000)
    }

    func testAClosedPeerIsReported() {
        var pair: [Int32] = [-1, -1]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair), 0)
        defer { close(pair[0]) }
        _ = fcntl(pair[0], F_SETFL, fcntl(pair[0], F_GETFL) | O_NONBLOCK)
        close(pair[1])
        var stream = LineStream()
        XCTAssertTrue(stream.receive(from: pair[0]).closed)
        stream.queue("{}\n")
        XCTAssertFalse(stream.flush(to: pair[0]), "writing to a closed peer fails instead of raising SIGPIPE")
    }
}
