/// File names are bytes, and not every name is valid UTF-8 (a Latin-1 "café" is `caf\xE9`). Paths are kept as
/// `String`s all the same, so that every path-keyed table and `Track.path` stay as they are: a byte that is not
/// part of valid UTF-8 is held as one private-use scalar, U+10FF00 + byte. The mapping is exact both ways — a name
/// that really contains one of those 256 scalars has that scalar's bytes escaped too — so `bytes(of:)` gives back
/// the very bytes the file system holds; the escape scalars never reach the screen (`display` shows the bytes).
public enum PathBytes {
    private static let escapeBase: UInt32 = 0x10FF00

    /// The path for these bytes (names from `readdir`, paths from the library index).
    public static func string<Bytes: Collection<UInt8>>(from bytes: Bytes) -> String {
        // Valid UTF-8 without a byte that could start an escape scalar: the common case, as it is.
        if !bytes.contains(0xF4), let text = String(validating: bytes, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var start = bytes.startIndex
        func escape(_ count: Int) {
            let end = bytes.index(start, offsetBy: count)
            for byte in bytes[start..<end] { scalars.append(Unicode.Scalar(escapeBase + UInt32(byte))!) }
        }
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if isEscape(scalar) { escape(encoded.count) } else { scalars.append(scalar) }
                start = bytes.index(start, offsetBy: encoded.count)
            case .error(let length):
                escape(length)
                start = bytes.index(start, offsetBy: length)
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// The exact bytes of the file `path` names: what system calls, TagLib and mpv must be given.
    public static func bytes(of path: String) -> [UInt8] {
        guard hasEscapes(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if isEscape(scalar) { bytes.append(UInt8(scalar.value - escapeBase)) } else { bytes += scalar.utf8 }
        }
        return bytes
    }

    /// Calls `body` with the path as the C string of its exact bytes.
    public static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard hasEscapes(path) else { return try path.withCString(body) }
        return try (bytes(of: path) + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The text to show for a path or a part of one: each byte that is not part of valid UTF-8 is read as
    /// Windows-1252, the superset of Latin-1 that names written on Windows or by older Linux systems are in (beets
    /// and mpv show them so too), so a Latin-1 "José" reads "José", not "Jos�".
    public static func display(_ path: String) -> String {
        guard hasEscapes(path) else { return path }
        let bytes = bytes(of: path)
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var start = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                start += encoded.count
            case .error(let length):
                for byte in bytes[start..<start + length] { scalars.append(Windows1252.scalar(for: byte)) }
                start += length
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// Whether the path holds escaped bytes; cheap, as every escape scalar's UTF-8 starts with 0xF4.
    public static func hasEscapes(_ path: String) -> Bool {
        path.utf8.contains(0xF4) && path.unicodeScalars.contains(where: isEscape)
    }

    private static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= escapeBase && scalar.value <= escapeBase + 0xFF
    }
}
