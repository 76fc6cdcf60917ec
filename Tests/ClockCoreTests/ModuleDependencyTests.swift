import Foundation
import XCTest

/// The direction of dependencies (README, "How it is built"): tui-clock-ui → ClockTerminal → ClockRender → ClockCore,
/// MusicLibrary beside them; the front, tui-clock, on ClockCommandLine and ClockSystem alone. SwiftPM lets a module import what its dependencies depend on,
/// so the imports themselves are checked.
final class ModuleDependencyTests: XCTestCase {
    /// Each module's project modules it may import; system and standard modules are not listed.
    static let allowed: [String: Set<String>] = [
        "JSON": [],
        "TOML": [],
        "TerminalGraphics": [],
        "ClockCore": ["JSON", "TOML", "TerminalGraphics"],
        "ClockRender": ["ClockCore"],
        "ClockSystem": ["ClockCore"],
        "ClockTerminal": ["ClockCore", "ClockRender", "ClockSystem", "TerminalGraphics", "CNCursesW"],
        // CMediaControl is the MPRIS plugin's interface and loader; libsystemd (CSDBus) only ever in the plugin.
        "MusicLibrary": ["ClockCore", "ClockSystem", "JSON", "CCodecs", "CMediaControl", "CMPD"],
        "ClockCommandLine": ["ClockCore", "ClockSystem", "TOML"],
        // The front: `alarms …` reads the state file without curses; the clock is tui-clock-ui.
        "tui-clock": ["ClockCommandLine", "ClockSystem"],
        "tui-clock-ui": ["ClockCommandLine", "ClockCore", "ClockRender", "ClockSystem", "ClockTerminal", "MusicLibrary"],
        // The background ringer: the alarms' model, the state file, the ring tone; no terminal, no argument parser.
        "tui-clock-daemon": ["ClockCore", "ClockSystem", "MusicLibrary", "CDesktopNotifications", "CWakeUps"],
    ]
    static let projectModules: Set<String> = ["ClockCore", "ClockRender", "ClockTerminal", "MusicLibrary", "CNCursesW",
                                              "CCodecs", "CChafa", "CMusicCodecs", "CMediaControl", "CMPRIS", "CMPD", "CMPDClient", "JSON", "TOML",
                                              "TerminalGraphics", "ClockSystem", "ClockCommandLine", "CDesktopNotifications", "CWakeUps", "CSDBus"]

    func testModulesImportOnlyAlongTheDependencyGraph() throws {
        let (imports, files) = try SourceImport.all(in: Array(Self.allowed.keys))
        XCTAssertGreaterThan(files, 50, "the source tree was not found next to the tests")
        let offenders = imports.filter { Self.projectModules.contains($0.name) && !Self.allowed[$0.module]!.contains($0.name) }
        XCTAssertEqual(offenders.map { "\($0.module)/\($0.file): \($0.line)" }, [])
    }
}
