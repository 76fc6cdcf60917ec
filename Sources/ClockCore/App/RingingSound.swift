/// What sounds while something rings: one sound at a time, whatever rings. An alarm's album wins over the ring tone
/// (it is what the user chose to wake to; a timer done meanwhile still shows its notice and rings its bell, and
/// the tone comes back for it when the alarm stops); otherwise the ring tone sounds while any alarm or timer rings.
public enum RingingSound: Sendable, Equatable {
    case silence
    case ringTone
    /// The album an alarm wakes the user to, played by the music player.
    case album(Album)
}

extension AppModel {
    /// The one sound the ringing alarms and timers make now.
    public var ringingSound: RingingSound {
        if let wake = clock.wake { return .album(wake.album) }
        return clock.alarms.isRinging || timers.list.isRinging ? .ringTone : .silence
    }

    /// The ring tone started or stopped as what sounds changed since `before`: the consequences pass's only
    /// source of `.ringSound`, so the tone and an alarm's album never play together, however they came about (a
    /// timer that ends during an album alarm, an album that gives way to the tone, the alarm that stops first).
    /// A timer's ring taken over at start (the state file's record of a ring another process began) was ringing
    /// in `before` already, yet nothing sounds in this process: its `rang` starts the tone all the same (starting
    /// a tone that plays is nothing).
    func ringToneEffects(of happened: [Happening], since before: AppModel) -> [Effect] {
        let wasOn = before.ringingSound == .ringTone, isOn = ringingSound == .ringTone
        let rang = happened.contains { if case .timer(.timer(.rang)) = $0 { true } else { false } }
        if wasOn, isOn, rang { return [.ringSound(true)] }
        return wasOn == isOn ? [] : [.ringSound(isOn)]
    }
}
