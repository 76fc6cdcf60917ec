/// Where the notifications are on screen at one moment, what a click there hits, and when that next changes. Worked
/// out from the screen size and the time whenever asked, so a resize mid-flight re-lays everything out.
extension NotificationStack {
    /// Margin between the screen edge and a resting box: rows for top/bottom, columns for left/right.
    public static let edgeMargin = 1
    public static let sideMargin = 2

    /// The tallest a box may grow to show a long message: the screen inside the edge margins.
    static func maxBoxHeight(_ screen: Size) -> Int { screen.height - 2 * edgeMargin }

    /// Where everything is on a `screen`-sized canvas at time `t`.
    public func layout(screen: Size, at t: Uptime) -> NotificationLayout {
        var result = NotificationLayout(notifications: [], moreMarkers: [])
        for edge in NotificationEdge.allCases {
            let shown = active(on: edge, at: t)
            let boxes = shown.map { Self.box(for: $0.notification, screen: screen) }
            let waiting = queued(on: edge).count
            let extents = zip(shown, boxes).map { entry, box in
                Double(box.size.height) * slotShare(entry, at: t)
            }
            let total = Int(extents.reduce(0, +).rounded())
            let groupTop = max(0, (screen.height - total - (waiting > 0 ? 1 : 0)) / 2)
            var offset = 0
            var exactOffset = 0.0
            for ((entry, box), extent) in zip(zip(shown, boxes), extents) {
                let timeline = entry.timeline!
                offset = Int(exactOffset.rounded())
                exactOffset += extent
                if timeline.isGone(at: t) { continue }
                let rest = Self.frame(of: box.size, edge: edge, offset: offset, groupTop: groupTop, screen: screen, progress: 1)
                let now = Self.frame(of: box.size, edge: edge, offset: offset, groupTop: groupTop, screen: screen,
                                     progress: timeline.progress(at: t))
                let buttons = box.buttons.map { button -> NotificationButton in
                    var b = button
                    b.frame.x += now.x
                    b.frame.y += now.y
                    return b
                }
                result.notifications.append(PlacedNotification(notification: entry.notification, box: box, frame: now,
                                                               restingFrame: rest, buttons: buttons,
                                                               isLeaving: timeline.isLeaving(at: t), slot: entry.slot))
            }
            offset = Int(exactOffset.rounded())
            if waiting > 0 {
                let text = "+\(waiting) more"
                let w = TerminalColumns.of(text)
                let origin: Point
                switch edge {
                case .top: origin = Point(x: (screen.width - w) / 2, y: Self.edgeMargin + offset)
                case .bottom: origin = Point(x: (screen.width - w) / 2, y: screen.height - 1 - Self.edgeMargin - offset)
                case .left: origin = Point(x: Self.sideMargin, y: groupTop + offset)
                case .right: origin = Point(x: screen.width - Self.sideMargin - w, y: groupTop + offset)
                }
                result.moreMarkers.append(MoreMarker(edge: edge, count: waiting, text: text, origin: origin))
            }
        }
        result.notifications.sort { $0.slot < $1.slot }
        return result
    }

    /// The notification's box on `screen`. One that cannot keep the margins (a 10x3 or 12x4 screen) covers the whole
    /// screen instead: kept inside them it hung over the panel's bottom border or was cut at the screen's, the border
    /// of what is behind doubled around it.
    static func box(for notification: SlideInNotification, screen: Size) -> NotificationBox {
        let box = NotificationBox(notification, screenWidth: screen.width, maxHeight: maxBoxHeight(screen), margin: sideMargin)
        guard box.size.width > screen.width - 2 * sideMargin || box.size.height > maxBoxHeight(screen) else { return box }
        return NotificationBox(notification, screenWidth: screen.width, maxHeight: screen.height, margin: 0, filling: screen)
    }

