import CMPD
import ClockSystem
import Glibc
import Synchronization

/// The MPD plugin (`libtui-clock-mpd.so`: libmpdclient), loaded the first time music on an MPD server is needed, so
/// neither the clock nor a local library ever maps it. Found where the codecs plugin is found. Any thread may ask.
public enum MPDPlugin {
    public static let fileName = InstalledLayout.mpdPluginName

    /// The plugin's table of functions, loading the plugin the first time; why not, as the user should hear it.
    public static func table() -> Result<Table, MPDError> {
        loaded.withLock { state in
            if let state { return state }
            let result = load()
            state = result
            return result
        }
    }

    /// A loaded plugin's table; it stays loaded for the rest of the run, so the pointer never dangles.
    public struct Table: @unchecked Sendable {
        let functions: UnsafePointer<tc_mpd_table>
    }

    private static let loaded = Mutex<Result<Table, MPDError>?>(nil)

    private static func load() -> Result<Table, MPDError> {
        let paths = MusicCodecs.candidates(executablePath: ExecutablePath.current).map { path in
            String(path.prefix(upTo: path.lastIndex(of: "/")!)) + "/" + fileName
        }
        var reasons: [String] = []
        for path in paths where access(path, F_OK) == 0 {
            var error = [CChar](repeating: 0, count: 512)
            if let table = tc_mpd_load(path, &error, error.count) { return .success(Table(functions: table)) }
            reasons.append(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        let why = reasons.isEmpty ? "\(paths[0]) is missing: build with `swift build`" : reasons.joined(separator: "; ")
        return .failure(MPDError(.pluginMissing, "MPD support is not installed (\(why))"))
    }
}
