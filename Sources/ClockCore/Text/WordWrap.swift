/// Greedy word wrap by terminal columns, shared by notification boxes and placeholder covers.
public enum WordWrap {
    /// `text` in lines of at most `width` columns: breaks at spaces, keeps its own line breaks, and cuts a word
    /// longer than a line (a path, say) between grapheme clusters. Empty text has no lines.
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "", lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                var wordWidth = TerminalColumns.of(String(word))
                if !line.isEmpty && lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                while wordWidth > width {
                    let (head, rest) = cut(word, width: width)
                    lines.append(String(head))
                    word = rest
                    wordWidth = TerminalColumns.of(String(word))
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// At most `maxLines` lines of `lines(_:width:)`; when some are left out, the last one shown ends in "…".
    public static func lines(_ text: String, width: Int, maxLines: Int) -> [String] {
        var lines = lines(text, width: width)
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        lines.removeLast(lines.count - maxLines)
        var last = lines.removeLast()
        while !last.isEmpty, TerminalColumns.of(last) + 1 > width { last.removeLast() }
        lines.append(last + "…")
        return lines
    }

    /// The longest start of `word` that fits `width` columns (at least one cluster, so wrapping always advances), and
    /// the rest. A path breaks after its last "/" that fits, when that keeps at least half the line.
    private static func cut(_ word: Substring, width: Int) -> (Substring, Substring) {
        var used = 0
        var end = word.startIndex
        var afterSlash: (index: String.Index, used: Int)?
        for index in word.indices {
            let w = TerminalColumns.of(word[index])
            if used + w > width && index != word.startIndex { break }
            used += w
            end = word.index(after: index)
            if word[index] == "/" { afterSlash = (end, used) }
        }
        if let afterSlash, afterSlash.used * 2 >= width, end != word.endIndex { end = afterSlash.index }
        return (word[..<end], word[end...])
    }
}
