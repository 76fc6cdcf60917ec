/// What a track's place in the folder tree says when its tags are silent:
/// `Artist/Album/NN Title.ext`, with `CD1`/`Disc 2` folders counted as discs of the album above.
struct FolderLayout: Equatable {
    var artist: String?
    var album: String?
    var title: String
    var trackNumber: Int?
    var discNumber: Int?
    /// The album's folder (the parent of a disc folder).
    var albumDirectory: String

    /// - Parameters:
    ///   - relativeFolders: the folders from the library root down to the file's folder (root excluded).
    ///   - fileName: the file's name with extension.
    ///   - directory: the absolute path of the file's folder.
    init(relativeFolders: [String], fileName: String, directory: String) {
        var folders = relativeFolders
        albumDirectory = directory
        if let last = folders.last, let disc = Self.discNumber(folderName: last) {
            discNumber = disc
            folders.removeLast()
            if let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
                albumDirectory = String(directory[..<slash])
            }
        }
        album = folders.last
        artist = folders.count >= 2 ? folders[folders.count - 2] : nil
        let (number, title) = Self.splitTrackNumber(Self.stem(fileName))
        trackNumber = number
        self.title = title
    }

    static func stem(_ fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    /// "03 - Title", "03. Title", "03 Title", "1-03 Title" -> (3, "Title").
    static func splitTrackNumber(_ stem: String) -> (Int?, String) {
        var rest = Substring(stem)
        var digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return (nil, stem) }
        rest = rest.dropFirst(digits.count)
        // "1-03": disc-track; keep the track part.
        if rest.first == "-", case let more = rest.dropFirst().prefix(while: { $0.isASCII && $0.isNumber }),
           !more.isEmpty, more.count <= 3 {
            digits = more
            rest = rest.dropFirst(1 + more.count)
        }
        let title = rest.drop { $0 == " " || $0 == "-" || $0 == "." || $0 == "_" }
        guard !title.isEmpty else { return (Int(digits), stem) }
        return (Int(digits), String(title))
    }

    /// "CD1", "cd 2", "Disc 3", "disk2" -> the number.
    static func discNumber(folderName: String) -> Int? {
        let lower = folderName.lowercased()
        for prefix in ["cd", "disc", "disk"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count).drop { $0 == " " || $0 == "_" || $0 == "-" }
            if !rest.isEmpty, rest.count <= 2, rest.allSatisfy({ $0.isASCII && $0.isNumber }) { return Int(rest) }
        }
        return nil
    }
}
