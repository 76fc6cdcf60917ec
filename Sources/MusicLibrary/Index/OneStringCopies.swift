/// Copies of strings cut from one joined string: one allocation for them all instead of one each.
///
/// What the background thread keeps after a walk (the albums' ids, the folders it watches) is made on that thread's
/// malloc arena, in the holes the walk's dropped tracks left. Kept one string each, a few thousand of them pin tens
/// of MiB of otherwise free pages (6,400 folder names held 20 MiB resident after a first scan of 1,000,000 tracks);
/// cut from one string, they hold their own bytes only.
enum OneStringCopies {
    /// The strings in order, each a `Substring` of one new string.
    static func of(_ strings: [String]) -> [Substring] {
        // Joined by a character no path or id holds; cut by scalars, not characters: a string may begin with a
        // combining mark, which would join the separator before it.
        let joined = strings.joined(separator: "\u{0}")
        let scalars = joined.unicodeScalars
        var copies: [Substring] = []
        copies.reserveCapacity(strings.count)
        var start = scalars.startIndex
        for string in strings {
            let end = scalars.index(start, offsetBy: string.unicodeScalars.count)
            copies.append(Substring(scalars[start..<end]))
            start = end < scalars.endIndex ? scalars.index(after: end) : end
        }
        return copies
    }
}
