/// kitty's pictures are sent once and then only placed: the encoder's first command (`a=T`: transmit and show
/// here) becomes `a=t,i=ID,q=2` (transmit only, under an id, no answer), the data chunks stay as they are, and the
/// screen places the picture with `a=p,i=ID` wherever the tile is (cheap while the wall scrolls).
extension EncodedPicture {
    /// The bytes that transmit this kitty picture under `id` without showing it, or nil when these are not the
    /// kitty encoder's bytes (`ESC _ G a=T,…,f=…,s=…,v=…,…,m=1 ESC \` first, as Codecs.h describes).
    public func kittyTransmission(id: UInt32) -> [UInt8]? {
        guard format.imageProtocol == .kitty, id != 0, let (keys, end) = firstCommand else { return nil }
        guard keys["a"] == "T", let pixelFormat = keys["f"], let width = keys["s"], let height = keys["v"],
              keys["m"] == "1" else { return nil }
        let command = "a=t,i=\(id),q=2,f=\(pixelFormat),s=\(width),v=\(height),m=1"
        return [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(command.utf8) + [0x1B, UInt8(ascii: "\\")]
            + bytes[end...]
    }

    /// The pixel size kitty's first command gives the picture (`s=`, `v=`), or nil when these are not the kitty
    /// encoder's bytes. A placement's source rect is measured in these pixels.
    public var kittyPixelSize: PixelSize? {
        guard format.imageProtocol == .kitty, let keys = firstCommand?.keys,
              let width = keys["s"].flatMap({ Int($0) }), let height = keys["v"].flatMap({ Int($0) }) else { return nil }
        return PixelSize(width: width, height: height)
    }

    /// The pixel size the picture was encoded at: its cells in cells of its format.
    public var pixelSize: PixelSize {
        PixelSize(width: cells.width * format.cellPixels.width, height: cells.height * format.cellPixels.height)
    }

    /// The `key=value` pairs of the first `ESC _ G … ESC \` command, and where it ends.
    private var firstCommand: (keys: [String: String], end: Int)? {
        let introducer: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
        let terminator: [UInt8] = [0x1B, UInt8(ascii: "\\")]
        guard bytes.starts(with: introducer),
              let end = firstIndex(of: terminator, in: bytes, from: introducer.count) else { return nil }
        return (Self.keys(String(decoding: bytes[introducer.count..<end], as: UTF8.self)), end + terminator.count)
    }

    /// A control string's `key=value` pairs (a command without payload has no `;`).
    private static func keys(_ control: String) -> [String: String] {
        var keys: [String: String] = [:]
        for pair in control.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
        }
        return keys
    }

    private func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
