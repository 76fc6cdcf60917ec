import XCTest

/// `tui-clock alarms list` reads the state file; it must need nothing of the terminal (curses), so the command's code
/// and the front program that runs it speak to ClockSystem alone (`FrontProgramEndToEndTests` reads the built
/// program's libraries).
final class AlarmsCommandLinkTests: XCTestCase {
    func testTheAlarmsCommandAndTheFrontImportNoTerminalModule() throws {
        let terminal = ["ClockTerminal", "ClockRender", "CNCursesW", "MusicLibrary"]
        let command = try SourceImport.all(in: ["ClockCommandLine"]).imports
        XCTAssertTrue(command.contains { $0.file == "AlarmsCommand.swift" && $0.name == "ClockSystem" },
                      "reads the state file through ClockSystem")
        let front = try SourceImport.all(in: ["tui-clock", "ClockCommandLine"]).imports
        XCTAssertEqual(front.filter { terminal.contains($0.name) }.map { "\($0.module)/\($0.file): \($0.line)" }, [])
    }
}
