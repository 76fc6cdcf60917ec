import Foundation
import TestSupport
import XCTest

/// Issue 20, item 1, with the built program on a pseudo-terminal that plays kitty: kitty frees every image on a
/// screen clear (`CSI 2J`), and answers a placement of an image it does not hold with `ENOENT` unless told to be
/// quiet (`q=2`). After Ctrl-L, a resize or Ctrl-Z and `fg` every cover lost its picture for the rest of the session;
/// now each clear is followed by the images again, and an image kitty says it lost is sent again.
final class KittyClearEndToEndTests: XCTestCase {
    /// What kitty holds and shows, from the bytes it is sent.
    struct FakeKitty {
        var held = Set<String>()
        /// Placements of images it held (shown) and of images it did not (refused), since the last clear.
        var shown = 0
        var refused = 0
        var clears = 0
        /// How far the output has been read; a command not yet complete waits for more.
        var read = 0

        /// Reads the output since last time; returns kitty's answers to send back.
        mutating func take(_ output: [UInt8]) -> [UInt8] {
            var answers: [UInt8] = []
            let clear = Array("\u{1B}[2J".utf8), introducer = Array("\u{1B}_G".utf8), terminator = Array("\u{1B}\\".utf8)
            while let escape = output[read...].firstIndex(of: 0x1B) {
                if output[escape...].starts(with: clear) {
                    held = []
                    shown = 0
                    refused = 0
                    clears += 1
                    read = escape + clear.count
                } else if output[escape...].starts(with: introducer) {
                    guard let end = Self.index(of: terminator, in: output, from: escape + introducer.count) else { break }
                    let body = String(decoding: output[(escape + introducer.count)..<end], as: UTF8.self)
                    answers += answer(body)
                    read = end + terminator.count
                } else if output.count - escape < max(clear.count, introducer.count) {
                    break
                } else {
                    read = escape + 1
                }
            }
            if output[read...].firstIndex(of: 0x1B) == nil { read = output.count }
            return answers
        }

        private mutating func answer(_ command: String) -> [UInt8] {
            var keys: [String: String] = [:]
            for pair in command.prefix(while: { $0 != ";" }).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
            }
            guard let id = keys["i"] else { return [] }
            switch (keys["a"], keys["d"]) {
            case ("t", _): held.insert(id)
            case ("d", "I"): held.remove(id)
            case ("p", _):
                if held.contains(id) { shown += 1; return [] }
                refused += 1
                guard keys["q"] != "2" else { return [] }
                return Array("\u{1B}_Gi=\(id),p=\(keys["p"] ?? "0");ENOENT:Put command refers to non-existent image with id: \(id)\u{1B}\\".utf8)
            default: break
            }
            return []
        }

        /// Forgets image `id`, as kitty does past its memory quota.
        mutating func evict(_ id: String) { held.remove(id) }

        static func index(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
            guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
            return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
    }

    var library = ""
    var kitty = FakeKitty()

    override func setUpWithError() throws {
        library = NSTemporaryDirectory() + "tui-clock-e2e-kitty-clear-\(getpid())-\(UUID().uuidString.prefix(8))"
        // More albums than tiles on screen, so the wall is endless and at least six covers show as pictures.
        try AlbumWallEndToEndTests.makeLibrary(at: library, extraAlbums: 35)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: library)
    }

    /// Plays kitty until `done` holds or `seconds` pass (a bound for a loaded machine, not a wait): whether it held.
    func play(_ clock: PseudoTerminalClock, seconds: Double = 15, until done: (FakeKitty) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            clock.session.read(for: 0.05)
            let answers = kitty.take(clock.session.output)
            if !answers.isEmpty { clock.session.send(answers) }
            if done(kitty) { return true }
        } while Date() < deadline
        return false
    }

    func wall() throws -> PseudoTerminalClock {
        let clock = try PseudoTerminalClock(columns: 120, rows: 30,
                                            arguments: ["--images", "kitty", "--music", library, "--now", "03:17:00"])
        clock.waitForFirstFrame()
        clock.session.send("\t")
        XCTAssertTrue(play(clock) { $0.shown >= 6 }, "the wall's covers shown as pictures")
        return clock
    }

    func testAfterCtrlLAResizeAndCtrlZFgTheCoversAreShownAsPicturesAgain() throws {
        let clock = try wall()
        let steps: [(String, () -> Void)] = [
            ("Ctrl-L", { clock.session.send("\u{0C}") }),
            ("a resize", { clock.session.resize(columns: 110, rows: 28) }),
            ("Ctrl-Z and fg", {
                let before = clock.session.output.count
                clock.session.send("\u{1A}")
                XCTAssertTrue(clock.session.waitFor("\u{1B}[?1006l", after: before, seconds: 15), "suspended")
                kill(clock.session.pid, SIGCONT)
            }),
        ]
        for (name, step) in steps {
            let clears = kitty.clears
            step()
            XCTAssertTrue(play(clock) { $0.clears > clears && $0.shown >= 6 }, "\(name): the covers shown as pictures again")
            XCTAssertEqual(kitty.refused, 0, "\(name): no placement of an image the clear freed")
        }
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 5), 0)
    }

    func testAnImageKittySaysItLostIsSentAgain() throws {
        let clock = try wall()
        // kitty drops every image (its memory quota), then the wall moves: each placement is refused, answered.
        for id in kitty.held { kitty.evict(id) }
        kitty.shown = 0
        clock.session.send("\u{1B}[<65;60;15M")
        XCTAssertTrue(play(clock) { $0.refused > 0 && $0.shown >= 6 }, "refused, transmitted again and shown")
        clock.session.send("q")
        XCTAssertEqual(clock.session.waitForExit(seconds: 5), 0)
    }
}
