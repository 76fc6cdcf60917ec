import FoundationEssentials
import Glibc

/// Easing curves: map linear progress in [0, 1] to eased progress (may overshoot for springy curves).
public enum Easing: Sendable, Equatable {
    case linear
    case easeInQuad
    case easeOutQuad
    case easeInOutQuad
    case easeOutCubic
    case easeInOutCubic
    case easeInCubic

    public func callAsFunction(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeInQuad: return t * t
        case .easeOutQuad: return 1 - (1 - t) * (1 - t)
        case .easeInOutQuad: return t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2
        case .easeInCubic: return t * t * t
        case .easeOutCubic: return 1 - pow(1 - t, 3)
        case .easeInOutCubic: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        }
    }
}
