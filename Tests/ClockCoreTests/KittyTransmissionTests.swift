import ClockCore
import XCTest

/// A kitty picture is transmitted once under an id and then only placed: the encoder's first command (transmit and
/// show at the cursor) is rewritten to transmit only; the data chunks pass unchanged.
final class KittyTransmissionTests: XCTestCase {
    private let chunks = "\u{1B}_Gq=2,m=1;AAAA\u{1B}\\\u{1B}_Gq=2,m=0\u{1B}\\"

    private func picture(_ text: String, _ chosen: ImageProtocol = .kitty) -> EncodedPicture {
        EncodedPicture(format: PictureFormat(imageProtocol: chosen, cellPixels: .defaultCell),
                       cells: Size(width: 16, height: 8), bytes: Array(text.utf8))
    }

    func testTheFirstCommandTransmitsUnderTheIdWithoutShowingOrAnswering() {
        let shown = picture("\u{1B}_Ga=T,q=2,C=1,f=32,s=160,v=160,c=16,r=8,m=1\u{1B}\\" + chunks)
        let sent = shown.kittyTransmission(id: 7).map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(sent, "\u{1B}_Ga=t,i=7,q=2,f=32,s=160,v=160,m=1\u{1B}\\" + chunks)
    }

    func testBytesThatAreNotTheKittyEncodersAreLeftAlone() {
        XCTAssertNil(picture("\u{1B}Pq\"1;1;1;1\u{1B}\\", .sixel).kittyTransmission(id: 7))
        XCTAssertNil(picture("\u{1B}_Ga=p,i=3\u{1B}\\").kittyTransmission(id: 7), "a placement, not a picture")
        XCTAssertNil(picture("\u{1B}_Ga=T,f=32,s=160").kittyTransmission(id: 7), "cut short")
        XCTAssertNil(picture("\u{1B}_Ga=T,q=2,C=1,f=32,s=160,v=160,c=16,r=8,m=1\u{1B}\\").kittyTransmission(id: 0),
                     "0 is no id in kitty's protocol")
    }
}
