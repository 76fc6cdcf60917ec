import FoundationEssentials
import Glibc

/// Where a spinner's drum sits inside its rectangle. Shared by the view (to draw) and the mouse handling
/// (to hit-test and to scale drags), so both agree on every cell.
public struct SpinnerGeometry: Sendable, Equatable {
    /// The big-digit font is 3 rows tall; below that the front number is plain text.
    public static let bigDigitRows = 3
    /// Columns per big digit including the gap after it.
    public static let bigDigitAdvance = 4
    /// A ring of 60 drawn 6° apart would crowd 30 numbers across the front; the drum is drawn with at least
    /// this spacing so neighbours stay readable. Order and wrapping are unchanged.
    public static let minimumDisplayStep = 25.0 * Double.pi / 180
    /// Dragging never needs less than this many columns per number, or a twitch would skip several.
    public static let minimumCellsPerStep = 2.0

    public let rect: Rect
    /// Whether the front number is drawn in the big font.
    public let usesBigDigits: Bool
    /// Column of the drum's axis.
    public let centreX: Int
    /// Rows: the top of the number band and its middle row.
    public let bandTop: Int
    public let middleRow: Int
    /// Columns of the widest number in plain text.
    public let labelWidth: Int
    /// Columns the front number takes.
    public let frontWidth: Int
    /// Horizontal radius of the drum in columns.
    public let radius: Double
    /// Angle between neighbours as drawn, in radians.
    public let displayStep: Double
    /// Pointer columns that turn the ring by one number.
    public let cellsPerStep: Double

    public init(rect: Rect, ring: SpinnerRing) {
        self.rect = rect
        usesBigDigits = rect.height >= Self.bigDigitRows
        centreX = rect.x + (rect.width - 1) / 2
        let bandRows = usesBigDigits ? Self.bigDigitRows : 1
        bandTop = rect.y + max(0, (rect.height - bandRows) / 2)
        middleRow = bandTop + bandRows / 2
        labelWidth = max(ring.text(for: ring.start).count, ring.text(for: ring.end).count)
        frontWidth = usesBigDigits ? labelWidth * Self.bigDigitAdvance - 1 : labelWidth
        radius = max(1, Double(rect.width - 1) / 2 - Double(labelWidth) / 2)
        displayStep = max(2 * Double.pi / Double(ring.count), Self.minimumDisplayStep)
        cellsPerStep = max(Self.minimumCellsPerStep, radius * sin(min(displayStep, Double.pi / 2)))
    }

    /// Which side of the front number column `x` is on.
    public func side(ofColumn x: Int) -> SpinnerSide {
        let offset = x - centreX
        if abs(offset) <= frontWidth / 2 { return .centre }
        return offset < 0 ? .left : .right
    }
}