    /// The box's frame at `progress` along its path: 0 just off-screen on `edge`, 1 resting in its slot.
    /// Top and bottom boxes are centred along the edge and stack away from it; left and right ones stack
    /// downward in a group centred along the edge.
    static func frame(of size: Size, edge: NotificationEdge, offset: Int, groupTop: Int, screen: Size,
                      progress p: Double) -> Rect {
        func along(_ off: Int, _ rest: Int) -> Int { Int((Double(off) + p * Double(rest - off)).rounded()) }
        let centredX = (screen.width - size.width) / 2
        // A box covering the whole screen (`box(for:screen:)`) rests on its edges.
        let edgeMargin = size.height >= screen.height ? 0 : edgeMargin
        let sideMargin = size.width >= screen.width ? 0 : sideMargin
        switch edge {
        case .top:
            return Rect(x: centredX, y: along(-size.height, edgeMargin + offset), width: size.width, height: size.height)
        case .bottom:
            let rest = screen.height - edgeMargin - offset - size.height
            return Rect(x: centredX, y: along(screen.height, rest), width: size.width, height: size.height)
        case .left:
            return Rect(x: along(-size.width, sideMargin), y: groupTop + offset, width: size.width, height: size.height)
        case .right:
            return Rect(x: along(screen.width, screen.width - sideMargin - size.width), y: groupTop + offset,
                        width: size.width, height: size.height)
        }
    }

    /// How much of its slot's height an entry still takes at `t`: all of it until it has left,
    /// then less and less while the slot closes.
    func slotShare(_ entry: Entry, at t: Uptime) -> Double {
        guard let gone = entry.timeline?.goneAt, t >= gone else { return 1 }
        let close = reducedMotion ? 0 : Self.slotCloseDuration
        return Tween(from: 1, to: 0, start: gone, duration: close, easing: .easeInOutQuad).value(at: t)
    }

    /// The notification (and button) at `point` at time `t`, topmost first. Leaving ones let clicks through.
    public func hitTest(_ point: Point, screen: Size, at t: Uptime) -> NotificationHit? {
        for placed in layout(screen: screen, at: t).notifications.reversed() where !placed.isLeaving {
            guard placed.frame.contains(point) else { continue }
            let button = placed.buttons.first { $0.frame.contains(point) }
            return NotificationHit(id: placed.notification.id, action: button?.action)
        }
        return nil
    }
}

extension NotificationStack: Timed {
    /// The next frame while a box slides or a slot closes, otherwise when the next box starts to leave;
    /// `now` while a box that has left waits to be forgotten.
    public func nextDeadline(after now: Moment) -> Moment? {
        var next: Moment?
        for entry in entries {
            guard let timeline = entry.timeline else { continue }
            if let gone = timeline.goneAt, let forget = forgetAt(entry), now.uptime >= gone {
                next = Moment.earliest(next, now.uptime >= forget ? now : FrameRate.nextFrame(after: now, until: forget))
            } else {
                next = Moment.earliest(next, timeline.nextDeadline(after: now))
            }
        }
        return next
    }
}

/// What a click on a notification hit: the notification, and the button if it was on one.
public struct NotificationHit: Sendable, Equatable {
    public var id: NotificationID
    public var action: NotificationAction?

    public init(id: NotificationID, action: NotificationAction?) {
        self.id = id
        self.action = action
    }
}

/// A notification placed on screen at one moment.
public struct PlacedNotification: Sendable, Equatable {
    public var notification: SlideInNotification
    public var box: NotificationBox
    /// Where it is now (may reach past the screen edges while sliding).
    public var frame: Rect
    /// Where it rests once in.
    public var restingFrame: Rect
    /// Its buttons in screen coordinates.
    public var buttons: [NotificationButton]
    public var isLeaving: Bool
    var slot: Int
}

/// The "+N more" line under a full stack.
public struct MoreMarker: Sendable, Equatable {
    public var edge: NotificationEdge
    public var count: Int
    public var text: String
    public var origin: Point
}

/// Everything the notification view draws, in drawing order (later on top).
public struct NotificationLayout: Sendable, Equatable {
    public var notifications: [PlacedNotification]
    public var moreMarkers: [MoreMarker]
}
