import FoundationEssentials

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
        var folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = folder.deletingLastPathComponent().appendingPathComponent("share/tui-clock").path
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("Resources").path)
            folder = folder.deletingLastPathComponent()
        }
        candidates += [installed, "/usr/share/tui-clock"]
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/DemoLibrary") }
            .map(ShippedResources.init(directory:))
    }
}
