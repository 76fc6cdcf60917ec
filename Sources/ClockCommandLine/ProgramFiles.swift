import ArgumentParser
import ClockSystem
import FoundationEssentials
import Glibc

/// What ships with the running tui-clock, found where the programs themselves look for it: the clock's terminal
/// program and the codecs plugin (`InstalledLayout.companion`), the resources (`ResourcesFolder`), and the man page
/// that swift-argument-parser's `generate-manual` plugin wrote into the build folder.
struct ProgramFiles {
    var terminalProgram: String
    var codecsPlugin: String
    var mprisPlugin: String
    var daemon: String
    var daemonIdle: String
    var mpdPlugin: String
    var resources: String
    var manPage: String?

    /// The running program, when it is the command users run: `tui-clock-ui`, which reads the same command line,
    /// would otherwise install itself as `bin/tui-clock` or put itself in a service.
    static func runningCommand() throws -> String {
        let program = ExecutablePath.current
        guard !program.hasSuffix("/" + InstalledLayout.terminalProgramName) else {
            throw ValidationError("run this through tui-clock, not \(InstalledLayout.terminalProgramName)")
        }
        return program
    }

    static func beside(_ program: String) throws -> ProgramFiles {
        let terminalProgram = InstalledLayout.companion(InstalledLayout.terminalProgramName, of: program)
        let codecsPlugin = InstalledLayout.companion(InstalledLayout.codecsPluginName, of: program)
        let mprisPlugin = InstalledLayout.companion(InstalledLayout.mprisPluginName, of: program)
        let mpdPlugin = InstalledLayout.companion(InstalledLayout.mpdPluginName, of: program)
        let daemon = InstalledLayout.companion(InstalledLayout.daemonProgramName, of: program)
        let daemonIdle = InstalledLayout.companion(InstalledLayout.daemonIdleProgramName, of: program)
        for (file, what) in [(terminalProgram, "the clock's terminal program"), (codecsPlugin, "the music plugin"),
                             (mprisPlugin, "the MPRIS plugin"), (mpdPlugin, "the MPD plugin"), (daemon, "the background ringer"),
                             (daemonIdle, "the background ringer's idle program")]
        where access(file, R_OK) != 0 {
            throw ValidationError("cannot install: \(what) \(file) is missing (build with `swift build -c release`)")
        }
        guard let resources = ResourcesFolder.find(executablePath: program) else {
            throw ValidationError("cannot install: no Resources folder (ring tone, demo library) near \(program)")
        }
        return ProgramFiles(terminalProgram: terminalProgram, codecsPlugin: codecsPlugin, mprisPlugin: mprisPlugin,
                            daemon: daemon, daemonIdle: daemonIdle, mpdPlugin: mpdPlugin, resources: resources,
                            manPage: manPage(near: program))
    }

    /// `tui-clock.1`: beside the program, in the layout it is installed in, or where `swift package plugin
    /// generate-manual` writes it (`.build/plugins/GenerateManual/outputs/tui-clock/`).
    static func manPage(near program: String) -> String? {
        let real = ResourcesFolder.realPath(program)
        var candidates = [ExecutablePath.folder(of: real) + "/tui-clock.1"]
        if let layout = InstalledLayout.around(executable: real) { candidates.append(layout.manPage) }
        if let build = buildFolder(of: real) { candidates.append(build + "/plugins/GenerateManual/outputs/tui-clock/tui-clock.1") }
        return candidates.first { access($0, R_OK) == 0 }
    }

    /// The first of the program's subcommands the man page at `path` does not describe (`.It Em timers`), or nil.
    /// The plugin writes the page once and nothing rewrites it when the program gains a command: a page without
    /// one was made from an older build, and installing it would describe another program.
    static func subcommandMissing(fromManPage path: String) -> String? {
        guard let page = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let described = Set(page.split(separator: "\n").filter { $0.hasPrefix(".It Em ") }.map { String($0.dropFirst(7)) })
        return Options.configuration.subcommands.compactMap { $0.configuration.commandName }.first { !described.contains($0) }
    }

    /// `/src/tui-clock/.build` for `/src/tui-clock/.build/x86_64-unknown-linux-gnu/release/tui-clock`.
    static func buildFolder(of program: String) -> String? {
        var folder = ExecutablePath.folder(of: program)
        while folder != "/", folder != "." {
            if folder.hasSuffix("/.build") { return folder }
            folder = ExecutablePath.folder(of: folder)
        }
        return nil
    }
}
