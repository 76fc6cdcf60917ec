import ClockCore
import Foundation
import XCTest

/// Reads encoded pictures back the way a terminal would, so tests check what the terminal is told.
struct PictureBytesError: Error, CustomStringConvertible {
    var description: String
}

private let escape: UInt8 = 0x1B

/// A sixel picture: `ESC P <parameters> q "1;1;<width>;<height> <data> ESC \`.
struct SixelPicture {
    var parameters: String
    var size: PixelSize
    /// Pixel rows the data sets at least one pixel in, counted from the top.
    var drawnRows: Int

    init(_ bytes: [UInt8]) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix("\u{1B}P"), text.hasSuffix("\u{1B}\\"),
              let introducer = text.firstIndex(of: "q") else { throw PictureBytesError(description: "not a DCS sixel") }
        parameters = String(text[text.index(text.startIndex, offsetBy: 2)..<introducer])
        let body = text[text.index(after: introducer)..<text.index(text.endIndex, offsetBy: -2)]
        guard body.hasPrefix("\"") else { throw PictureBytesError(description: "no raster attributes") }
        let raster = body.dropFirst().prefix { $0.isNumber || $0 == ";" }.split(separator: ";").compactMap { Int($0) }
        guard raster.count == 4 else { throw PictureBytesError(description: "raster attributes \(raster)") }
        size = PixelSize(width: raster[2], height: raster[3])
        drawnRows = Self.drawnRows(Array(body.utf8.dropFirst(1 + raster.map(String.init).joined(separator: ";").utf8.count)))
    }

    /// Walks the sixel data: `#…` colour and `!n` repeat introducers carry digits, `-` starts the next band of six
    /// rows, and every character from `?` to `~` sets the rows of its bits (bit 0 on top).
    private static func drawnRows(_ data: [UInt8]) -> Int {
        var band = 0, rows = 0, index = 0
        while index < data.count {
            let byte = data[index]
            index += 1
            switch byte {
            case UInt8(ascii: "#"), UInt8(ascii: "!"):
                while index < data.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(data[index]) || data[index] == UInt8(ascii: ";") {
                    index += 1
                }
            case UInt8(ascii: "-"): band += 1
            case UInt8(ascii: "?")...UInt8(ascii: "~"):
                let bits = Int(byte) - 63
                if bits != 0 { rows = max(rows, band * 6 + (Int.bitWidth - bits.leadingZeroBitCount)) }
            default: break
            }
        }
        return rows
    }
}

extension SixelPicture {
    /// How many pixels the data sets in each pixel row, top to bottom, as a terminal draws it: `#…` selects or
    /// defines a colour, `!n` repeats the next sixel n times, `$` goes back to the band's left edge, `-` to the next
    /// band's, and each character from `?` to `~` sets the rows of its bits (bit 0 on top) in one column.
    static func pixelsPerRow(_ bytes: [UInt8]) throws -> [Int] {
        let text = Array(bytes)
        guard let introducer = text.firstIndex(of: UInt8(ascii: "q")), let raster = text[introducer...].firstIndex(of: UInt8(ascii: "\"")) else {
            throw PictureBytesError(description: "not a sixel picture with raster attributes")
        }
        var index = raster + 1
        while index < text.count, text[index] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) {
            index += 1
        }
        var set: [Set<Int>] = []
        var band = 0, x = 0, repeats = 1
        func number() -> Int {
            var value = 0
            while index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) {
                value = value * 10 + Int(text[index] - UInt8(ascii: "0"))
                index += 1
            }
            return value
        }
        while index < text.count, text[index] != escape {
            let byte = text[index]
            index += 1
            switch byte {
            case UInt8(ascii: "#"):
                while index < text.count, text[index] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) {
                    index += 1
                }
            case UInt8(ascii: "!"): repeats = number()
            case UInt8(ascii: "$"): x = 0
            case UInt8(ascii: "-"): x = 0; band += 1
            case UInt8(ascii: "?")...UInt8(ascii: "~"):
                let bits = Int(byte) - 63
                for bit in 0..<6 where bits & (1 << bit) != 0 {
                    let row = band * 6 + bit
                    while set.count <= row { set.append([]) }
                    set[row].formUnion(x..<x + repeats)
                }
                x += repeats
                repeats = 1
            default: break
            }
        }
        return set.map(\.count)
    }
}

