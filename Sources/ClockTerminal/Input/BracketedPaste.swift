/// The text of a bracketed paste (`ESC [ 200 ~ … ESC [ 201 ~`), gathered byte by byte until the end marker,
/// or until the line has been quiet for `InputDecoder.pasteSilence` (over ssh a paste arrives in packets; a link
/// that drops mid-paste never sends the end marker).
///
/// At most `maxBytes` are kept; the rest is read and dropped up to the end marker or the silence, so the paste is
/// still one event and nothing of it becomes keystrokes.
struct BracketedPaste {
    static let endMarker: [UInt8] = Array("\u{1B}[201~".utf8)
    /// A paste bigger than this (1 MiB) is cut; no one pastes a novel into a clock on purpose.
    static let maxBytes = 1 << 20

    private(set) var bytes: [UInt8] = []
    /// How many bytes of the end marker the latest bytes matched; they are held back until they prove to be text.
    private var matched = 0
    private var truncated = false

    /// Bytes held, the part of the end marker seen so far included.
    var count: Int { bytes.count + matched }

    /// Adds one byte; true when it completed the end marker.
    mutating func append(_ byte: UInt8) -> Bool {
        let marker = Self.endMarker
        if byte == marker[matched] {
            matched += 1
            return matched == marker.count
        }
        // The marker's first byte (ESC) appears nowhere else in it, so a mismatch can only restart at ESC.
        keep(marker[..<matched])
        matched = 0
        if byte == marker[0] {
            matched = 1
        } else {
            keep(CollectionOfOne(byte))
        }
        return false
    }

    private mutating func keep(_ more: some Collection<UInt8>) {
        let room = Self.maxBytes - bytes.count
        if more.count > room { truncated = true }
        bytes += more.prefix(max(room, 0))
    }

    /// The whole paste, after its end marker, or what came of it before the line fell quiet (`cutShort`); the
    /// gatherer is empty afterwards. Bytes held as the start of an end marker are not text.
    mutating func take(cutShort: Bool = false) -> String {
        var text = Self.text(bytes[...])
        // A cut through a multi-byte character (at the cap, or where the line went quiet) leaves one U+FFFD that
        // was never pasted.
        if truncated || cutShort, text.unicodeScalars.last == "\u{FFFD}" { text.unicodeScalars.removeLast() }
        self = BracketedPaste()
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
