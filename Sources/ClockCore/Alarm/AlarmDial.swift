import FoundationEssentials

/// The alarm hand's 12-hour dial: where a time of day points, and which time an angle points at.
///
/// Angles are clockwise from 12 o'clock in radians, like every hand on the face.
public enum AlarmDial {
    /// One turn of the dial is 12 hours: 43 200 s (SPEC §3).
    public static let secondsPerTurn: Double = 43_200
    /// Radians per second of dial time: angle = t · π / 21 600 (SPEC §3).
    public static let radiansPerSecond: Double = .pi / 21_600
    /// Whole minutes on the dial: 12 h · 60.
    public static let minutesPerTurn = 720

    /// The angle in [0, 2π) for `t` seconds past 12 o'clock: t · π / 21 600.
    public static func angle(forDialSeconds t: Double) -> Double {
        normalized(t * radiansPerSecond)
    }

    /// Seconds past 12 o'clock in [0, 43 200) for an angle: 21 600 · a / π.
    public static func dialSeconds(forAngle a: Double) -> Double {
        normalized(a) / radiansPerSecond
    }

    /// The angle of the hand for an alarm time; AM and PM share a position.
    public static func angle(for time: AlarmTime) -> Double {
        angle(forDialSeconds: Double((time.minuteOfDay % minutesPerTurn) * 60))
    }

    /// The dial position of an angle, rounded to the nearest whole minute, in 0..<720.
    public static func dialMinute(forAngle a: Double) -> Int {
        Int((dialSeconds(forAngle: a) / 60).rounded()) % minutesPerTurn
    }

    /// An angle brought into [0, 2π); one that is not a number or infinite points at 12 o'clock.
    public static func normalized(_ a: Double) -> Double {
        guard a.isFinite else { return 0 }
        let turn = 2 * Double.pi
        var r = a.truncatingRemainder(dividingBy: turn)
        if r < 0 { r += turn }
        return r >= turn ? 0 : r
    }

    /// The smallest unsigned difference between two angles, in [0, π].
    public static func separation(_ a: Double, _ b: Double) -> Double {
        let d = normalized(a - b)
        return min(d, 2 * .pi - d)
    }
}
