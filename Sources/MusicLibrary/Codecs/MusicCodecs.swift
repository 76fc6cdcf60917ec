import CCodecs
import ClockSystem
import Glibc
import Synchronization

/// The music codecs plugin (`libtui-clock-codecs.so`: TagLib, libpng/libjpeg, libchafa), loaded on first use.
///
/// The clock never needs these libraries, and mapping them at start-up would cost it about 2.5 MiB of resident
/// memory, so they live in a plugin that `swift build` puts beside the executable. Any thread may ask for it.
public enum MusicCodecs {
    public static let fileName = InstalledLayout.codecsPluginName

    /// The plugin's table of functions, loading the plugin the first time.
    public static func table() -> Result<Table, MusicCodecsError> {
        loaded.withLock { state in
            if let state { return state }
            let result = load()
            state = result
            return result
        }
    }

    /// Where the plugin is looked for: beside the executable (a build folder, or `bin/` of a copy that has it
    /// there), then `../lib/tui-clock/` of the executable (an installed copy), then the system's library folders.
    /// The MPRIS plugin (`MPRISRemote`) is looked for the same way, under its own `fileName`.
    public static func candidates(executablePath: String, fileName: String = fileName) -> [String] {
        let folder = ExecutablePath.folder(of: executablePath)
        let parent = ExecutablePath.folder(of: folder)
        return [folder + "/" + fileName, parent + "/lib/tui-clock/" + fileName,
                "/usr/local/lib/tui-clock/" + fileName, "/usr/lib/tui-clock/" + fileName]
    }

    /// A loaded plugin's table; it stays loaded for the rest of the run, so the pointer never dangles.
    public struct Table: @unchecked Sendable {
        public let functions: UnsafePointer<tc_codecs>
    }

    private static let loaded = Mutex<Result<Table, MusicCodecsError>?>(nil)

    /// Loads the plugin file at `path`; the reason on failure is the loader's (a missing library, another version).
    public static func load(path: String) -> Result<Table, MusicCodecsError> {
        var error = [CChar](repeating: 0, count: 512)
        if let table = tc_codecs_load(path, &error, error.count) { return .success(Table(functions: table)) }
        return .failure(.unusable(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
    }

    private static func load() -> Result<Table, MusicCodecsError> {
        let paths = candidates(executablePath: ExecutablePath.current)
        var reasons: [String] = []
        for path in paths where access(path, F_OK) == 0 {
            switch load(path: path) {
            case .success(let table): return .success(table)
            case .failure(let error): reasons.append(error.reason)
            }
        }
        return .failure(reasons.isEmpty ? .notFound(paths[0]) : .unusable(reasons.joined(separator: "; ")))
    }
}

/// Why music support is unavailable; the album wall says so instead of showing albums.
public enum MusicCodecsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No plugin file anywhere it is looked for.
    case notFound(String)
    /// A plugin file exists but does not load (a library it needs is missing, or it is from another version).
    case unusable(String)

    public var description: String {
        switch self {
        case .notFound(let path): "music support is not installed (\(path) is missing: build with `swift build`)"
        case .unusable(let why): "music support does not load: \(why)"
        }
    }

    var reason: String {
        switch self {
        case .notFound(let path): "\(path) is missing"
        case .unusable(let why): why
        }
    }
}
