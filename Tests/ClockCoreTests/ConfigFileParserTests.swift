import ClockCore
import XCTest

/// The config file, `config.toml`: each key, each kind of error with its line, and the command line over it.
final class ConfigFileParserTests: XCTestCase {
    func parse(_ text: String) -> Result<Preferences, ConfigFileError> { ConfigFileParser.parse(Array(text.utf8)) }

    func error(_ text: String) -> ConfigFileError? {
        if case .failure(let e) = parse(text) { return e }
        XCTFail("parsed without an error: \(text)")
        return nil
    }

    func testEveryKeyIsRead() throws {
        let text = """
            # tui-clock settings
            theme = "light"
            24h = true
            seconds = false
            ascii = true   # plain characters
            mouse = false
            animation = false
            music = "~/Music"
            snooze = 15
            braille = false
            """
        XCTAssertEqual(try parse(text).get(),
                       Preferences(theme: "light", twentyFourHour: true, seconds: false, ascii: true, mouse: false,
                                   animation: false, music: "~/Music", snooze: 15, braille: false))
    }

    func testAnEmptyFileOrOneOfCommentsSetsNothing() throws {
        XCTAssertEqual(try parse("").get(), Preferences())
        XCTAssertEqual(try parse("# nothing\n\n   \t\r\n# more\n").get(), Preferences())
    }

    func testTomlSpellingsOfTheSameValuesAreAccepted() throws {
        XCTAssertEqual(try parse("\"24h\" = true\r\nsnooze = +1_0\nmusic = '/srv/mus ic'\ntheme=\"d\\u0061rk\"").get(),
                       Preferences(theme: "dark", twentyFourHour: true, music: "/srv/mus ic", snooze: 10))
        XCTAssertEqual(try parse("music = \"C:\\\\Music\\t\"").get().music, "C:\\Music\t")
    }

    func testASyntaxErrorNamesItsLine() {
        XCTAssertEqual(error("24h = true\n\nseconds false\n"),
                       ConfigFileError(line: 3, message: "expected '=' after the key seconds"))
        XCTAssertEqual(error("music = \"~/Music\n")?.line, 1)
        XCTAssertEqual(error("ascii = true\nsnooze = 5 6")?.message, "unexpected '6' after the value of snooze")
        XCTAssertEqual(error("\n\nmouse =\n")?.message, "mouse has no value")
        XCTAssertEqual(error("music = \"\\q\"")?.message, "unknown escape \\q in a string (write \\\\ for a backslash)")
        XCTAssertEqual(error("24h = yes")?.message,
                       "24h = yes is not a value: write true, false, a number or a \"quoted string\"")
    }

    func testAnUnknownKeyNamesItsLineAndTheKnownKeys() {
        XCTAssertEqual(error("ascii = true\ncolour = \"red\"")?.description,
                       "line 2: unknown key 'colour'; the keys are theme, 24h, seconds, ascii, mouse, animation, music, snooze, braille, images")
    }

    func testAWrongTypeNamesTheKeyAndTheValue() {
        XCTAssertEqual(error("24h = \"true\""), ConfigFileError(line: 1, message: "24h must be true or false, not \"true\""))
        XCTAssertEqual(error("\nsnooze = \"10\"")?.message, "snooze must be a whole number, not \"10\"")
        XCTAssertEqual(error("music = 3")?.message, "music must be a quoted string, not 3")
        XCTAssertEqual(error("theme = true")?.message, "theme must be a quoted string, not true")
    }

    func testAnOutOfRangeValueSaysWhatIsAllowed() {
        XCTAssertEqual(error("snooze = 0"), ConfigFileError(line: 1, message: "snooze must be 1 to 30 minutes, not 0"))
        XCTAssertEqual(error("snooze = 31")?.message, "snooze must be 1 to 30 minutes, not 31")
        XCTAssertEqual(error("snooze = 99999999999999999999")?.line, 1)
        XCTAssertEqual(error("theme = \"blue\"")?.message, "theme must be one of \"auto\", \"light\", \"dark\", not \"blue\"")
        XCTAssertEqual(error("music = \"\"")?.message, "music must name a folder, not \"\"")
        XCTAssertEqual(error("music = \"~bob/Music\"")?.message,
                       "music = '~bob/Music': only ~ and ~/ (your home folder) are expanded; write another user's folder in full")
        XCTAssertEqual(try parse("music = \"~/Music\"").get().music, "~/Music", "the home's, expanded where it is used")
    }

