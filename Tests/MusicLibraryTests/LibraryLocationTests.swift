import Foundation
import MusicLibrary
import XCTest

final class LibraryLocationTests: XCTestCase {
    private var home: String!
    private let demo = "/opt/tui-clock/Resources/DemoLibrary"

    override func setUpWithError() throws {
        home = NSTemporaryDirectory() + "tui-clock-home-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: home)
    }

    private func makeFolder(_ relative: String) throws -> String {
        let path = home + "/" + relative
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func writeUserDirs(_ text: String, configHome: String? = nil) throws {
        let folder = configHome ?? home + "/.config"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/user-dirs.dirs", atomically: true, encoding: .utf8)
    }

    private func resolve(explicit: String? = nil, explicitReason: LibraryLocation.Reason = .commandLine,
                         environment: [String: String] = [:]) -> LibraryLocation {
        LibraryLocation.resolve(explicit: explicit, explicitReason: explicitReason, environment: environment, home: home,
                                demoLibrary: demo, workingDirectory: "/work")
    }

    func testCommandLineFolderWinsOverEverything() throws {
        _ = try makeFolder("Music")
        let location = resolve(explicit: "/srv/music", environment: ["TUI_CLOCK_MUSIC": "/elsewhere"])
        XCTAssertEqual(location, LibraryLocation(directory: "/srv/music", reason: .commandLine))
    }

    func testCommandLineFolderExpandsTildeAndRelativePaths() {
        XCTAssertEqual(resolve(explicit: "~/Tunes").directory, home + "/Tunes")
        XCTAssertEqual(resolve(explicit: "songs").directory, "/work/songs")
    }

    func testEnvironmentVariableComesNext() throws {
        _ = try makeFolder("Music")
        let location = resolve(environment: ["TUI_CLOCK_MUSIC": "/media/music"])
        XCTAssertEqual(location, LibraryLocation(directory: "/media/music", reason: .environment))
    }

    /// `TUI_CLOCK_MUSIC='~/Music'` (quoted where it was set, so no shell expanded it) is the home's.
    func testEnvironmentVariableExpandsTildeToo() {
        XCTAssertEqual(resolve(environment: ["TUI_CLOCK_MUSIC": "~/Tunes"]),
                       LibraryLocation(directory: home + "/Tunes", reason: .environment))
        XCTAssertEqual(resolve(environment: ["TUI_CLOCK_MUSIC": "~"]).directory, home)
    }

    func testXDGMusicFolderWithHomeFormIsUsedBeforeHomeMusic() throws {
        _ = try makeFolder("Music")
        let xdg = try makeFolder("Audio/Collection")
        try writeUserDirs("""
            # This file is written by xdg-user-dirs-update
            XDG_DESKTOP_DIR="$HOME/Desktop"
            XDG_MUSIC_DIR="$HOME/Audio/Collection"
            """)
        XCTAssertEqual(resolve(), LibraryLocation(directory: xdg, reason: .xdgMusicDirectory))
    }

    func testXDGMusicFolderHonoursXDGConfigHomeAndAbsolutePaths() throws {
        let xdg = try makeFolder("elsewhere/music")
        let config = try makeFolder("custom-config")
        try writeUserDirs("XDG_MUSIC_DIR=\"\(xdg)\"\n", configHome: config)
        XCTAssertEqual(resolve(environment: ["XDG_CONFIG_HOME": config]),
                       LibraryLocation(directory: xdg, reason: .xdgMusicDirectory))
    }

    func testXDGMusicFolderThatIsHomeOrMissingIsIgnored() throws {
        let music = try makeFolder("Music")
        try writeUserDirs("XDG_MUSIC_DIR=\"$HOME/\"\n")
        XCTAssertEqual(resolve(), LibraryLocation(directory: music, reason: .homeMusic))
        try writeUserDirs("XDG_MUSIC_DIR=\"$HOME/Gone\"\n")
        XCTAssertEqual(resolve(), LibraryLocation(directory: music, reason: .homeMusic))
    }

    func testHomeMusicFolderIsUsedWhenItExists() throws {
        let music = try makeFolder("Music")
        XCTAssertEqual(resolve(), LibraryLocation(directory: music, reason: .homeMusic))
    }

    func testOnlyAFolderTheUserNamedIsNamedOnTheEmptyWall() {
        XCTAssertTrue(resolve(explicit: "/srv/music").reason.isNamedByUser)
        XCTAssertTrue(resolve(environment: ["TUI_CLOCK_MUSIC": "/srv/music"]).reason.isNamedByUser)
        XCTAssertFalse(resolve().reason.isNamedByUser, "the demo library")
    }

    /// A folder that is not there is fixed where it was named: `music =` in the config file (named by its path),
    /// `$TUI_CLOCK_MUSIC`, or `--music`; `--music` goes over both, so it is offered each time.
    func testAMissingFolderSaysWhereItWasNamed() {
        let missing = ScanError.folderNotFound("/nope")
        XCTAssertEqual(missing.description(namedBy: resolve(explicit: "/nope").reason),
                       "music folder /nope does not exist: pass another with --music DIR")
        XCTAssertEqual(missing.description, missing.description(namedBy: .commandLine))
        let file = resolve(explicit: "/nope", explicitReason: .configFile("~/.config/tui-clock/config.toml"))
        XCTAssertEqual(file, LibraryLocation(directory: "/nope", reason: .configFile("~/.config/tui-clock/config.toml")))
        XCTAssertTrue(file.reason.isNamedByUser)
        XCTAssertEqual(missing.description(namedBy: file.reason),
                       "music folder /nope does not exist: change music = in ~/.config/tui-clock/config.toml, "
                       + "or pass another with --music DIR")
        XCTAssertEqual(missing.description(namedBy: resolve(environment: ["TUI_CLOCK_MUSIC": "/nope"]).reason),
                       "music folder /nope does not exist: change $TUI_CLOCK_MUSIC, or pass another with --music DIR")
    }

    func testAFolderIsShownAsTheUserWouldTypeIt() {
        XCTAssertEqual(resolve(explicit: "~/Music/").shown(home: home), "~/Music")
        XCTAssertEqual(resolve(explicit: "~").shown(home: home), "~")
        XCTAssertEqual(resolve(explicit: "/srv/music").shown(home: home), "/srv/music")
        XCTAssertEqual(resolve(explicit: "songs").shown(home: home), "/work/songs")
        XCTAssertEqual(LibraryLocation(directory: home + "-other/x", reason: .commandLine).shown(home: home),
                       home + "-other/x", "a folder beside the home folder whose name starts the same")
        XCTAssertEqual(LibraryLocation(directory: "/music", reason: .commandLine).shown(home: "/"), "/music")
    }

    func testDemoLibraryIsTheLastResort() {
        XCTAssertEqual(resolve(), LibraryLocation(directory: demo, reason: .demoLibrary))
        XCTAssertEqual(resolve(explicit: "", environment: ["TUI_CLOCK_MUSIC": ""]).reason, .demoLibrary)
    }
}
