import ClockSystem

/// The commands sent to mpv that it has not answered yet, each with when it was sent. mpv answers every command
/// at once (even `loadlist` of a whole box set), so the oldest one's age is how long mpv has been silent:
/// past a timeout it is hung, and the user hears so instead of watching a panel stuck at "Starting".
struct AwaitedReplies {
    /// A command mpv owes an answer: when it was sent, and how mpv had been scheduled by then (nil when the kernel
    /// did not say), so its waits for a CPU since can be left out of its silence.
    struct Awaited {
        let id: Int
        let sentAt: Double
        let schedule: ProcessSchedule.Sample?
    }

    private var waiting: [Awaited] = []
    private var lastID = 0

    /// Numbers a command sent at `time`; mpv echoes the number in its reply.
    mutating func expect(at time: Double, schedule: ProcessSchedule.Sample?) -> Int {
        lastID += 1
        waiting.append(Awaited(id: lastID, sentAt: time, schedule: schedule))
        return lastID
    }

    /// mpv answered request `id` (an unknown id, as a confused player might send, changes nothing).
    mutating func answered(_ id: Int) {
        waiting.removeAll { $0.id == id }
    }

    /// The oldest unanswered command; nil when mpv owes nothing.
    var oldest: Awaited? { waiting.first }

    mutating func forgetAll() {
        waiting.removeAll()
    }
}
