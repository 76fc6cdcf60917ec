import ClockCore
import Synchronization

/// The part of the face that stays still while the clock idles — marks, alarm hand, hour and minute hands — as
/// rasterised for the last frame. It changes once a minute (or while the alarm hand is dragged), so an idle tick
/// reuses it and rasterises only the second hand and the cap. Shared by every render; the result is the same as
/// drawing from scratch, so views stay pure.
final class StillFaceCache: Sendable {
    /// Everything the still layer is drawn from.
    struct Key: Equatable {
        var face: ClockFace
        var hourAngle: Double
        var minuteAngle: Double
        var alarmAngle: Double?
        var alarmTracking: Bool
    }

    static let shared = StillFaceCache()

    private let last = Mutex<(key: Key, dots: DotCanvas)?>(nil)

    /// The layer for `key`: the kept one if it was drawn from the same key, otherwise `draw()`, which is then kept.
    func layer(for key: Key, draw: () -> DotCanvas) -> DotCanvas {
        last.withLock { last in
            if let last, last.key == key { return last.dots }
            let dots = draw()
            last = (key, dots)
            return dots
        }
    }
}
