/// Joining and splitting file paths as plain strings, without Foundation's `URL`: its parser and file-system
/// code would stay resident in the idle clock for the few path operations done at start.
public enum PlainPaths {
    /// `directory/name`, with trailing slashes of `directory` dropped first so none is doubled; "/" stays the root.
    public static func join(_ directory: String, _ name: String) -> String {
        let base = withoutTrailingSlashes(directory)
        return base == "/" ? "/" + name : base + "/" + name
    }

    /// The folder holding `path`: "/a/b/c" → "/a/b", "/a" → "/", "/" → "/", "name" → ".".
    public static func parent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        return String(p)
    }
}
