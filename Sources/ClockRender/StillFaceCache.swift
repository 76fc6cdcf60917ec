import ClockCore

/// The part of the face that stays still while the clock idles — marks, alarm hand, hour and minute hands, the cap —
/// as rasterised for the last frame. It changes once a minute (or while the alarm hand is dragged), so an idle tick
/// reuses it and rasterises only the second hand.
enum StillFaceCache {
    /// Everything the still layer is drawn from.
    struct Key: Equatable, Sendable {
        var face: ClockFace
        var hourAngle: Double
        var minuteAngle: Double
        var alarmAngle: Double?
        var alarmTracking: Bool
        var alarmMarks: [Double]
        var theme: Theme
    }

    static let shared = RenderMemo<Key, DotCanvas>(capacity: 1)
}
