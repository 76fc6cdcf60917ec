import ClockSystem

/// Where tui-clock's shipped files are: the `Resources` folder with `DemoLibrary/` and `ring.ogg`.
public struct ShippedResources: Sendable, Equatable {
    public var directory: String

    public var demoLibrary: String { directory + "/DemoLibrary" }
    public var ringSound: String { directory + "/ring.ogg" }

    public init(directory: String) {
        self.directory = directory
    }

    /// The folder `ResourcesFolder.find` gives for the program at `executablePath` (a source checkout's
    /// `Resources/`, an installed copy's `share/tui-clock/`).
    /// - Parameter executablePath: the running program, e.g. from `/proc/self/exe`.
    public static func find(executablePath: String) -> ShippedResources? {
        ResourcesFolder.find(executablePath: executablePath).map(ShippedResources.init(directory:))
    }
}
