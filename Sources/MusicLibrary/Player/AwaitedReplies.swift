/// The commands sent to mpv that it has not answered yet, each with when it was sent. mpv answers every command
/// at once (even `loadlist` of a whole box set), so the oldest one's age is how long mpv has been silent:
/// past a timeout it is hung, and the user hears so instead of watching a panel stuck at "Starting".
struct AwaitedReplies {
    private var waiting: [(id: Int, sentAt: Double)] = []
    private var lastID = 0

    /// Numbers a command sent at `time`; mpv echoes the number in its reply.
    mutating func expect(at time: Double) -> Int {
        lastID += 1
        waiting.append((lastID, time))
        return lastID
    }

    /// mpv answered request `id` (an unknown id, as a confused player might send, changes nothing).
    mutating func answered(_ id: Int) {
        waiting.removeAll { $0.id == id }
    }

    /// When the oldest unanswered command was sent; nil when mpv owes nothing.
    var oldestSentAt: Double? { waiting.first?.sentAt }

    mutating func forgetAll() {
        waiting.removeAll()
    }
}
