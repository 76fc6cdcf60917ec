/// The bytes of JSON's grammar.
public enum JSONByte {
    static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), slash = UInt8(ascii: "/")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let colon = UInt8(ascii: ":"), comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+"), dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
    static let e = UInt8(ascii: "e"), capitalE = UInt8(ascii: "E")
    static let b = UInt8(ascii: "b"), f = UInt8(ascii: "f"), n = UInt8(ascii: "n"), r = UInt8(ascii: "r")
    static let t = UInt8(ascii: "t"), u = UInt8(ascii: "u")

    static func isDigit(_ byte: UInt8) -> Bool { (zero...nine).contains(byte) }

    /// Space, tab, line feed, carriage return: JSON's only white space.
    public static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case zero...nine: return byte - zero
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
