/// kitty graphics commands as bytes: `ESC _ G keys[;payload] ESC \`. One way to find them in a stream, for the
/// encoder's output (rewritten to transmit once), the picture layer (which wraps each for tmux) and the benchmark.
public enum KittyGraphicsCommands {
    public static let introducer: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
    public static let terminator: [UInt8] = [0x1B, UInt8(ascii: "\\")]

    /// The commands in `bytes`, each whole (introducer to terminator), in order; anything between them is skipped.
    public static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var commands: [ArraySlice<UInt8>] = []
        var i = 0
        while let begin = index(of: introducer, in: bytes, from: i),
              let close = index(of: terminator, in: bytes, from: begin + introducer.count) {
            commands.append(bytes[begin..<close + terminator.count])
            i = close + terminator.count
        }
        return commands
    }

    /// The command `bytes` begin with, or nil when they begin with anything else.
    public static func first(in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard bytes.starts(with: introducer),
              let close = index(of: terminator, in: bytes, from: introducer.count) else { return nil }
        return bytes[0..<close + terminator.count]
    }

    /// A command's control keys (`a=p,i=7` → ["a": "p", "i": "7"]), before any payload.
    public static func keys(of command: ArraySlice<UInt8>) -> [String: String] {
        let body = command.dropFirst(introducer.count).dropLast(terminator.count)
        let control = body.prefix { $0 != UInt8(ascii: ";") }
        var keys: [String: String] = [:]
        for pair in String(decoding: control, as: UTF8.self).split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
        }
        return keys
    }

    /// Both needles start with ESC, so the scan stops only at escapes.
    private static func index(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], bytes[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