    func testTomlThisFileDoesNotUseIsRefusedClearly() {
        XCTAssertEqual(error("[clock]\n24h = true")?.message, "tables ([…]) are not used: write the settings at the top level")
        XCTAssertEqual(error("clock.24h = true")?.message, "dotted keys are not used: write clock = … on its own")
        for value in ["[1, 2]", "1.5", "{ a = 1 }", "07:30:00", "\"\"\"x\"\"\""] {
            XCTAssertEqual(error("snooze = \(value)")?.message,
                           "snooze: only true/false, whole numbers and one-line \"strings\" are used in this file", value)
        }
    }

    func testAKeyGivenTwiceIsAnError() {
        XCTAssertEqual(error("24h = true\nseconds = true\n24h = false"),
                       ConfigFileError(line: 3, message: "24h is set twice (first on line 1)"))
    }

    func testBytesThatAreNotUTF8NameTheirLine() {
        XCTAssertEqual(ConfigFileParser.parse(Array("ascii = true\n".utf8) + [0x6D, 0xFF, 0x3D]),
                       .failure(ConfigFileError(line: 2, message: "this line is not UTF-8 text")))
    }

    func testTheNoticeNamesTheFileAndTheLine() {
        XCTAssertEqual(ConfigFileError(line: 3, message: "unknown key 'x'").notice(path: "/h/.config/tui-clock/config.toml"),
                       "/h/.config/tui-clock/config.toml:3: unknown key 'x'; using the defaults")
        XCTAssertEqual(ConfigFileError(line: 0, message: "cannot read it").notice(path: "c.toml"),
                       "c.toml: cannot read it; using the defaults")
    }

    func testTheCommandLineOverridesTheConfigFileKeyByKey() {
        let file = Preferences(theme: "light", twentyFourHour: true, seconds: false, mouse: false, music: "/a", snooze: 5)
        let commandLine = Preferences(twentyFourHour: false, mouse: true, music: "/b", braille: false)
        XCTAssertEqual(file.overridden(by: commandLine),
                       Preferences(theme: "light", twentyFourHour: false, seconds: false, mouse: true, music: "/b",
                                   snooze: 5, braille: false))
        XCTAssertEqual(file.overridden(by: Preferences()), file)
    }
}

/// Issue 14: `images = …` in config.toml, and `--images` over it.
final class ImagesConfigTests: XCTestCase {
    func parse(_ text: String) -> Result<Preferences, ConfigFileError> { ConfigFileParser.parse(Array(text.utf8)) }

    func testEachImagesChoiceIsReadFromTheConfigFile() throws {
        let expected: [String: ImageChoice] = ["auto": .auto, "kitty": .only(.kitty), "sixel": .only(.sixel),
                                               "iterm2": .only(.iterm2), "symbols": .only(.symbols)]
        for (name, choice) in expected {
            XCTAssertEqual(try parse("images = \"\(name)\"").get().images, choice, name)
        }
        XCTAssertNil(try parse("24h = true").get().images, "unset: the default (auto) decides")
    }

    func testAnUnknownImagesValueNamesTheChoices() {
        guard case .failure(let error) = parse("\nimages = \"png\"") else { return XCTFail("accepted") }
        XCTAssertEqual(error, ConfigFileError(line: 2, message:
            "images must be one of \"auto\", \"kitty\", \"sixel\", \"iterm2\", \"symbols\", not \"png\""))
        guard case .failure(let wrongType) = parse("images = true") else { return XCTFail("accepted") }
        XCTAssertEqual(wrongType.message, "images must be a quoted string, not true")
    }

    func testTheCommandLinesImagesOverridesTheConfigFiles() {
        let file = Preferences(images: .only(.symbols))
        XCTAssertEqual(file.overridden(by: Preferences(images: .only(.sixel))).images, .only(.sixel))
        XCTAssertEqual(file.overridden(by: Preferences()).images, .only(.symbols))
    }
}
