@testable import ClockRender
import XCTest

/// The table of multi-scalar clusters only grows; what a full one does is decided, not an accident.
final class ClusterTableTests: XCTestCase {
    func testAFullTableRefusesNewClustersCountsThemAndKeepsTheOnesItHolds() {
        let table = ClusterTable(capacity: 2)
        XCTAssertEqual(table.number(of: "e\u{301}"), 0)
        XCTAssertEqual(table.number(of: "👍🏽"), 1)
        XCTAssertNil(table.number(of: "a\u{308}"))
        XCTAssertNil(table.number(of: "o\u{302}"))
        XCTAssertEqual(table.refusedCount, 2)
        XCTAssertEqual(table.number(of: "e\u{301}"), 0, "a cluster it holds is still found")
        XCTAssertEqual(table.cluster(1), "👍🏽")
        XCTAssertEqual(table.refusedCount, 2)
    }

    func testACellWhoseClusterIsRefusedShowsItsFirstScalarInTheClustersColumns() {
        let full = ClusterTable(capacity: 0)
        let accented = Cell(cluster: "a\u{308}", style: .plain, table: full)
        XCTAssertEqual(accented.text, "a")
        XCTAssertEqual(accented.width, 1)
        let thumb = Cell(cluster: "👍🏽", style: .plain, table: full)
        XCTAssertEqual(thumb.text, "👍")
        XCTAssertEqual(thumb.width, 2, "the row keeps its columns")
        XCTAssertEqual(full.refusedCount, 2)
    }

    func testTheSharedTableHoldsFarMoreClustersThanAScreen() {
        XCTAssertEqual(ClusterTable.shared.capacity, 1 << 16)
        XCTAssertEqual(Cell(cluster: "e\u{301}").text, "e\u{301}")
    }
}
