import ClockCore
import Foundation
import XCTest

/// A setting is declared once (`Setting.all`): the command line offers exactly those options, each in both forms when
/// it is a switch, and the README's option table and config.toml example list every one.
final class SettingsDeclaredOnceTests: XCTestCase {
    /// Options that are no setting: they act once rather than choose how the clock looks or behaves.
    static let notSettings: Set<String> = ["rescan", "alarm", "now", "version", "help"]

    private func helpOptions() -> Set<String> {
        let help = Command.run([TmuxSession.binary, "--help"], environment: ProcessInfo.processInfo.environment).output
        let words = help.split(whereSeparator: { " \n/<,".contains($0) })
        return Set(words.filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) })
    }

    func testEveryOptionIsASettingAndEverySettingAnOption() {
        let options = helpOptions()
        XCTAssertFalse(options.isEmpty, "tui-clock --help lists no options")
        for setting in Setting.all {
            XCTAssertTrue(options.contains(setting.name), "--\(setting.name) is missing from --help")
            if setting.kind == .flag {
                XCTAssertTrue(options.contains("no-" + setting.name), "--no-\(setting.name) is missing from --help")
            }
        }
        let names = Set(Setting.all.map(\.name))
        let others = options.filter { !names.contains($0) && !($0.hasPrefix("no-") && names.contains(String($0.dropFirst(3)))) }
        XCTAssertEqual(others.subtracting(Self.notSettings), [], "options with no config key")
    }

    func testTheHelpNamesEveryConfigKeyWithAnExample() {
        let help = Command.run([TmuxSession.binary, "--help"], environment: ProcessInfo.processInfo.environment).output
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for setting in Setting.all {
            XCTAssertTrue(help.contains("\(setting.name) = \(setting.example)"), "\(setting.name) is not in --help:\n\(help)")
        }
    }

    func testTheReadmeListsEverySettingAsAnOptionAndAConfigKey() throws {
        let readme = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md").path, encoding: .utf8)
        let lines = readme.split(separator: "\n")
        for setting in Setting.all {
            XCTAssertTrue(lines.contains { $0.hasPrefix("| `--\(setting.name)") || $0.hasPrefix("| `--no-\(setting.name)") },
                          "README's option table lacks --\(setting.name)")
            XCTAssertTrue(lines.contains { $0.hasPrefix("\(setting.name) = ") || $0.hasPrefix("# \(setting.name) = ") },
                          "README's config.toml example lacks \(setting.name)")
        }
    }
}
