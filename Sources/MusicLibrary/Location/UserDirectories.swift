import FoundationEssentials

/// The well-known folders from xdg-user-dirs' `user-dirs.dirs` (a shell fragment of `XDG_…_DIR="…"` lines).
struct UserDirectories {
    /// `XDG_MUSIC_DIR`, with `$HOME` expanded; nil if the file or the line is missing.
    let music: String?

    init(file: String, home: String) {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            music = nil
            return
        }
        music = Self.value(of: "XDG_MUSIC_DIR", in: text, home: home)
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
