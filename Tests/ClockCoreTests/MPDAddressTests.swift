import ClockCore
import XCTest

/// `--music` names an MPD server as mpc and MPD's users write it; everything else stays a folder.
final class MPDAddressTests: XCTestCase {
    private func parse(_ music: String, _ environment: [String: String] = [:]) -> Result<MPDAddress, MPDAddressError>? {
        MPDAddress.parse(music, environment: environment, home: "/home/ann")
    }

    func testAFolderIsNoServer() {
        XCTAssertNil(parse("~/Music"))
        XCTAssertNil(parse("/srv/mpd"))
        XCTAssertNil(parse("mpd-music"))
        XCTAssertNil(parse("mpdfolder/x"))
    }

    func testHostAndPort() {
        XCTAssertEqual(parse("mpd://nas.local:6601"), .success(MPDAddress(place: .network(host: "nas.local", port: 6601))))
        XCTAssertEqual(parse("mpd://nas.local"), .success(MPDAddress(place: .network(host: "nas.local", port: 6600))))
        XCTAssertEqual(parse("mpd://"), .success(MPDAddress(place: .network(host: "localhost", port: 6600))))
        XCTAssertEqual(parse("mpd://[::1]:7000"), .success(MPDAddress(place: .network(host: "::1", port: 7000))))
    }

    func testPasswordBeforeTheLastAtAndPercentEscapes() {
        XCTAssertEqual(parse("mpd://s3cret@127.0.0.1:6601"),
                       .success(MPDAddress(place: .network(host: "127.0.0.1", port: 6601), password: "s3cret")))
        XCTAssertEqual(parse("mpd://a@b%3Ac@host"),
                       .success(MPDAddress(place: .network(host: "host", port: 6600), password: "a@b:c")))
    }

    func testUnixSockets() {
        XCTAssertEqual(parse("unix:/run/mpd/socket"), .success(MPDAddress(place: .socket(path: "/run/mpd/socket"))))
        XCTAssertEqual(parse("mpd://pw@/run/mpd/socket"),
                       .success(MPDAddress(place: .socket(path: "/run/mpd/socket"), password: "pw")))
    }

    func testMpdAloneFollowsMpcsEnvironment() {
        XCTAssertEqual(parse("mpd"), .success(MPDAddress(place: .network(host: "localhost", port: 6600))))
        XCTAssertEqual(parse("mpd", ["MPD_HOST": "pw@nas", "MPD_PORT": "6601"]),
                       .success(MPDAddress(place: .network(host: "nas", port: 6601), password: "pw")))
        XCTAssertEqual(parse("mpd", ["MPD_HOST": "~/.mpd/socket"]),
                       .success(MPDAddress(place: .socket(path: "/home/ann/.mpd/socket"))))
        XCTAssertEqual(parse("mpd", ["MPD_HOST": "@mpd"]), .success(MPDAddress(place: .socket(path: "@mpd"))))
        XCTAssertEqual(parse("mpd", ["MPD_HOST": "pw@/run/mpd/socket"]),
                       .success(MPDAddress(place: .socket(path: "/run/mpd/socket"), password: "pw")))
    }

    func testMistakesAreSaidWithoutThePassword() throws {
        guard case .failure(let error)? = parse("mpd://secret@nas:99999") else { return XCTFail("accepted a bad port") }
        XCTAssertEqual(error.description,
                       "Cannot use mpd://…@nas:99999 for music: the port must be a number from 1 to 65535, not \"99999\"")
        guard case .failure(let path)? = parse("mpd://nas/music") else { return XCTFail("accepted a path") }
        XCTAssertTrue(path.description.contains("only a host and a port"), path.description)
        guard case .failure? = parse("mpd", ["MPD_PORT": "http"]) else { return XCTFail("accepted MPD_PORT=http") }
        guard case .failure? = parse("unix:relative/socket") else { return XCTFail("accepted a relative socket") }
    }

    func testDescriptionNeverHoldsThePassword() throws {
        let address = try XCTUnwrap(parse("mpd://hunter2@nas:6601")).get()
        XCTAssertEqual(address.description, "MPD at nas:6601")
    }
}
