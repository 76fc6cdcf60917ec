import TerminalGraphics
import ClockCore

/// Tells apart what the picture layer sends a kitty terminal: image transmissions (the encoded pixels, in chunks)
/// and the rest — placements, deletions and the cursor moves around them, a few dozen bytes each.
enum KittyTraffic {
    /// Bytes of the graphics commands in `bytes` that carry image data: every `ESC _ G … ESC \` but placements
    /// (`a=p`) and deletions (`a=d`), which name an image the terminal already holds.
    static func transmittedBytes(in bytes: [UInt8]) -> Int {
        KittyGraphicsCommands.split(bytes).reduce(0) { total, command in
            let keys = command.dropFirst(KittyGraphicsCommands.introducer.count).prefix(3)
            return keys.elementsEqual("a=p".utf8) || keys.elementsEqual("a=d".utf8) ? total : total + command.count
        }
    }
}
