import XCTest

/// `tui-clock alarms list` reads the state file; it must need nothing of the terminal (curses), so the command's code
/// speaks to ClockSystem alone and could be built into an executable without ClockTerminal.
final class AlarmsCommandLinkTests: XCTestCase {
    func testTheAlarmsCommandImportsNoTerminalModule() throws {
        let text = try String(contentsOf: SourceImport.sourcesFolder.appendingPathComponent("tui-clock/AlarmsCommand.swift"),
                              encoding: .utf8)
        let imported = text.split(separator: "\n").flatMap(SourceImport.importedModules(in:))
        XCTAssertTrue(imported.contains("ClockSystem"), "reads the state file through ClockSystem")
        XCTAssertEqual(imported.filter { ["ClockTerminal", "ClockRender", "CNCursesW", "MusicLibrary"].contains($0) }, [])
    }
}
