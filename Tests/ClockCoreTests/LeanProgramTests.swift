import Foundation
import XCTest

/// The release program stays small (about 12 MiB resident while idle) only while nothing in it links Foundation:
/// importing it anywhere starts CoreFoundation and keeps its code resident, and Calendar or TimeZone pull in ICU.
/// FoundationEssentials (Date, the state file's folders) is fine.
final class LeanProgramTests: XCTestCase {
    static let productModules = ["ClockCore", "ClockRender", "ClockTerminal", "MusicLibrary", "tui-clock"]

    func testNoModuleOfTheProgramImportsFoundation() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var offenders: [String] = []
        var checked = 0
        for module in Self.productModules {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                checked += 1
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    if words.first == "import" || (words.first == "@_exported" && words.dropFirst().first == "import"),
                       let name = words.last, ["Foundation", "FoundationInternationalization"].contains(name) {
                        offenders.append("\(module)/\(file): \(line)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 50, "the source tree was not found next to the tests")
        XCTAssertEqual(offenders, [])
    }
}
