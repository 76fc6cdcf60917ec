/// Everything that can happen to the app, as a value the run loop hands to `update`.
public enum Msg: Sendable {
    /// Input from the user.
    case input(InputEvent)
    /// Time passed: a clock tick or an animation frame. `update` advances whatever is due.
    case tick
    /// The terminal changed size.
    case resize(Size)
    /// The terminal came back after Ctrl-Z; everything must be redrawn.
    case resumed
}
