/// Tells apart what the picture layer sends a kitty terminal: image transmissions (the encoded pixels, in chunks)
/// and the rest — placements, deletions and the cursor moves around them, a few dozen bytes each.
enum KittyTraffic {
    private static let start: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
    private static let end: [UInt8] = [0x1B, UInt8(ascii: "\\")]

    /// Bytes of the graphics commands in `bytes` that carry image data: every `ESC _ G … ESC \` but placements
    /// (`a=p`) and deletions (`a=d`), which name an image the terminal already holds.
    static func transmittedBytes(in bytes: [UInt8]) -> Int {
        var total = 0
        var i = 0
        while let begin = find(start, in: bytes, from: i), let close = find(end, in: bytes, from: begin + start.count) {
            let keys = bytes[(begin + start.count)...].prefix(3)
            if !keys.elementsEqual("a=p".utf8) && !keys.elementsEqual("a=d".utf8) { total += close + end.count - begin }
            i = close + end.count
        }
        return total
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        var i = from
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && bytes[i + 1] == needle[1] && (needle.count < 3 || bytes[i + 2] == needle[2]) {
                return i
            }
            i += 1
        }
        return nil
    }
}
