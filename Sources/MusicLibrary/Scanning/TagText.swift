import ClockCore

/// Makes tag and file-name text fit for the screen, once, when the library is read: every frame then draws
/// short, plain text whatever the files hold.
///
/// C1 controls (U+0080–U+009F) are read as the Windows-1252 characters they stand for: TagLib decodes a Latin-1
/// frame byte by byte, and such a frame written on Windows holds 0x92 for "’" (TagLib drops text that is not
/// valid UTF-8 instead, and the file or folder name stands in for it, see `PathBytes.display`).
/// Then what `OutsideText.isShown` refuses goes (bidi overrides and isolates could reverse the rest of a screen
/// line; a BOM, soft hyphens or C0 controls would move the cursor or draw nothing; alarm labels are cleaned by the
/// same rule); whitespace runs become one space; and the text is cut at `maxCharacters` grapheme clusters
/// or `maxBytes` of UTF-8, whichever comes first, with an ellipsis.
enum TagText {
    /// Far more than any screen shows (a wall tile is 20 columns, the player panel a terminal's width).
    static let maxCharacters = 256
    /// Bounds a cluster made of thousands of combining marks, which counts as one character.
    static let maxBytes = 1024

    /// The cleaned text, or nil when nothing visible is left.
    static func clean(_ raw: String) -> String? {
        // Most tags are already clean: looking at their bytes spares the Unicode property look-ups below, which
        // were a sixth of a start from the index.
        if isPlainASCII(raw) { return raw }
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        var bytes = 0
        for rawScalar in raw.unicodeScalars {
            let scalar = (0x80...0x9F).contains(rawScalar.value) ? Windows1252.scalar(for: UInt8(rawScalar.value)) : rawScalar
            if isSpace(scalar) {
                pendingSpace = !scalars.isEmpty
                continue
            }
            guard OutsideText.isShown(scalar) else { continue }
            if pendingSpace {
                scalars.append(" ")
                pendingSpace = false
            }
            scalars.append(scalar)
            bytes += UTF8.width(scalar)
            // Enough to cut from; keeps the work bounded for a megabyte of tag.
            if bytes > maxBytes + 4 { break }
        }
        let text = String(scalars)
        guard !text.isEmpty else { return nil }
        return cut(text)
    }

    private static func cut(_ text: String) -> String {
        guard text.utf8.count > maxBytes || text.count > maxCharacters else { return text }
        let ellipsis = "…"
        var kept = ""
        var keptBytes = 0
        var keptCount = 0
        for character in text {
            let width = character.utf8.count
            guard keptCount < maxCharacters - 1, keptBytes + width <= maxBytes - ellipsis.utf8.count else { break }
            kept.append(character)
            keptBytes += width
            keptCount += 1
        }
        if kept.isEmpty {
            // One giant cluster: keep its first scalars.
            var scalars = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                keptBytes += UTF8.width(scalar)
                if keptBytes > maxBytes - ellipsis.utf8.count { break }
                scalars.append(scalar)
            }
            kept = String(scalars)
        }
        return kept + ellipsis
    }

    /// Printable ASCII with single spaces between words, short enough not to be cut: what `clean` leaves as it is.
    static func isPlainASCII(_ raw: String) -> Bool {
        let check = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            guard !bytes.isEmpty, bytes.count <= min(maxCharacters, maxBytes) else { return false }
            var afterSpace = true  // a leading space is not plain
            for byte in bytes {
                if byte == 0x20 {
                    if afterSpace { return false }
                    afterSpace = true
                } else if byte > 0x20 && byte < 0x7F {
                    afterSpace = false
                } else {
                    return false
                }
            }
            return !afterSpace
        }
        if let plain = raw.utf8.withContiguousStorageIfAvailable(check) { return plain }
        return Array(raw.utf8).withUnsafeBufferPointer(check)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: true
        case .control: scalar.properties.isWhitespace
        default: false
        }
    }
}

extension TrackTags {
    /// The tags with every text field passed through `TagText.clean`.
    func cleanedForDisplay() -> TrackTags {
        var tags = self
        tags.title = title.flatMap(TagText.clean)
        tags.artist = artist.flatMap(TagText.clean)
        tags.album = album.flatMap(TagText.clean)
        tags.albumArtist = albumArtist.flatMap(TagText.clean)
        return tags
    }
}
