/// Where a shown notification is along its path at a given time, as a fraction of its travel:
/// 0 is just off-screen, 1 is its resting place; a bounce overshoots past 1.
public struct NotificationTimeline: Sendable, Equatable {
    public enum Constants {
        /// Plain entrance: a ~0.3 s ease-out slide (brief for issue 4).
        public static let slideDuration = 0.3
        /// Entrance with bounce: the keyframes below spread over this time.
        public static let bounceDuration = 0.8
        /// Seed design: from → overshoot → rest → overshoot → rest at these fractions of the entrance.
        public static let bounceKeyTimes = [0, 0.18, 0.5, 0.75, 1.0]
        /// Seed design: the overshoot is 1.2 × the travel.
        public static let overshoot = 1.2
        /// Leaving slides back out the way it came, accelerating, in this time.
        public static let exitDuration = 0.3
    }

    /// When it started to slide in.
    public var shownAt: Uptime
    public var bounce: Bool
    /// Appear and disappear without motion.
    public var reducedMotion: Bool
    /// When it starts to leave (expiry or dismissal); nil while it waits for the user.
    public var leaveAt: Uptime?

    public init(shownAt: Uptime, bounce: Bool, reducedMotion: Bool, leaveAt: Uptime? = nil) {
        self.shownAt = shownAt
        self.bounce = bounce
        self.reducedMotion = reducedMotion
        self.leaveAt = leaveAt
    }

    public var entranceDuration: Double {
        reducedMotion ? 0 : (bounce ? Constants.bounceDuration : Constants.slideDuration)
    }

    public var exitDuration: Double { reducedMotion ? 0 : Constants.exitDuration }

    /// When the entrance is over and it rests.
    public var restsAt: Uptime { shownAt + entranceDuration }

    /// When it has fully left and can be forgotten.
    public var goneAt: Uptime? { leaveAt.map { $0 + exitDuration } }

    /// Fraction of the travel at time `t` (0 off-screen, 1 at rest).
    public func progress(at t: Uptime) -> Double {
        if let leaveAt, t >= leaveAt {
            guard exitDuration > 0, t < leaveAt + exitDuration else { return 0 }
            let from = entrance(at: leaveAt)
            return Tween(from: from, to: 0, start: leaveAt, duration: exitDuration, easing: .easeInCubic).value(at: t)
        }
        return entrance(at: t)
    }

    /// The entrance alone, ignoring any exit.
    public func entrance(at t: Uptime) -> Double {
        guard t >= shownAt else { return 0 }
        guard entranceDuration > 0, t < restsAt else { return 1 }
        let p = (t - shownAt) / entranceDuration
        if bounce {
            let o = Constants.overshoot
            return Keyframes(keyTimes: Constants.bounceKeyTimes, values: [0, o, 1, o, 1], easing: .easeInOutQuad).value(at: p)
        }
        return Easing.easeOutCubic(p)
    }

    /// Whether it has started leaving by time `t`.
    public func isLeaving(at t: Uptime) -> Bool { leaveAt.map { t >= $0 } ?? false }

    public func isGone(at t: Uptime) -> Bool { goneAt.map { t >= $0 } ?? false }
}

extension NotificationTimeline: Timed {
    /// Frames while it slides in or out, and the moment it starts to leave while it rests; nil once it has left.
    public func nextDeadline(after now: Moment) -> Moment? {
        let t = now.uptime
        if t < restsAt { return FrameRate.nextFrame(after: now, until: restsAt) }
        guard let leaveAt else { return nil }
        if t < leaveAt { return now.at(uptime: leaveAt) }
        return FrameRate.nextFrame(after: now, until: leaveAt + exitDuration)
    }
}
