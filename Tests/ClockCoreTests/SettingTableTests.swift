import ClockCore
import XCTest

/// Every setting of the one table is read from the config file by its name and taken over by the command line.
final class SettingTableTests: XCTestCase {
    func testEachSettingsExampleIsReadFromTheConfigFileUnderItsName() throws {
        for setting in Setting.all {
            let preferences = try ConfigFileParser.parse(Array("\(setting.name) = \(setting.example)\n".utf8)).get()
            XCTAssertEqual(preferences.namesSet, [setting.name])
            XCTAssertNil(setting.problem(with: setting.example), setting.name)
        }
    }

    func testTheCommandLineOverridesEverySettingAndKeepsWhatItDoesNotSet() throws {
        for setting in Setting.all {
            let commandLine = try ConfigFileParser.parse(Array("\(setting.name) = \(setting.example)\n".utf8)).get()
            XCTAssertEqual(Preferences().overridden(by: commandLine), commandLine, setting.name)
            XCTAssertEqual(commandLine.overridden(by: Preferences()), commandLine, setting.name)
        }
    }

    func testNamesAreUniqueAndTheFileKeysAreTheSettings() {
        XCTAssertEqual(Set(Setting.all.map(\.name)).count, Setting.all.count)
        XCTAssertEqual(Preferences.keys, Setting.all.map(\.name))
    }
}
