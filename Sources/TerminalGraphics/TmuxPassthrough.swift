/// tmux hands a sequence to the terminal outside it only when it is wrapped as `ESC P tmux; … ESC \` with every
/// escape inside doubled, and only when `allow-passthrough` is on; otherwise tmux drops it.
public enum TmuxPassthrough {
    private static let escape: UInt8 = 0x1B

    public static func wrap(_ bytes: [UInt8]) -> [UInt8] {
        var wrapped: [UInt8] = Array("\u{1B}Ptmux;".utf8)
        wrapped.reserveCapacity(bytes.count + bytes.count / 16 + 9)
        for byte in bytes {
            if byte == escape { wrapped.append(escape) }
            wrapped.append(byte)
        }
        wrapped += [escape, UInt8(ascii: "\\")]
        return wrapped
    }
}
