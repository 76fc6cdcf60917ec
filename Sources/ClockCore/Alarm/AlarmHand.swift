import FoundationEssentials

/// The alarm hand on the face: how long it is and which presses count as "on the hand".
public enum AlarmHand {
    /// The alarm hand reaches 0.6·R: shorter than the hour hand (0.7·R, SPEC §2), as on a travel alarm clock,
    /// so it never hides the clock's own hands' tips.
    public static let lengthFraction = 0.6
    /// The seed design grabs the hand within 2° of its angle (SPEC §3).
    public static let grabAngle = 2 * Double.pi / 180
    /// Its stroke as a fraction of the radius (the view draws it this wide; in ASCII one dot, a whole cell).
    public static let widthFraction = 0.03

    /// The hand's length on a face, in horizontal dot units.
    public static func length(on face: ClockFace) -> Double {
        face.radius * lengthFraction
    }

    /// The hand's stroke width in dots, as drawn.
    public static func drawnWidth(on face: ClockFace) -> Double {
        face.dotsPerCell.x == 1 ? 1 : max(1, face.radius * widthFraction)
    }

    /// Whether a press on `cell` grabs a hand drawn at `angle`: within 2° of it (and no farther out than its tip),
    /// or on a cell that is, or touches (sides and corners), a cell the drawn hand lights. In a terminal 2° is less
    /// than a cell, so "about one cell of the drawn hand" (SPEC §3) is taken literally: the dots the view lights
    /// are those whose centre lies within half the stroke of the line from the centre to the tip.
    public static func grabs(cell: Point, handAngle angle: Double, on face: ClockFace) -> Bool {
        let length = length(on: face)
        if face.distance(ofCell: cell) <= length, AlarmDial.separation(face.angle(ofCell: cell), angle) <= grabAngle {
            return true
        }
        let aspect = face.dotAspect
        let tip = face.point(radius: length, angle: angle)
        let a = (x: face.centerX, y: face.centerY * aspect), b = (x: tip.x, y: tip.y * aspect)
        let reach = drawnWidth(on: face) / 2 + 1e-9
        let sx = face.dotsPerCell.x, sy = face.dotsPerCell.y
        for cy in cell.y - 1...cell.y + 1 {
            for cx in cell.x - 1...cell.x + 1 {
                for dy in 0..<sy {
                    for dx in 0..<sx {
                        let px = Double((cx - face.origin.x) * sx + dx) + 0.5
                        let py = (Double((cy - face.origin.y) * sy + dy) + 0.5) * aspect
                        if distanceToSegment(px: px, py: py, ax: a.x, ay: a.y, bx: b.x, by: b.y) <= reach { return true }
                    }
                }
            }
        }
        return false
    }
    private static func distanceToSegment(px: Double, py: Double, ax: Double, ay: Double,
                                          bx: Double, by: Double) -> Double {
        let vx = bx - ax, vy = by - ay
        let lengthSquared = vx * vx + vy * vy
        let t = lengthSquared == 0 ? 0 : min(1, max(0, ((px - ax) * vx + (py - ay) * vy) / lengthSquared))
        let dx = px - (ax + t * vx), dy = py - (ay + t * vy)
        return (dx * dx + dy * dy).squareRoot()
    }
}
