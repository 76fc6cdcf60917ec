import XCTest

/// The dependency test is only as good as its reading of `import`: every form Swift accepts names its module.
final class SourceImportParsingTests: XCTestCase {
    private func module(_ line: String) -> String? {
        let modules = SourceImport.importedModules(in: Substring(line))
        return modules.count == 1 ? modules[0] : nil
    }

    func testAPlainImportNamesItsModule() {
        XCTAssertEqual(module("import ClockCore"), "ClockCore")
        XCTAssertEqual(module("    import ClockCore  "), "ClockCore")
        XCTAssertEqual(module("import ClockCore // the model"), "ClockCore")
        XCTAssertEqual(module("import ClockCore;"), "ClockCore")
    }

    func testEveryImportOfALineIsRead() {
        XCTAssertEqual(SourceImport.importedModules(in: "import Glibc; internal import ClockTerminal"), ["Glibc", "ClockTerminal"])
    }

    func testAccessLevelsOnAnImportAreSeen() {
        XCTAssertEqual(module("internal import ClockTerminal"), "ClockTerminal")
        XCTAssertEqual(module("public import ClockRender"), "ClockRender")
        XCTAssertEqual(module("package import CNCursesW"), "CNCursesW")
        XCTAssertEqual(module("private import MusicLibrary"), "MusicLibrary")
        XCTAssertEqual(module("fileprivate import MusicLibrary"), "MusicLibrary")
    }

    func testAttributesOnAnImportAreSeen() {
        XCTAssertEqual(module("@testable import ClockCore"), "ClockCore")
        XCTAssertEqual(module("@_exported import ClockRender"), "ClockRender")
        XCTAssertEqual(module("@preconcurrency public import CNCursesW"), "CNCursesW")
        XCTAssertEqual(module("@_implementationOnly import CCodecs"), "CCodecs")
    }

    func testScopedImportsNameTheModuleNotTheSymbol() {
        XCTAssertEqual(module("import struct ClockCore.AlarmTime"), "ClockCore")
        XCTAssertEqual(module("import func ClockTerminal.run"), "ClockTerminal")
        XCTAssertEqual(module("import enum ClockRender.Theme"), "ClockRender")
        XCTAssertEqual(module("public import class MusicLibrary.Player"), "MusicLibrary")
        XCTAssertEqual(module("import CNCursesW.shim"), "CNCursesW", "a submodule belongs to its module")
    }

    func testLinesThatAreNoImportAreNotRead() {
        XCTAssertNil(module("// import ClockTerminal"))
        XCTAssertNil(module("let importance = 3"))
        XCTAssertNil(module("func `import`() {}"))
        XCTAssertNil(module("    /// import the file"))
        XCTAssertNil(module("importer.run()"))
    }
}
