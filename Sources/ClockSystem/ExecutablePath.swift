import Glibc

/// The running program's real path, so files shipped with it are found whatever the working directory and however
/// it was started (through `$PATH`, a symlink, a relative path).
public enum ExecutablePath {
    public static var current: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder holding `path`: "/a/b/c" → "/a/b", "/c" → "/", "c" → ".".
    public static func folder(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        return slash == p.startIndex ? "/" : String(p[..<slash])
    }
}
