import Foundation

/// Polls `condition` every `interval` seconds until it holds or `timeout` seconds pass; whether it held. The one way
/// the end-to-end tests wait: for what the program, a process or a file says, never for the clock alone.
@discardableResult
func poll(timeout: Double, every interval: Double = 0.02, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        usleep(useconds_t(interval * 1_000_000))
    }
    return condition()
}
