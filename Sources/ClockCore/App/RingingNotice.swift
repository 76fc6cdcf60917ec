/// The words of the one notice the ringing alarms share, derived from what rings now (the consequences pass
/// rewrites the notice whenever they change).
extension AppModel {
    /// `Wake up! 6:46 AM — Work — playing Ascent`: the alarm that started ringing last (and how late it rang), each
    /// alarm ringing now by its label or time, the album playing for them, or why the ring tone plays instead.
    var ringNoticeText: String {
        var newest: AlarmRinging.Ringing?
        for alarm in clock.alarms.clocks {
            guard let ringing = alarm.ringing else { continue }
            if newest.map({ ringing.sinceUptime > $0.sinceUptime }) ?? true { newest = ringing }
        }
        let twentyFourHour = clock.display.twentyFourHour
        var text = newest.flatMap {
            AlarmText.message(for: .ring($0.occurrence, lateBy: $0.lateBy), now: now.wall, in: calendar,
                              twentyFourHour: twentyFourHour)
        } ?? "Wake up!"
        if let names = AlarmText.ringing(clock.alarms.ringing, twentyFourHour: twentyFourHour) { text += " — \(names)" }
        if let wake = clock.wake { text += " — playing \(wake.album.title)" }
        if let ringSoundNote { text += " (\(ringSoundNote))" }
        return text
    }
}
