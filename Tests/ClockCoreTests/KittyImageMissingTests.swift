import ClockCore
import Foundation
import XCTest

/// Issue 20, item 1: kitty's `ENOENT` answer to a placement (an image it freed) becomes "transmit that image
/// again"; its other answers, and the graphics probe's, do not.
final class KittyImageMissingTests: XCTestCase {
    func reply(_ text: String, _ kind: TerminalReply.Kind = .applicationProgramCommand) -> TerminalReply {
        TerminalReply(kind, text)
    }

    func testAnENOENTAnswerNamesTheImageKittyDoesNotHold() {
        XCTAssertEqual(KittyImageMissing.imageID(in: reply("Gi=2081423361,p=12;ENOENT:Put command refers to non-existent image with id: 2081423361 and number: 0")),
                       2_081_423_361)
        XCTAssertEqual(KittyImageMissing.imageID(in: reply("Gi=5;ENOENT")), 5)
    }

    func testOtherAnswersAreNotAMissingImage() {
        XCTAssertNil(KittyImageMissing.imageID(in: reply("Gi=5;OK")))
        XCTAssertNil(KittyImageMissing.imageID(in: reply("Gi=5;EINVAL:bad")))
        XCTAssertNil(KittyImageMissing.imageID(in: reply("Gi=31;ENOENT:the probe's own id")))
        XCTAssertNil(KittyImageMissing.imageID(in: reply("Gp=3;ENOENT")), "no image id")
        XCTAssertNil(KittyImageMissing.imageID(in: reply("Gi=x;ENOENT")))
        XCTAssertNil(KittyImageMissing.imageID(in: reply("Gi=5;ENOENT", .deviceControl)))
        XCTAssertNil(KittyImageMissing.imageID(in: reply(">|kitty(0.26.5)", .deviceControl)))
    }

    func testTheReplyReachingUpdateAsksForTheImageAgain() {
        let now = Moment(wall: Date(timeIntervalSinceReferenceDate: 5), uptime: 5)
        var model = AppModel(options: AppOptions(images: .only(.kitty)), screenSize: Size(width: 100, height: 30), now: now)
        let effects = update(&model, .input(.reply(reply("Gi=77,p=3;ENOENT:Put command refers to non-existent image"))), at: now)
        XCTAssertTrue(effects.contains(.transmitPictureAgain(imageID: 77)), "\(effects)")
    }
}
