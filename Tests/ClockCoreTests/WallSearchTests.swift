import XCTest
@testable import ClockCore

/// `/` narrows the wall to albums whose title or artist contains the text, case- and accent-insensitive;
/// `o` cycles the order (issue 12, item 4).
final class WallSearchTests: XCTestCase, WallSearching {
    let library: [Album] = {
        let names: [(String, String, Int?)] = [
            ("Midnight Static", "Noise Floor", 2019), ("Morning Bells", "The Alarmists", 2024),
            ("Tick Tock Suite", "Clockwork Quartet", 2021), ("Snooze Button", "Various Artists", nil),
            ("Café Noir", "Éric Séva", 2008), ("Ærø", "Søren Łukasz", 2015), ("Blue", "Joni Mitchell", 1971),
        ]
        return names.enumerated().map { i, n in
            Album(id: "\(n.1)\u{1f}\(n.0)".lowercased(), title: n.0, artist: n.1, year: n.2, directory: "/m/\(i)",
                  tracks: [Track(title: "One", path: "/m/\(i)/1.ogg")], cover: .none, firstSeen: Int64(1_000 + i))
        }
    }()

    func focusedTitle(_ model: AppModel) -> String? {
        model.music.wall.focusedAlbumIndex.map { model.music.wall.albums[$0].title }
    }

    func testFoldingIgnoresCaseAndAccents() {
        XCTAssertEqual(TextFold.fold("Café"), TextFold.fold("CAFE"))
        XCTAssertEqual(TextFold.fold("Cafe\u{301}"), TextFold.fold("café"), "decomposed and precomposed alike")
        XCTAssertEqual(TextFold.fold("Ærø Łódź Straße"), Array("aero lodz strasse".utf8))
        XCTAssertEqual(TextFold.fold("Ελληνικά Йога Tiếng Việt İstanbul"), Array("ελληνικα иога tieng viet istanbul".utf8))
        XCTAssertTrue(TextFold.contains(TextFold.fold("Midnight Static"), TextFold.fold("NIGHT")))
        XCTAssertFalse(TextFold.contains(TextFold.fold("Midnight"), TextFold.fold("nights")))
        XCTAssertTrue(TextFold.contains(TextFold.fold("東京事変"), TextFold.fold("事")))
    }

    func testSlashOpensTheSearchAndTypingNarrowsTheWallToTitleOrArtist() {
        var model = wallModel()
        _ = update(&model, .input(key(.char("/"))), at: at(1))
        XCTAssertEqual(model.music.wall.search?.text, "")
        XCTAssertEqual(titles(model).count, library.count, "nothing typed: the whole wall")
        type("MÍDN", into: &model)
        XCTAssertEqual(titles(model), ["Midnight Static"], "the wall wraps over the one match")
        XCTAssertEqual(focusedTitle(model), "Midnight Static")
        for _ in 0..<4 { _ = update(&model, .input(key(.backspace)), at: at(2)) }
        XCTAssertEqual(titles(model).count, library.count, "all deleted: the whole wall again")
        type("no", into: &model)
        XCTAssertEqual(model.music.wall.search?.text, "no", "o types, it does not change the order")
        XCTAssertEqual(titles(model), ["Café Noir", "Midnight Static", "Snooze Button"], "title or artist (Noise Floor)")
        XCTAssertEqual(focusedTitle(model), "Café Noir", "the first match in artist order (Éric Séva) on the focus")
    }

    func testAccentsAndCaseDoNotMatterEitherWay() {
        var model = searching("eric SEVA")
        XCTAssertEqual(titles(model), ["Café Noir"])
        _ = update(&model, .input(.paste("")), at: at(1))
        model.music.wall.setSearchText("søren")
        XCTAssertEqual(titles(model), ["Ærø"])
        model.music.wall.setSearchText("AERO")
        XCTAssertEqual(titles(model), ["Ærø"])
    }

    func testAPasteAppendsText() {
        var model = searching("snoo")
        _ = update(&model, .input(.paste("ze\nButton")), at: at(1))
        XCTAssertEqual(model.music.wall.search?.text, "snoozeButton", "the newline is left out")
        XCTAssertEqual(titles(model), [])
        model.music.wall.setSearchText("snooze b")
        XCTAssertEqual(titles(model), ["Snooze Button"])
    }

    func testNoMatchesLeavesTheWallEmptyAndEnterOpensNothing() {
        var model = searching("zzz")
        XCTAssertTrue(model.music.wall.visibleTiles(at: at(1)).isEmpty)
        XCTAssertEqual(model.music.wall.search?.matches, [])
        XCTAssertEqual(update(&model, .input(key(.enter)), at: at(2)), [])
        XCTAssertNil(model.music.panel)
    }

