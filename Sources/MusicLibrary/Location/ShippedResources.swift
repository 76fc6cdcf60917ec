import ClockCore
import Glibc

/// Where tui-clock's shipped files are: the `Resources` folder with `DemoLibrary/` and `ring.ogg`.
public struct ShippedResources: Sendable, Equatable {
    public var directory: String

    public var demoLibrary: String { directory + "/DemoLibrary" }
    public var ringSound: String { directory + "/ring.ogg" }

    public init(directory: String) {
        self.directory = directory
    }

    /// Looks beside and above the executable (a source checkout: `.build/debug/tui-clock` → `Resources/`),
    /// then in `../share/tui-clock` (an installed copy), and finally `/usr/share/tui-clock`.
    /// - Parameter executablePath: the running program, e.g. from `/proc/self/exe`.
    public static func find(executablePath: String) -> ShippedResources? {
        var candidates: [String] = []
        var folder = PlainPaths.parent(of: realPath(executablePath))
        let installed = PlainPaths.join(PlainPaths.parent(of: folder), "share/tui-clock")
        for _ in 0..<6 {
            candidates.append(PlainPaths.join(folder, "Resources"))
            folder = PlainPaths.parent(of: folder)
        }
        candidates += [installed, "/usr/share/tui-clock"]
        return candidates.first { access($0 + "/DemoLibrary", F_OK) == 0 }
            .map(ShippedResources.init(directory:))
    }

    /// `path` with symbolic links resolved (realpath), or as given when it does not exist.
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
