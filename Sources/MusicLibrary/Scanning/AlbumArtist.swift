import ClockCore

/// The artist an album without an album-artist tag is shown under, chosen from its tracks' artists.
///
/// Guest credits do not make a compilation: "A", "A feat. B" and "A & C" on one album are A's album, since one
/// artist leads every credit, followed only by a word that joins in guests. The artists really differ — and the
/// album is "Various Artists" — when no artist leads them all ("Alice", "Bob"), or when a track is flagged as part
/// of a compilation. A band whose name joins words ("Earth, Wind & Fire") leads its own credits whole.
enum AlbumArtist {
    static let variousArtists = "Various Artists"

    /// Where a guest credit starts: the lead artist is the text before it ("A feat. B", "A (ft. B)").
    static let guestMarkers = [" feat.", " feat ", " ft.", " ft ", " featuring ", "(feat.", "(feat ", "(featuring ",
                               "[feat.", "[feat ", "[featuring ", "(ft.", "(ft ", "[ft.", "[ft ", "(with ", "[with "]
    /// What may follow the lead artist in a credit that adds others ("A & C", "A, B", "A x B", "A / B").
    static let joiners = [" feat.", " feat ", " ft.", " ft ", " featuring ", " with ", " & ", " and ", " + ", " x ",
                          " vs.", " vs ", ",", ";", "/", " (", " ["]

    /// - Parameters:
    ///   - trackArtists: each track's artist credit, in track order (the first spelling seen is the one shown).
    ///   - isCompilation: whether any track carries the compilation flag.
    static func of(trackArtists: [String], isCompilation: Bool) -> String {
        if isCompilation { return variousArtists }
        // Most albums credit one artist on every track, spelt the same: no need to look for guests.
        if let first = trackArtists.first, trackArtists.allSatisfy({ $0 == first }) { return first }
        var credits: [String] = []
        var seenCredits: Set<String> = []
        var leads: [(lower: String, shown: String, count: Int)] = []
        var leadIndex: [String: Int] = [:]
        for artist in trackArtists {
            let lower = artist.lowercased()
            if seenCredits.insert(lower).inserted { credits.append(lower) }
            let lead = leadArtist(of: artist)
            let leadLower = lead.lowercased()
            if let index = leadIndex[leadLower] { leads[index].count += 1 } else {
                leadIndex[leadLower] = leads.count
                leads.append((leadLower, lead, 1))
            }
        }
        // The most common lead first, ties in track order; a candidate that does not lead the first credit it is
        // checked against fails at once, so a folder of many artists costs little.
        let candidates = leads.enumerated().sorted { a, b in
            a.element.count != b.element.count ? a.element.count > b.element.count : a.offset < b.offset
        }.map(\.element)
        for candidate in candidates where credits.allSatisfy({ isLed(by: candidate.lower, credit: $0) }) {
            return candidate.shown
        }
        return variousArtists
    }

    /// The credit without its guests: "A feat. B" -> "A".
    static func leadArtist(of credit: String) -> String {
        let bytes = Array(credit.utf8)
        for start in bytes.indices {
            for marker in guestMarkers where Self.bytes(bytes, at: start, startWithIgnoringASCIICase: marker) {
                let lead = String(decoding: bytes[..<start], as: UTF8.self).trimmingWhitespace
                return lead.isEmpty ? credit : String(lead)
            }
        }
        return credit
    }

    /// Whether `credit` (lower-cased) is `lead`'s, alone or joined by others.
    private static func isLed(by lead: String, credit: String) -> Bool {
        guard credit.utf8.starts(with: lead.utf8) else { return false }
        let rest = credit.utf8.dropFirst(lead.utf8.count)
        return rest.isEmpty || joiners.contains { rest.starts(with: $0.utf8) }
    }

    /// Markers are ASCII, so comparing bytes with ASCII case folding never matches inside a multi-byte character.
    private static func bytes(_ bytes: [UInt8], at start: Int, startWithIgnoringASCIICase marker: String) -> Bool {
        var index = start
        for expected in marker.utf8 {
            guard index < bytes.count else { return false }
            var byte = bytes[index]
            if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
            guard byte == expected else { return false }
            index += 1
        }
        return true
    }
}
