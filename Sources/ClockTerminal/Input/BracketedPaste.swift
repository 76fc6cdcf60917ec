/// The text of a bracketed paste (`ESC [ 200 ~ … ESC [ 201 ~`), gathered byte by byte until the end marker.
///
/// A huge paste is handed out in chunks of about `chunkSize` bytes, so memory stays bounded.
struct BracketedPaste {
    static let endMarker: [UInt8] = Array("\u{1B}[201~".utf8)
    static let chunkSize = 64 * 1024

    private(set) var bytes: [UInt8] = []

    /// Adds one byte; true when it completed the end marker (which is then removed).
    mutating func append(_ byte: UInt8) -> Bool {
        bytes.append(byte)
        let marker = Self.endMarker
        if byte == marker[marker.count - 1], bytes.count >= marker.count,
           bytes[(bytes.count - marker.count)...].elementsEqual(marker) {
            bytes.removeLast(marker.count)
            return true
        }
        return false
    }

    var isFull: Bool { bytes.count >= Self.chunkSize }

    /// Everything but a short tail that may hold the start of the end marker, a split character or half of CR LF.
    mutating func takeChunk() -> String {
        var split = max(bytes.count - Self.endMarker.count, 0)
        // A UTF-8 character has at most three continuation bytes; backing off further would let garbage pile up.
        for _ in 0..<3 where split > 0 && bytes[split] & 0xC0 == 0x80 { split -= 1 }
        if split > 0, bytes[split - 1] == 0x0D { split -= 1 }
        let text = Self.text(bytes[..<split])
        bytes.removeFirst(split)
        return text
    }

    /// Everything gathered so far, less a trailing piece of an end marker cut off by the timeout.
    mutating func takeAll() -> String {
        let marker = Self.endMarker
        var end = bytes.count
        for length in stride(from: min(marker.count - 1, bytes.count), through: 1, by: -1)
        where bytes[(bytes.count - length)...].elementsEqual(marker[..<length]) {
            end = bytes.count - length
            break
        }
        let text = Self.text(bytes[..<end])
        bytes = []
        return text
    }

    /// Terminals send a pasted line break as CR (some as CR LF); the app sees `\n`. Invalid UTF-8 becomes U+FFFD.
    private static func text(_ raw: ArraySlice<UInt8>) -> String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(raw.count)
        var previous: UInt8 = 0
        for byte in raw {
            if byte == 0x0A, previous == 0x0D {
                previous = byte
                continue
            }
            normalized.append(byte == 0x0D ? 0x0A : byte)
            previous = byte
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
