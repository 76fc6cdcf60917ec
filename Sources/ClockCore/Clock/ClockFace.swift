import FoundationEssentials
import Glibc

/// Where the analog face sits on screen, in the dot coordinates of the raster it is drawn on.
///
/// Angles are clockwise from 12 o'clock in radians. Dot coordinates are horizontal dot units; a dot is
/// `dotAspect` times taller than wide, so vertical distances are multiplied by it to stay round.
public struct ClockFace: Sendable, Equatable {
    /// Top-left cell of the raster the face is drawn in.
    public var origin: Point
    /// Raster size in cells.
    public var cells: Size
    /// Dots per cell (2×4 for braille, 1×1 for ASCII).
    public var dotsPerCell: Point
    /// Height of a dot divided by its width.
    public var dotAspect: Double
    /// Centre, in dot coordinates of the raster.
    public var centerX: Double
    public var centerY: Double
    /// Radius in horizontal dot units.
    public var radius: Double

    public init(origin: Point, cells: Size, dotsPerCell: Point, dotAspect: Double, centerX: Double, centerY: Double,
                radius: Double) {
        self.origin = origin
        self.cells = cells
        self.dotsPerCell = dotsPerCell
        self.dotAspect = dotAspect
        self.centerX = centerX
        self.centerY = centerY
        self.radius = radius
    }

    /// The point at radius `r` and angle `a`: (cx + r·sin a, cy − r·cos a), vertical part divided by the aspect.
    public func point(radius r: Double, angle a: Double) -> (x: Double, y: Double) {
        (centerX + r * sin(a), centerY - r * cos(a) / dotAspect)
    }

    /// The centre of a screen cell in the raster's dot coordinates.
    public func dotCenter(ofCell p: Point) -> (x: Double, y: Double) {
        (Double((p.x - origin.x) * dotsPerCell.x) + Double(dotsPerCell.x) / 2,
         Double((p.y - origin.y) * dotsPerCell.y) + Double(dotsPerCell.y) / 2)
    }

    /// Angle of a screen cell seen from the centre: atan2(x − cx, cy − y) in aspect-corrected units, in [0, 2π).
    public func angle(ofCell p: Point) -> Double {
        let d = dotCenter(ofCell: p)
        var a = atan2(d.x - centerX, (centerY - d.y) * dotAspect)
        if a < 0 { a += 2 * .pi }
        return a
    }

    /// Aspect-corrected distance of a screen cell's centre from the face centre, in horizontal dot units.
    public func distance(ofCell p: Point) -> Double {
        let d = dotCenter(ofCell: p)
        let dx = d.x - centerX, dy = (d.y - centerY) * dotAspect
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Width of one cell in horizontal dot units, the natural tolerance for "about one cell".
    /// The characters this face is drawn with.
    public var glyphs: FaceGlyphs { FaceGlyphs(dotsPerCell: dotsPerCell) }

    public var cellWidthInDots: Double { Double(dotsPerCell.x) }
    /// Height of one cell in (aspect-corrected) horizontal dot units.
    public var cellHeightInDots: Double { Double(dotsPerCell.y) * dotAspect }

    /// Whether a screen cell lies on the face (within the outer radius plus half a cell).
    public func contains(cell p: Point) -> Bool {
        distance(ofCell: p) <= radius + cellWidthInDots
    }
}
