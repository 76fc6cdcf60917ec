import ClockCore

/// What an empty wall says: that the search matched nothing, that the scan still looks, or why there is no music and
/// what would bring some.
extension AlbumWallView {
    func drawEmpty(_ wall: AlbumWall, libraryUnread: Bool = false, on canvas: inout Canvas) {
        let lines = emptyLines(wall, libraryUnread: libraryUnread, width: canvas.size.width)
        let top = (canvas.size.height - lines.count) / 2
        for (i, line) in lines.enumerated() {
            canvas.writeCentered(line.0, x: 0, width: canvas.size.width, y: top + i, style: line.1)
        }
    }

    /// The empty wall's lines, each fitted to `width`.
    func emptyLines(_ wall: AlbumWall, libraryUnread: Bool, width: Int) -> [(String, Style)] {
        let fit = { (text: String) in Ellipsis.fit(text, width: width, ascii: ascii) }
        let (open, close) = ascii ? ("\"", "\"") : ("“", "”")
        if let search = wall.search, search.matches?.isEmpty == true {
            return [(fit("No albums match " + open + search.text + close), theme[.wallMessage]),
                    (fit("Backspace edits the search, Esc shows every album"), theme[.wallHint])]
        }
        if wall.isScanning { return [(fit(ascii ? "Looking for music..." : "Looking for music…"), theme[.wallMessage])] }
        let found = (fit("No albums found"), theme[.wallMessage])
        // A library that could not be read at all: the reason goes under the message, and no hint would fit.
        if let server = wall.server {
            return libraryUnread ? [found] : [found, (fit("\(server) has no songs: update its database (mpc update)"), theme[.wallHint])]
        }
        // The user named this folder: telling them to name one would be wrong; what is in it is not music tui-clock reads.
        if let folder = wall.folder {
            return libraryUnread ? [found] : [(Self.noAlbums(in: folder, width: width, ascii: ascii), theme[.wallMessage]),
                                              (Self.formatsRead(width: width, ascii: ascii), theme[.wallHint])]
        }
        return [found, (fit("Use --music DIR to show your music"), theme[.wallHint])]
    }

    /// "No albums in ~/Music"; a folder too long to fit loses its beginning, whole folder names first ("…/Rock/Live"):
    /// its end tells it from the others.
    static func noAlbums(in folder: String, width: Int, ascii: Bool) -> String {
        let said = "No albums in "
        let folder = ascii ? TextFold.ascii(folder) : folder
        if CharacterWidth.of(said + folder) <= width { return said + folder }
        let mark = ascii ? "..." : "…"
        let room = width - CharacterWidth.of(said + mark)
        // Too narrow for any of the name to say which folder: what is left to say, whole words.
        guard room >= 4 else { return Ellipsis.fit("No albums", width: width, ascii: ascii) }
        let names = folder.split(separator: "/", omittingEmptySubsequences: false)
        for start in names.indices.dropFirst() {
            let end = "/" + names[start...].joined(separator: "/")
            if CharacterWidth.of(end) <= room { return said + mark + end }
        }
        var end = ""
        for character in folder.reversed() {
            if CharacterWidth.of(String(character) + end) > room { break }
            end = String(character) + end
        }
        return said + mark + end
    }

    /// "tui-clock reads FLAC, MP3, … and WavPack files"; at a narrower width the later (rarer) formats give way to
    /// the ellipsis, a whole name at a time, and on a tiny screen the list stands alone ("FLAC, MP3…").
    static func formatsRead(width: Int, ascii: Bool) -> String {
        let said = "tui-clock reads "
        let names = AudioFormat.allCases.map(\.name)
        let all = said + names.dropLast().joined(separator: ", ") + " and " + names.last! + " files"
        if CharacterWidth.of(all) <= width { return all }
        let mark = ascii ? "..." : "…"
        for start in [said, ""] {
            for count in stride(from: names.count - 1, through: 1, by: -1) {
                let line = start + names.prefix(count).joined(separator: ", ") + mark
                if CharacterWidth.of(line) <= width { return line }
            }
        }
        return Ellipsis.fit(names[0], width: width, ascii: ascii)
    }
}
