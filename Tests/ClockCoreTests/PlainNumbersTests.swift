import ClockCore
import XCTest

final class PlainNumbersTests: XCTestCase {
    func testZeroPaddingWidensButNeverCuts() {
        XCTAssertEqual(7.zeroPadded(3), "007")
        XCTAssertEqual(1234.zeroPadded(2), "1234")
        XCTAssertEqual((-5).zeroPadded(2), "-05")
        XCTAssertEqual(0.zeroPadded(0), "0")
    }

    func testFixedDecimalsRoundAndKeepTrailingZeros() {
        XCTAssertEqual(0.5.fixed(3), "0.500")
        XCTAssertEqual(1.23456.fixed(3), "1.235")
        XCTAssertEqual(12.0.fixed(1), "12.0")
        XCTAssertEqual((-0.25).fixed(2), "-0.25")
        XCTAssertEqual((-0.0001).fixed(2), "0.00")
        XCTAssertEqual(2.5.fixed(0), "3")
    }

    func testTrimmingRemovesOnlyOuterWhitespace() {
        XCTAssertEqual(String("  a b\t\n".trimmingWhitespace), "a b")
        XCTAssertEqual(String(" \t ".trimmingWhitespace), "")
        XCTAssertEqual(String("x".trimmingWhitespace), "x")
    }
}
