import Glibc

/// The well-known folders from xdg-user-dirs' `user-dirs.dirs` (a shell fragment of `XDG_…_DIR="…"` lines).
struct UserDirectories {
    /// `XDG_MUSIC_DIR`, with `$HOME` expanded; nil if the file or the line is missing.
    let music: String?

    init(file: String, home: String) {
        guard let text = Self.readText(file) else {
            music = nil
            return
        }
        music = Self.value(of: "XDG_MUSIC_DIR", in: text, home: home)
    }

    /// The whole file as UTF-8 text; nil if it cannot be read or is not UTF-8.
    static func readText(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n < 0, errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { return String(validating: bytes, as: UTF8.self) }
            bytes.append(contentsOf: chunk[..<n])
        }
    }

    /// Reads `NAME="value"` (quotes optional), expanding a leading `$HOME` or `${HOME}` as the file format allows.
    static func value(of name: String, in text: String, home: String) -> String? {
        var found: String?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingWhitespace
            guard !line.hasPrefix("#"), line.hasPrefix(name + "=") else { continue }
            var value = Substring(line.dropFirst(name.count + 1))
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
            var path = String(value)
            for homeForm in ["${HOME}", "$HOME"] where path.hasPrefix(homeForm) {
                path = home + path.dropFirst(homeForm.count)
                break
            }
            guard path.hasPrefix("/") else { continue }
            found = path
        }
        return found
    }
}
