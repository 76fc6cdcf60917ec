/// kitty's answer to a placement naming an image it does not hold: `ESC _ G i=ID[,p=P];ENOENT:… ESC \` (the
/// placement asks for errors with `q=1`). kitty frees images on a screen clear and past its memory quota; the
/// answer has the image transmitted again instead of its cover falling back to symbols for good.
public enum KittyImageMissing {
    /// The image id `reply` says kitty does not hold, or nil when it says anything else (the graphics probe's
    /// answer under its own id included).
    public static func imageID(in reply: TerminalReply) -> UInt32? {
        guard reply.kind == .applicationProgramCommand, reply.text.hasPrefix("G") else { return nil }
        let parts = reply.text.dropFirst().split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].hasPrefix("ENOENT") else { return nil }
        for pair in parts[0].split(separator: ",") {
            let keyValue = pair.split(separator: "=", maxSplits: 1)
            if keyValue.count == 2, keyValue[0] == "i", let id = UInt32(keyValue[1]), id != 0,
               id != UInt32(GraphicsAnswer.kittyQueryID) {
                return id
            }
        }
        return nil
    }
}
