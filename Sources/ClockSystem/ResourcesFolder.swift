import ClockCore
import Glibc

/// The folder of files shipped with tui-clock (the ring tone, the demo library), for the program that needs them
/// (the clock, to ring and to show a wall) and for the one that installs them (`tui-clock install`), so both look in
/// the same places.
public enum ResourcesFolder {
    /// Looks beside and above the executable (a source checkout: `.build/debug/tui-clock` → `Resources/`),
    /// then in the installed layout's `share/tui-clock` (`bin/tui-clock` and `lib/tui-clock/tui-clock-ui` under one
    /// prefix, `InstalledLayout`), and finally `/usr/share/tui-clock`. The first holding `DemoLibrary/`.
    public static func find(executablePath: String) -> String? {
        var candidates: [String] = []
        let real = realPath(executablePath)
        var folder = PlainPaths.parent(of: real)
        let installed = InstalledLayout.around(executable: real)?.resourcesFolder
            ?? PlainPaths.join(PlainPaths.parent(of: folder), "share/tui-clock")
        for _ in 0..<6 {
            candidates.append(PlainPaths.join(folder, "Resources"))
            folder = PlainPaths.parent(of: folder)
        }
        candidates += [installed, "/usr/share/tui-clock"]
        return candidates.first { access($0 + "/DemoLibrary", F_OK) == 0 }
    }

    /// `path` with symbolic links resolved (realpath), or as given when it does not exist.
    public static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
