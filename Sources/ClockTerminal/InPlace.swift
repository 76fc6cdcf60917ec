import ClockCore
import ClockRender

/// The run loop's model, read in place. Handed from the loop's property to a call by value, the model would be copied
/// first, every array and string in it retained and released again, several times a second while the clock idles;
/// handed `inout` (and never changed) it is read where it lies.
enum InPlace {
    static func nextDeadline(of model: inout AppModel, after now: Moment) -> Moment? {
        model.nextDeadline(after: now)
    }

    /// Whether `model` may look different from `drawn`, the model the screen shows (always, when nothing is drawn yet).
    static func needsFrame(_ model: inout AppModel, since drawn: inout AppModel?) -> Bool {
        switch drawn {
        case .some(let shown): return model.needsFrame(since: shown)
        case .none: return true
        }
    }

    static func render(_ model: inout AppModel, into canvas: inout Canvas) {
        AppView.render(model, into: &canvas)
    }
}
