import ArgumentParser
import ClockSystem
import Glibc

/// `tui-clock install [--prefix P]`: the program copies itself and what ships with it (found as the running program
/// finds them: `InstalledLayout.companion`, `ResourcesFolder`) into the installed layout under `P` (default
/// `~/.local`), with a man page and shell completions. The installer is the program, so the repository needs no
/// script of its own, and what is installed is exactly what the installed program will look for.
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install tui-clock, its background ringer, its plugins, its sounds, a man page and shell completions under a prefix.",
        discussion: "Run it from the build (`.build/release/tui-clock install`). `tui-clock uninstall` removes it all.")

    @Option(help: ArgumentHelp("Where to install: PREFIX/bin, PREFIX/lib/tui-clock, PREFIX/share (default ~/.local).", valueName: "PREFIX"))
    var prefix: String?

    func run() throws {
        let layout = try InstallCommand.layout(prefix)
        let program = try ProgramFiles.runningCommand()
        if ResourcesFolder.realPath(program) == ResourcesFolder.realPath(layout.command) {
            print("This tui-clock is the one installed in \(layout.prefix); nothing to do.")
            return
        }
        var files = try ProgramFiles.beside(program)
        let staleManPage = files.manPage.flatMap { page in ProgramFiles.subcommandMissing(fromManPage: page).map { (page, $0) } }
        if staleManPage != nil { files.manPage = nil }
        do {
            try InstallFiles.copy(files.terminalProgram, to: layout.clockProgram, mode: 0o755)
            try InstallFiles.copy(files.codecsPlugin, to: layout.privateFolder + "/" + InstalledLayout.codecsPluginName, mode: 0o644)
            try InstallFiles.copy(files.mprisPlugin, to: layout.privateFolder + "/" + InstalledLayout.mprisPluginName, mode: 0o644)
            // The ringer becomes its idle program and back (execv): both before the command the service runs.
            try InstallFiles.copy(files.daemonIdle, to: layout.privateFolder + "/" + InstalledLayout.daemonIdleProgramName, mode: 0o755)
            try InstallFiles.copy(files.daemon, to: layout.privateFolder + "/" + InstalledLayout.daemonProgramName, mode: 0o755)
            try InstallFiles.copy(files.mpdPlugin, to: layout.privateFolder + "/" + InstalledLayout.mpdPluginName, mode: 0o644)
            // What the programs read from the resources (`ShippedResources`), not the scripts that made them.
            try InstallFiles.copy(files.resources + "/ring.ogg", to: layout.resourcesFolder + "/ring.ogg", mode: 0o644)
            try InstallFiles.copyFolder(files.resources + "/DemoLibrary", to: layout.resourcesFolder + "/DemoLibrary")
            if let manPage = files.manPage { try InstallFiles.copy(manPage, to: layout.manPage, mode: 0o644) }
            for shell in InstalledLayout.Shell.allCases {
                let script = Options.completionScript(for: CompletionShell(rawValue: shell.rawValue)!)
                try InstallFiles.write(script, to: layout.completionScript(for: shell), mode: 0o644)
            }
            // The command last: until it is in place nothing on the PATH points at a half-copied install.
            try InstallFiles.copy(program, to: layout.command, mode: 0o755)
        } catch {
            throw ValidationError("\(error); run it again once that is fixed, or `tui-clock uninstall --prefix \(layout.prefix)`")
        }
        print(InstallCommand.summary(layout, manPage: files.manPage != nil))
        if let (page, missing) = staleManPage {
            StandardError.write("tui-clock: \(page) was made from an older build (it has no `\(missing)`), so it was not installed: "
                                + "`swift package plugin generate-manual` makes it anew; then install again.")
        } else if files.manPage == nil {
            StandardError.write("tui-clock: no man page to install: `swift package plugin generate-manual` makes it; then install again.")
        }
    }

    /// The layout under `--prefix` (made absolute), or under `~/.local`.
    static func layout(_ prefix: String?) throws -> InstalledLayout {
        guard let prefix else {
            guard let user = InstalledLayout.userPrefix(environment: ProcessEnvironment.current()) else {
                throw ValidationError("there is no home folder (HOME) to install into; give --prefix")
            }
            return user
        }
        guard !prefix.isEmpty else { throw ValidationError("--prefix must name a folder") }
        if prefix.hasPrefix("/") { return InstalledLayout(prefix: prefix) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { throw ValidationError("cannot tell the current folder for --prefix \(prefix)") }
        let folder = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return InstalledLayout(prefix: folder + "/" + prefix)
    }

    static func summary(_ layout: InstalledLayout, manPage: Bool) -> String {
        var lines = ["Installed tui-clock in \(layout.prefix):",
                     "  \(layout.command)",
                     "  \(layout.privateFolder)/ (the clock's terminal program, the background ringer, the music, MPRIS and MPD plugins)",
                     "  \(layout.resourcesFolder)/ (the ring tone, the demo library)"]
        if manPage { lines.append("  \(layout.manPage)") }
        lines += InstalledLayout.Shell.allCases.map { "  \(layout.completionScript(for: $0))" }
        let path = ProcessEnvironment.current()["PATH"] ?? ""
        if !path.split(separator: ":").contains(Substring(layout.commandFolder)) {
            lines.append("\(layout.commandFolder) is not on your PATH: add it (e.g. in ~/.profile) to run `tui-clock`.")
        }
        lines.append("zsh: add \(ExecutablePath.folder(of: layout.completionScript(for: .zsh))) to fpath for completions.")
        lines.append("Alarms while tui-clock is closed: \(layout.command) service install")
        return lines.joined(separator: "\n")
    }
}

