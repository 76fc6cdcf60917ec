import CCodecs
import ClockCore

/// Why a cover could not be encoded as a picture; the wall then keeps showing its symbols.
public enum PictureEncodingError: Error, Sendable, Equatable {
    /// `symbols` is not a picture protocol.
    case symbolsOnly
    /// No cells, a cell of no pixels, or no pixels to draw.
    case empty
    /// More than `CoverPictureEncoder.maxSide` pixels on a side.
    case tooLarge(PixelSize)
    /// The codecs plugin is not available, or chafa gave nothing.
    case failed
}

/// Turns cover pixels into the bytes that draw them as a real picture (sixel, kitty or iTerm2), with libchafa's
/// own encoders in the codecs plugin, at exactly the pixel size of the cells the picture fills (stretched to fill,
/// like the symbol tiles). `Codecs.h` describes the bytes of each protocol.
public enum CoverPictureEncoder {
    /// No terminal cover needs more pixels on a side; beyond it a request is refused rather than encoded.
    public static let maxSide = Int(PICTURE_MAX_SIDE)

    /// The pixel size a picture of `cells` has in `format` (a side that overflows is `Int.max`).
    public static func pixelSize(cells: Size, format: PictureFormat) -> PixelSize {
        func side(_ count: Int, _ pixels: Int) -> Int {
            let (product, overflow) = count.multipliedReportingOverflow(by: pixels)
            return overflow ? .max : product
        }
        return PixelSize(width: side(cells.width, format.cellPixels.width),
                         height: side(cells.height, format.cellPixels.height))
    }

    /// Encodes `image` to fill `cells` of `format`'s cell size in its protocol.
    public static func encode(_ image: CoverImage, cells: Size,
                              format: PictureFormat) throws(PictureEncodingError) -> EncodedPicture {
        guard let chosen = protocolCode(format.imageProtocol) else { throw .symbolsOnly }
        guard cells.width > 0, cells.height > 0, format.cellPixels.width > 0, format.cellPixels.height > 0,
              image.width > 0, image.height > 0, image.rgba.count >= image.width * image.height * 4 else {
            throw .empty
        }
        // Checked here, before the plugin's int arguments could overflow, and again in the plugin.
        let pixels = pixelSize(cells: cells, format: format)
        guard pixels.width <= maxSide, pixels.height <= maxSide else { throw .tooLarge(pixels) }
        guard case .success(let codecs) = MusicCodecs.table() else { throw .failed }
        let table = codecs.functions.pointee
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = image.rgba.withUnsafeBufferPointer { rgba in
            table.encode_picture(rgba.baseAddress, Int32(image.width), Int32(image.height), chosen,
                                 Int32(cells.width), Int32(cells.height), Int32(format.cellPixels.width),
                                 Int32(format.cellPixels.height), &bytes, &length)
        }
        switch status {
        case PICTURE_OK: break
        case PICTURE_TOO_LARGE: throw .tooLarge(pixels)
        case PICTURE_BAD_INPUT: throw .empty
        default: throw .failed
        }
        guard let bytes else { throw .failed }
        defer { table.bytes_free(bytes) }
        return EncodedPicture(format: format, cells: cells, bytes: Array(UnsafeBufferPointer(start: bytes, count: length)))
    }

    private static func protocolCode(_ chosen: ImageProtocol) -> picture_protocol? {
        switch chosen {
        case .sixel: PICTURE_SIXEL
        case .kitty: PICTURE_KITTY
        case .iterm2: PICTURE_ITERM2
        case .symbols: nil
        }
    }
}
