import Glibc

/// What the kernel says in `/proc`, read the way each reader here needs it: a file's text (its size reads 0, so it
/// is read to its end, up to a limit), a folder's entry names (processes, threads), and the fields of a stat line.
enum ProcFiles {
    /// The text of `path`, read to its end; nil when it cannot be read or is longer than `limit` bytes.
    static func text(_ path: String, limit: Int = 4 << 20) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: min(16_384, limit + 1))
        while bytes.count <= limit {
            let n = read(fd, &buffer, buffer.count)
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes += buffer[..<n]
        }
        return nil
    }

    /// The names in the folder `path` (`.` and `..` among them); empty when it cannot be read.
    static func entryNames(_ path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names
    }

    /// The fields of a `/proc/PID/stat` line after the command name — the state first, then the parent's pid. They
    /// start after the last `)`: the name before it, in parentheses, may hold spaces and parentheses of its own.
    /// Nil when the text is not a stat line.
    static func statFields(_ text: String) -> [Substring]? {
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\n" })
        return fields.isEmpty ? nil : fields
    }
}