/// `tui-clock uninstall [--prefix P]`: removes what `install` put there, the service first when it runs that copy,
/// and any other background ringer running from it.
struct UninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove what `tui-clock install` installed under a prefix (and the service, if it runs that copy).",
        discussion: """
            A background ringer running from that prefix is stopped first, however it was started. A clock open from it \
            is left running (it may be in the middle of something) and named: quit it when you like.
            """)

    @Option(help: ArgumentHelp("The prefix it was installed under (default ~/.local).", valueName: "PREFIX"))
    var prefix: String?

    func run() throws {
        let layout = try InstallCommand.layout(prefix)
        let owned = layout.singleFiles + [layout.privateFolder, layout.resourcesFolder]
        guard owned.contains(where: { access($0, F_OK) == 0 }) else {
            print("tui-clock is not installed in \(layout.prefix); nothing to remove.")
            return
        }
        // A service running this copy is stopped before its program goes (else systemd restarts a missing program).
        if let unitPath = ServiceUnit.path(environment: ProcessEnvironment.current()),
           let unit = ServiceCommand.readUnit(unitPath), ServiceUnit.program(in: unit) == layout.command {
            try ServiceCommand.remove(unitPath: unitPath)
        }
        try Self.stopRingers(of: layout)
        // Asked before the files go: a program path that no longer exists matches nothing.
        let openClocks = RunningPrograms.processes(running: [layout.clockProgram])
        do {
            for path in owned { try InstallFiles.remove(path) }
        } catch {
            throw ValidationError("\(error)")
        }
        for path in owned { InstallFiles.removeEmptyFolders(from: ExecutablePath.folder(of: path), upTo: layout.prefix) }
        print("Removed tui-clock from \(layout.prefix).")
        if let note = Self.openClocksNote(openClocks, prefix: layout.prefix) { print(note) }
    }

    /// An open clock is the user's own window, maybe with a label half typed or music playing: it is not closed
    /// under them, as a ringer in the background is. It runs on from its deleted files until quit, without the ring
    /// tone that went with them, and the user is told so.
    static func openClocksNote(_ pids: [pid_t], prefix: String) -> String? {
        guard !pids.isEmpty else { return nil }
        let which = pids.count == 1 ? "A tui-clock opened from \(prefix) is still open (pid \(pids[0]))"
            : "\(pids.count) tui-clocks opened from \(prefix) are still open (pids \(pids.map(String.init).joined(separator: ", ")))"
        return which + ": left running until you quit it (q); its alarms ring without the ring tone, which was removed."
    }

    /// A ringer started by hand from this copy (`tui-clock daemon` in a terminal or a session script) is asked to
    /// stop as the service's is: once its files are gone it would go on without a ring tone, still the one ringer.
    static func stopRingers(of layout: InstalledLayout) throws {
        let ringers = RunningPrograms.processes(running: layout.ringerPrograms)
        guard !ringers.isEmpty else { return }
        let named = { (pids: [pid_t]) in pids.map(String.init).joined(separator: ", ") }
        let left = RunningPrograms.stop(ringers, programs: layout.ringerPrograms, timeout: stopTimeout)
        guard left.isEmpty else {
            throw ValidationError("the background ringer from \(layout.prefix) (pid \(named(left))) did not stop within "
                                  + "\(Int(stopTimeout)) s; nothing was removed")
        }
        print("Stopped the background ringer running from \(layout.prefix) (pid \(named(ringers))).")
    }

    /// The ringer stops its sound and notification first; a few seconds is plenty even on a loaded machine.
    static let stopTimeout = 10.0
}