/// kitty graphics commands: `ESC _ G <key=value,…>[;<base64>] ESC \`, one after another.
struct KittyCommands {
    struct Command {
        var keys: [String: String]
        var payload: String
    }

    var first: Command
    var chunks: [Command]

    init(_ bytes: [UInt8]) throws {
        var commands: [Command] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            guard rest.starts(with: [escape, UInt8(ascii: "_"), UInt8(ascii: "G")]),
                  let end = rest.indices.first(where: { rest[$0] == escape && $0 > rest.startIndex && rest.index(after: $0) < rest.endIndex && rest[rest.index(after: $0)] == UInt8(ascii: "\\") })
            else { throw PictureBytesError(description: "not a kitty graphics command at byte \(rest.startIndex)") }
            let text = String(decoding: rest[(rest.startIndex + 3)..<end], as: UTF8.self)
            let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var keys: [String: String] = [:]
            for pair in parts[0].split(separator: ",") {
                let keyValue = pair.split(separator: "=", maxSplits: 1)
                keys[String(keyValue[0])] = keyValue.count > 1 ? String(keyValue[1]) : ""
            }
            commands.append(Command(keys: keys, payload: parts.count > 1 ? String(parts[1]) : ""))
            rest = rest[(end + 2)...]
        }
        guard let first = commands.first else { throw PictureBytesError(description: "no commands") }
        self.first = first
        chunks = Array(commands.dropFirst())
    }

    /// The picture's bytes: each chunk's payload is base64 on its own.
    var pixels: [UInt8] {
        get throws {
            try chunks.flatMap { chunk -> [UInt8] in
                guard let data = Data(base64Encoded: chunk.payload) else {
                    throw PictureBytesError(description: "a chunk is not base64")
                }
                return Array(data)
            }
        }
    }
}

/// An iTerm2 inline file: `ESC ] 1337 ; File=<key=value;…> : <base64> BEL`.
struct ITerm2File {
    var arguments: [String: String]
    var contents: [UInt8]

    init(_ bytes: [UInt8]) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        let prefix = "\u{1B}]1337;File="
        guard text.hasPrefix(prefix), text.hasSuffix("\u{07}"), let colon = text.firstIndex(of: ":") else {
            throw PictureBytesError(description: "not an iTerm2 inline file")
        }
        arguments = [:]
        for pair in text[text.index(text.startIndex, offsetBy: prefix.count)..<colon].split(separator: ";") {
            let keyValue = pair.split(separator: "=", maxSplits: 1)
            arguments[String(keyValue[0])] = keyValue.count > 1 ? String(keyValue[1]) : ""
        }
        guard let data = Data(base64Encoded: String(text[text.index(after: colon)..<text.index(before: text.endIndex)])) else {
            throw PictureBytesError(description: "the file is not base64")
        }
        contents = Array(data)
    }

    /// The width and height tags (256, 257) of the first image of a little-endian TIFF file.
    func tiffSize() throws -> PixelSize {
        func number(_ at: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 | Int(contents[at + $1]) << (8 * $1) }
        }
        guard contents.starts(with: Array("II*\0".utf8)) else { throw PictureBytesError(description: "not a TIFF") }
        let directory = number(4, 4)
        var width: Int?, height: Int?
        for entry in 0..<number(directory, 2) {
            let at = directory + 2 + 12 * entry
            let type = number(at + 2, 2)
            let value = type == 3 ? number(at + 8, 2) : number(at + 8, 4)
            switch number(at, 2) {
            case 256: width = value
            case 257: height = value
            default: break
            }
        }
        guard let width, let height else { throw PictureBytesError(description: "no TIFF size") }
        return PixelSize(width: width, height: height)
    }
}
