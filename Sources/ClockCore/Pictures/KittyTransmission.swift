import TerminalGraphics
/// kitty's pictures are sent once and then only placed: the encoder's first command (`a=T`: transmit and show
/// here) becomes `a=t,i=ID,q=2` (transmit only, under an id, no answer), the data chunks stay as they are, and the
/// screen places the picture with `a=p,i=ID` wherever the tile is (cheap while the wall scrolls).
extension EncodedPicture {
    /// The bytes that transmit this kitty picture under `id` without showing it, or nil when these are not the
    /// kitty encoder's bytes (`ESC _ G a=T,…,f=…,s=…,v=…,…,m=1 ESC \` first, as Codecs.h describes).
    public func kittyTransmission(id: UInt32) -> [UInt8]? {
        kittyTransmissionCommands(id: id).map { Array($0.joined()) }
    }

    /// The same, command by command, so each can be wrapped for tmux on its own.
    public func kittyTransmissionCommands(id: UInt32) -> [ArraySlice<UInt8>]? {
        guard format.imageProtocol == .kitty, id != 0 else { return nil }
        guard let first = KittyGraphicsCommands.first(in: bytes) else { return nil }
        let keys = KittyGraphicsCommands.keys(of: first)
        guard keys["a"] == "T", let pixelFormat = keys["f"], let width = keys["s"], let height = keys["v"],
              keys["m"] == "1" else { return nil }
        let command = "a=t,i=\(id),q=2,f=\(pixelFormat),s=\(width),v=\(height),m=1"
        let transmit = KittyGraphicsCommands.introducer + Array(command.utf8) + KittyGraphicsCommands.terminator
        return [transmit[...]] + KittyGraphicsCommands.split(Array(bytes[first.endIndex...]))
    }

    /// The pixel size kitty's first command gives the picture (`s=`, `v=`), or nil when these are not the kitty
    /// encoder's bytes. A placement's source rect is measured in these pixels.
    public var kittyPixelSize: PixelSize? {
        guard format.imageProtocol == .kitty, let first = KittyGraphicsCommands.first(in: bytes) else { return nil }
        let keys = KittyGraphicsCommands.keys(of: first)
        guard let width = keys["s"].flatMap({ Int($0) }), let height = keys["v"].flatMap({ Int($0) }) else { return nil }
        return PixelSize(width: width, height: height)
    }

    /// The pixel size the picture was encoded at: its cells in cells of its format.
    public var pixelSize: PixelSize {
        PixelSize(width: cells.width * format.cellPixels.width, height: cells.height * format.cellPixels.height)
    }
}