    func testEnterOpensTheFocusedMatchAndEscReturnsToTheWholeWallAtTheAlbumYouWereOn() {
        var model = wallModel()
        for _ in 0..<3 { _ = update(&model, .input(key(.right)), at: at(1)) }
        _ = update(&model, .input(key(.down)), at: at(1))
        _ = update(&model, .tick, at: at(3))
        let wallBefore = model.music.wall.visibleTiles(at: at(3)), focusBefore = focusedTitle(model)
        _ = update(&model, .input(key(.char("/"))), at: at(4))
        type("tick", into: &model, at: 4)
        let effects = update(&model, .input(key(.enter)), at: at(5))
        XCTAssertEqual(model.music.panel?.album.title, "Tick Tock Suite")
        XCTAssertTrue(effects.contains(.player(.load(paths: ["/m/2/1.ogg"], startAt: 0))), "\(effects)")
        _ = update(&model, .input(key(.escape)), at: at(6))
        XCTAssertTrue(model.music.panel?.isClosing ?? true, "the first Esc closes the panel")
        XCTAssertNotNil(model.music.wall.search, "the search is still there under it")
        _ = update(&model, .tick, at: at(8))
        _ = update(&model, .input(key(.escape)), at: at(9))
        XCTAssertNil(model.music.wall.search)
        XCTAssertEqual(focusedTitle(model), focusBefore)
        XCTAssertEqual(model.music.wall.visibleTiles(at: at(9)).map(\.albumIndex), wallBefore.map(\.albumIndex))
    }

    func testQAndQuestionMarkAreTypedWhileSearching() {
        var model = wallModel()
        _ = update(&model, .input(key(.char("/"))), at: at(1))
        XCTAssertEqual(update(&model, .input(key(.char("q"))), at: at(1)), [])
        _ = update(&model, .input(key(.char("?"))), at: at(1))
        XCTAssertFalse(model.showsHelp)
        XCTAssertEqual(model.music.wall.search?.text, "q?")
    }

    func testAlbumsArrivingDuringASearchJoinTheMatchesOffScreenAndEscKeepsThemToo() {
        var model = searching("m")
        let before = model.music.wall.visibleTiles(at: at(1)).map(\.albumIndex)
        let more = sampleAlbums(40)
        _ = update(&model, .albumsFound(more), at: at(2))
        XCTAssertEqual(model.music.wall.search?.matches?.count, 3 + 40, "Midnight, Morning, Mitchell, and Album 0…39")
        XCTAssertEqual(Array(model.music.wall.visibleTiles(at: at(2)).map(\.albumIndex).prefix(before.count)), before)
        _ = update(&model, .input(key(.escape)), at: at(3))
        XCTAssertEqual(Set(model.music.wall.deal.slots), Set(model.music.wall.albums.indices))
    }

    func testOCyclesTheOrderKeepsTheFocusedAlbumAndSaysWhichOrder() {
        var model = wallModel()
        _ = update(&model, .input(key(.right)), at: at(1))
        let focused = focusedTitle(model)
        var names: [AlbumOrder] = []
        for t in 2...5 {
            _ = update(&model, .input(key(.char("o"))), at: at(Double(t)))
            names.append(model.music.wall.order)
            XCTAssertEqual(focusedTitle(model), focused, "the focused album stays focused")
            XCTAssertEqual(model.notifications.messages.last, "Order: " + model.music.wall.order.name)
        }
        XCTAssertEqual(names, [.album, .year, .recentlyAdded, .artist])
        _ = update(&model, .tick, at: at(6))
        XCTAssertEqual(model.notifications.messages.filter { $0.hasPrefix("Order") }, ["Order: by artist"],
                       "each order notice replaces the one before")
    }

    func testEachOrderDealsTheAlbumsAfterTheFocusedOneInThatOrder() {
        var wall = AlbumWall(albums: library, screen: size)
        func following() -> [String] { self.following(library.count, on: &wall).map(\.title) }
        XCTAssertEqual(following(), ["Tick Tock Suite", "Café Noir", "Blue", "Midnight Static", "Ærø",
                                     "Morning Bells", "Snooze Button"], "by artist, accents folded")
        wall.cycleOrder()
        XCTAssertEqual(following(), ["Tick Tock Suite", "Ærø", "Blue", "Café Noir", "Midnight Static", "Morning Bells",
                                     "Snooze Button"], "by album title, from the focused one on")
        wall.cycleOrder()
        XCTAssertEqual(following(), ["Tick Tock Suite", "Morning Bells", "Snooze Button", "Blue", "Café Noir", "Ærø",
                                     "Midnight Static"], "by year, undated last")
        wall.cycleOrder()
        XCTAssertEqual(following(), ["Tick Tock Suite", "Morning Bells", "Midnight Static", "Blue", "Ærø", "Café Noir",
                                     "Snooze Button"], "newest first, wrapping round to the newest")
    }

    func testNumbersInNamesSortByValue() {
        var wall = AlbumWall(albums: sampleAlbums(12).reversed(), screen: size)
        XCTAssertEqual(following(12, on: &wall).map(\.artist), (0..<12).map { "Artist \($0)" })
        wall.cycleOrder()
        XCTAssertEqual(following(2, on: &wall).map(\.title), ["Album 0", "Album 1"])
    }

    /// The focused album and the `count − 1` that → steps to after it: the wall's order as the user reads it,
    /// whether the albums wrap or are shown once. The focus comes back to where it was.
    func following(_ count: Int, on wall: inout AlbumWall) -> [Album] {
        var read: [Album] = []
        for step in 0..<count {
            read.append(wall.album(at: wall.focus)!)
            wall.moveFocus(rows: 0, cols: 1, at: at(Double(step)))
        }
        for step in 0..<count { wall.moveFocus(rows: 0, cols: -1, at: at(Double(count + step))) }
        return read
    }
}
