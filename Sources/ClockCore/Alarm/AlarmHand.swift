import FoundationEssentials

/// The alarm hand on the face: how long it is and which presses count as "on the hand".
public enum AlarmHand {
    /// The alarm hand reaches 0.6·R: shorter than the hour hand (0.7·R, SPEC §2), as on a travel alarm clock,
    /// so it never hides the clock's own hands' tips.
    public static let lengthFraction = 0.6
    /// The seed design grabs the hand within 2° of its angle (SPEC §3).
    public static let grabAngle = 2 * Double.pi / 180
    /// In a terminal 2° is less than a cell, so a press within about one cell of the drawn hand grabs it too (SPEC §3).
    public static let grabDistanceInCells = 1.0

    /// The hand's length on a face, in horizontal dot units.
    public static func length(on face: ClockFace) -> Double {
        face.radius * lengthFraction
    }

    /// Whether a press on `cell` grabs a hand drawn at `angle`: within 2° of it (and no farther out than its tip),
    /// or within one cell of the line from the centre to the tip.
    ///
    /// The second distance is measured in cells along each axis: a cell is `cellWidthInDots` across and
    /// `cellHeightInDots` down, so the neighbours on every side of a cell the line passes through count.
    public static func grabs(cell: Point, handAngle angle: Double, on face: ClockFace) -> Bool {
        let length = length(on: face)
        let distance = face.distance(ofCell: cell)
        if distance <= length, AlarmDial.separation(face.angle(ofCell: cell), angle) <= grabAngle {
            return true
        }
        let p = face.dotCenter(ofCell: cell)
        let tip = face.point(radius: length, angle: angle)
        let sx = Double(face.dotsPerCell.x), sy = Double(face.dotsPerCell.y)
        let d = distanceToSegment(px: p.x / sx, py: p.y / sy,
                                  ax: face.centerX / sx, ay: face.centerY / sy, bx: tip.x / sx, by: tip.y / sy)
        return d <= grabDistanceInCells + 1e-9
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
