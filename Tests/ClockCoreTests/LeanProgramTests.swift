import Foundation
import XCTest

/// The release program stays small (about 12 MiB resident while idle) only while nothing in it links Foundation:
/// importing it anywhere starts CoreFoundation and keeps its code resident, and Calendar or TimeZone pull in ICU.
/// FoundationEssentials (Date, the state file's folders) is fine.
final class LeanProgramTests: XCTestCase {
    static let productModules = ["ClockCore", "ClockRender", "ClockSystem", "ClockTerminal", "MusicLibrary",
                                        "ClockCommandLine", "tui-clock", "tui-clock-ui"]

    func testNoModuleOfTheProgramImportsFoundation() throws {
        let (imports, files) = try SourceImport.all(in: Self.productModules)
        XCTAssertGreaterThan(files, 50, "the source tree was not found next to the tests")
        let offenders = imports.filter { ["Foundation", "FoundationInternationalization"].contains($0.name) }
        XCTAssertEqual(offenders.map { "\($0.module)/\($0.file): \($0.line)" }, [])
    }
}
