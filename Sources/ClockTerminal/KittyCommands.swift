import TerminalGraphics
import ClockCore

/// The kitty graphics commands the picture layer sends (APC `ESC _ G keys ; payload ESC \`): a cover is
/// transmitted once under an image id, then placed and unplaced by placement id, which costs a few bytes each.
enum KittyCommands {
    /// The commands that transmit `picture` once as image `id` without showing it (`EncodedPicture.kittyTransmission`),
    /// one by one so each can be wrapped for tmux. Nil when the bytes are not the kitty encoder's.
    static func transmit(_ picture: EncodedPicture, id: UInt32) -> [[UInt8]]? {
        picture.kittyTransmissionCommands(id: id).map { $0.map(Array.init) }
    }

    /// Shows image `id` as placement `placement` with its top left at the cursor, scaled to `cells`, leaving the
    /// cursor where it is; with a `source` rect (in the image's pixels) only that part of it. `q=1`: no answer when
    /// it works, an error when it does not (`ENOENT` for an image the terminal no longer holds, which is then
    /// transmitted again: `PictureLayer.imageMissing`).
    static func place(id: UInt32, placement: UInt32, cells: Size, source: Rect? = nil) -> [UInt8] {
        let part = source.map { "x=\($0.x),y=\($0.y),w=\($0.width),h=\($0.height)," } ?? ""
        return command("a=p,i=\(id),p=\(placement),\(part)c=\(cells.width),r=\(cells.height),C=1,q=1")
    }

    /// Takes one placement off the screen; the image stays in the terminal for the next placement.
    static func unplace(id: UInt32, placement: UInt32) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=\(placement),q=2")
    }

    /// Takes image `id` off the screen and out of the terminal's memory.
    static func delete(id: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2")
    }

    private static func command(_ keys: String) -> [UInt8] {
        KittyGraphicsCommands.introducer + Array(keys.utf8) + KittyGraphicsCommands.terminator
    }
}
