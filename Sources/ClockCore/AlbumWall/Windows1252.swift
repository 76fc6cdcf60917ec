/// Windows-1252, the code page a name or tag that is not UTF-8 is most likely in: Latin-1 with printable
/// characters (quotes, dashes, €, Œ…) where Latin-1 has the C1 controls 0x80–0x9F.
public enum Windows1252 {
    /// The characters of 0x80–0x9F; U+FFFD for the five bytes the code page leaves undefined, which must not
    /// reach the terminal as C1 controls.
    private static let high: [Unicode.Scalar] = [
        "\u{20AC}", "\u{FFFD}", "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
        "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", "\u{FFFD}", "\u{017D}", "\u{FFFD}",
        "\u{FFFD}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
        "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", "\u{FFFD}", "\u{017E}", "\u{0178}",
    ]

    /// The character `byte` stands for.
    public static func scalar(for byte: UInt8) -> Unicode.Scalar {
        if (0x80...0x9F).contains(byte) { return high[Int(byte) - 0x80] }
        // ASCII and 0xA0–0xFF are Latin-1: the byte is the code point.
        return Unicode.Scalar(byte)
    }
}
