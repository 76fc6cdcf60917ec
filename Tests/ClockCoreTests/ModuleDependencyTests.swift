import Foundation
import XCTest

/// The direction of dependencies (README, "How it is built"): tui-clock → ClockTerminal → ClockRender → ClockCore,
/// MusicLibrary beside them on ClockCore alone. SwiftPM lets a module import what its dependencies depend on,
/// so the imports themselves are checked.
final class ModuleDependencyTests: XCTestCase {
    /// Each module's project modules it may import; system and standard modules are not listed.
    static let allowed: [String: Set<String>] = [
        "ClockCore": [],
        "ClockRender": ["ClockCore"],
        "ClockTerminal": ["ClockCore", "ClockRender", "CNCursesW"],
        "MusicLibrary": ["ClockCore", "CCodecs"],
        "tui-clock": ["ClockCore", "ClockRender", "ClockTerminal", "MusicLibrary"],
    ]
    static let projectModules: Set<String> = ["ClockCore", "ClockRender", "ClockTerminal", "MusicLibrary", "CNCursesW",
                                              "CCodecs", "CChafa", "CMusicCodecs"]

    func testModulesImportOnlyAlongTheDependencyGraph() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var offenders: [String] = []
        var checked = 0
        for (module, allowed) in Self.allowed {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                checked += 1
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init)
                    guard words.first == "import" || words.first == "@testable" || words.first == "@_exported",
                          let name = words.last, Self.projectModules.contains(name), !allowed.contains(name) else { continue }
                    offenders.append("\(module)/\(file): \(line)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 50, "the source tree was not found next to the tests")
        XCTAssertEqual(offenders, [])
    }
}
