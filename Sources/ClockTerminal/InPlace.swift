import ClockCore
import ClockRender

/// The run loop's model, read in place. Handed from the loop's property to a call by value, the model would be copied
/// first, every array and string in it retained and released again, several times a second while the clock idles;
/// handed `inout` (and never changed) it is read where it lies.
enum InPlace {
    static func partsDeadline(of model: inout AppModel) -> Moment? {
        model.partsDeadline(after: model.now)
    }

    static func tickMatters(_ model: inout AppModel, at now: Moment, partsDue: Moment?) -> Bool {
        model.tickMatters(at: now, partsDue: partsDue)
    }

    /// Whether `model` may look different from `drawn`, the model the screen shows; `drawn` is changed only in what it
    /// does not draw (`AppModel.needsFrame`), in place.
    static func needsFrame(_ model: inout AppModel, since drawn: inout AppModel) -> Bool {
        model.needsFrame(since: &drawn)
    }

    static func render(_ model: inout AppModel, into canvas: inout Canvas) {
        AppView.render(model, into: &canvas)
    }
}
