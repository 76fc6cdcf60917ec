/// The notifications on screen and those waiting for room (SPEC §5).
///
/// Several notifications on one edge stack away from it without overlapping, as many as fit the screen;
/// the rest wait in order and a "+N more" marker counts them. None is lost: each waits its turn, shows,
/// and is forgotten only after it has fully left and its slot has closed (the boxes behind it slide up into it).
/// Where they are on screen, and when that next changes, is in `NotificationStack+Layout.swift`.
public struct NotificationStack: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var notification: SlideInNotification
        /// Nil while waiting in the queue.
        var timeline: NotificationTimeline?
        /// Order in which it got its slot.
        var slot: Int
    }

    /// After a box has left, its slot closes over this time, so the boxes behind it slide into place.
    public static let slotCloseDuration = 0.2

    /// Slide without motion: appear and disappear in place.
    public var reducedMotion: Bool
    /// Messages are kept as the ASCII view draws them (`TextFold.ascii`), so boxes are laid out for that text.
    public var ascii: Bool
    /// The screen size that decides how many fit; keep it current with `resize(to:at:)`.
    public private(set) var screen: Size
    var entries: [Entry] = []
    var nextID = 1
    var nextSlot = 0
    /// The latest notice about each subject, which the next one about it replaces.
    var latest: [NotificationSubject: NotificationID] = [:]

    public init(screen: Size, reducedMotion: Bool = false, ascii: Bool = false) {
        self.screen = screen
        self.reducedMotion = reducedMotion
        self.ascii = ascii
    }

    /// The messages of every notification shown or waiting, oldest first.
    public var messages: [String] { entries.map(\.notification.message) }

    // MARK: Showing and dismissing

    /// Shows a notification (or queues it if its edge is full) and returns its id. An urgent one goes ahead of the
    /// queue and, when its edge is full, sends the other notices shown there back to wait, so it always shows.
    /// The very words of a notice still up (the same warning again) are not shown twice: that box takes the newer
    /// notice's time instead.
    @discardableResult
    public mutating func show(_ message: String, from edge: NotificationEdge = .top,
                              for duration: Double = SlideInNotification.defaultDuration, bounce: Bool = false,
                              severity: NotificationSeverity = .info, actions: [NotificationAction] = [],
                              urgent: Bool = false, at t: Uptime) -> NotificationID {
        let notification = make(message, from: edge, for: duration, bounce: bounce, severity: severity,
                                actions: actions, urgent: urgent, at: t)
        if let i = entries.firstIndex(where: { isLive($0, at: t) && !latest.values.contains($0.notification.id)
                                                && $0.notification.message == notification.message
                                                && $0.notification.severity == notification.severity
                                                && $0.notification.actions.isEmpty && notification.actions.isEmpty }),
           canReplace(entries[i], with: notification) {
            replace(at: i, with: notification, at: t)
        } else {
            place(notification, at: t)
        }
        return notification.id
    }

    /// Shows a notice about `subject`. A newer notice about the same subject replaces the older one at once, in its
    /// place on screen or in the queue (SPEC §5: a newer "Alarm set for …" replaces the older; notices about
    /// different subjects each keep their time). An old one already leaving goes on leaving, and this one comes in.
    @discardableResult
    public mutating func show(_ message: String, about subject: NotificationSubject, from edge: NotificationEdge = .top,
                              for duration: Double = SlideInNotification.defaultDuration, bounce: Bool = false,
                              severity: NotificationSeverity = .info, actions: [NotificationAction] = [],
                              urgent: Bool = false, at t: Uptime) -> NotificationID {
        if let old = latest[subject], let i = entries.firstIndex(where: { $0.notification.id == old }),
           isLive(entries[i], at: t) {
            // The same words again on a box that waits for the user (the ringing alarm's, refreshed each pass):
            // nothing to change.
            let shown = entries[i].notification
            if shown.message == words(message), shown.duration == duration, shown.actions == actions,
               shown.severity == severity, !shown.expires { return old }
        }
        let notification = make(message, from: edge, for: duration, bounce: bounce, severity: severity,
                                actions: actions, urgent: urgent, at: t)
        if let old = latest[subject], let i = entries.firstIndex(where: { $0.notification.id == old }),
           isLive(entries[i], at: t), canReplace(entries[i], with: notification) {
            replace(at: i, with: notification, at: t)
        } else {
            dismiss(about: subject, at: t)
            place(notification, at: t)
        }
        latest[subject] = notification.id
        return notification.id
    }

    /// A new notification with the next id; its words as the ASCII view draws them when it is on.
    private mutating func make(_ message: String, from edge: NotificationEdge, for duration: Double, bounce: Bool,
                               severity: NotificationSeverity, actions: [NotificationAction], urgent: Bool,
                               at t: Uptime) -> SlideInNotification {
        let id = NotificationID(nextID)
        nextID += 1
        return SlideInNotification(id: id, message: words(message), severity: severity,
                                   edge: edge, duration: duration, bounce: bounce, actions: actions,
                                   isUrgent: urgent, createdAt: t)
    }

    /// `message` as a box shows it: folded for the ASCII view, outside controls written out.
    private func words(_ message: String) -> String {
        OutsideText.escaped(ascii ? TextFold.ascii(message) : message)
    }

    /// Puts a new notification on screen, or in the queue when its edge is full.
    private mutating func place(_ notification: SlideInNotification, at t: Uptime) {
        let entry = Entry(notification: notification, timeline: nil, slot: 0)
        if notification.isUrgent {
            entries.insert(entry, at: queueHead(of: notification.edge))
            makeRoom(for: notification, at: t)
        } else {
            entries.append(entry)
        }
        promote(at: t)
    }

    /// Whether an entry is waiting, or shown and not leaving: one a newer notice can still take the place of.
    private func isLive(_ entry: Entry, at t: Uptime) -> Bool {
        entry.timeline.map { !$0.isLeaving(at: t) } ?? true
    }

    /// A notice takes another's place only on the same edge with the same standing in the queue.
    private func canReplace(_ entry: Entry, with notification: SlideInNotification) -> Bool {
        entry.notification.edge == notification.edge && entry.notification.isUrgent == notification.isUrgent
    }

    /// `notification` in the place of the entry at `i`: a shown box keeps its slot and its way in, and rests for
    /// the new notice's full time from now (or until dismissed); a waiting one keeps its place in the queue.
    private mutating func replace(at i: Int, with notification: SlideInNotification, at t: Uptime) {
        entries[i].notification = notification
        guard var timeline = entries[i].timeline else { return }
        timeline.leaveAt = notification.expires ? max(t, timeline.restsAt) + notification.duration : nil
        entries[i].timeline = timeline
    }

    /// Dismisses the latest notice about `subject`, if any.
    public mutating func dismiss(about subject: NotificationSubject, at t: Uptime) {
        if let id = latest.removeValue(forKey: subject) { dismiss(id, at: t) }
    }

    /// The latest notice about `subject` (it may have left the screen since).
    public func latest(about subject: NotificationSubject) -> NotificationID? { latest[subject] }

    /// Where a notification goes back to wait on `edge`: ahead of the waiting ones, behind waiting urgent ones.
    func queueHead(of edge: NotificationEdge) -> Int {
        entries.firstIndex { $0.timeline == nil && $0.notification.edge == edge && !$0.notification.isUrgent }
            ?? entries.count
    }

    /// Sends ordinary notices shown on the urgent one's edge back to the queue (newest first) until it fits.
    private mutating func makeRoom(for urgent: SlideInNotification, at t: Uptime) {
        let edge = urgent.edge
        while true {
            let shown = active(on: edge, at: t)
            let waitingAfter = queued(on: edge).count - 1
            let needed = used(by: shown) + height(of: urgent) + (waitingAfter > 0 ? 1 : 0)
            guard !shown.isEmpty, needed > capacity(of: edge, in: screen),
                  let victim = shown.last(where: { !$0.notification.isUrgent && !$0.timeline!.isLeaving(at: t) })
            else { return }
            sendBack(victim.notification)
        }
    }

    /// Takes a shown notification off screen to wait again: an ordinary one behind the urgent ones waiting on its
    /// edge, an urgent one ahead of all.
    private mutating func sendBack(_ notification: SlideInNotification) {
        guard let i = entries.firstIndex(where: { $0.notification.id == notification.id }) else { return }
        var entry = entries.remove(at: i)
        entry.timeline = nil
        let edge = notification.edge
        let head = notification.isUrgent
            ? entries.firstIndex { $0.timeline == nil && $0.notification.edge == edge } ?? entries.count
            : queueHead(of: edge)
        entries.insert(entry, at: head)
    }

    /// Starts `id` leaving now (a waiting one is simply dropped). Unknown or already leaving ids are ignored.
    public mutating func dismiss(_ id: NotificationID, at t: Uptime) {
        guard let i = entries.firstIndex(where: { $0.notification.id == id }) else { return }
        guard var timeline = entries[i].timeline else {
            entries.remove(at: i)
            return
        }
        if timeline.isLeaving(at: t) { return }
        timeline.leaveAt = t
        entries[i].timeline = timeline
    }

    /// Dismisses the notification under `point`, if any, and says what was hit (body or button).
    public mutating func click(at point: Point, screen: Size, at t: Uptime) -> NotificationHit? {
        guard let hit = hitTest(point, screen: screen, at: t) else { return nil }
        dismiss(hit.id, at: t)
        return hit
    }

    /// Adapts to a new screen size: notifications that no longer fit go back to the head of the queue
    /// (to show again when there is room), and waiting ones move in if there is more room.
    public mutating func resize(to size: Size, at t: Uptime) {
        screen = size
        for edge in NotificationEdge.allCases {
            while true {
                let shown = active(on: edge, at: t)
                let waiting = queued(on: edge).count
                guard shown.count > 1, used(by: shown) + (waiting > 0 ? 1 : 0) > capacity(of: edge, in: size),
                      let victim = shown.last(where: { !$0.notification.isUrgent && !$0.timeline!.isLeaving(at: t) })
                        ?? shown.last(where: { !$0.timeline!.isLeaving(at: t) }) else { break }
                sendBack(victim.notification)
            }
        }
        promote(at: t)
    }

    /// Advances time: forgets notifications that have left and whose slot has closed, and lets waiting ones in.
    public mutating func tick(at t: Uptime) {
        if entries.contains(where: { isForgotten($0, at: t) }) {
            let before = self
            entries.removeAll { before.isForgotten($0, at: t) }
        }
        promote(at: t)
    }

    // MARK: Asking

    /// Notifications on screen (sliding or resting) in slot order, and those waiting.
    public var shown: [SlideInNotification] {
        entries.filter { $0.timeline != nil }.sorted { $0.slot < $1.slot }.map(\.notification)
    }

    public var waiting: [SlideInNotification] { entries.filter { $0.timeline == nil }.map(\.notification) }

    public var isEmpty: Bool { entries.isEmpty }

    /// When an entry's slot has closed and it can be forgotten.
    func forgetAt(_ entry: Entry) -> Uptime? {
        entry.timeline?.goneAt.map { $0 + (reducedMotion ? 0 : Self.slotCloseDuration) }
    }

    func isForgotten(_ entry: Entry, at t: Uptime) -> Bool { forgetAt(entry).map { t >= $0 } ?? false }

    // MARK: Slots

    /// Rows an edge may fill: top and bottom stacks share the height, left and right ones have it all.
    func capacity(of edge: NotificationEdge, in size: Size) -> Int {
        switch edge {
        case .top, .bottom: return max(1, size.height / 2 - Self.edgeMargin)
        case .left, .right: return max(1, size.height - 2 * Self.edgeMargin)
        }
    }

    /// Entries with a slot on `edge` at `t`, in slot order: on screen, or gone with their slot still closing.
    func active(on edge: NotificationEdge, at t: Uptime) -> [Entry] {
        entries.filter { $0.notification.edge == edge && $0.timeline != nil && !isForgotten($0, at: t) }
            .sorted { $0.slot < $1.slot }
    }

    func queued(on edge: NotificationEdge) -> [Entry] {
        entries.filter { $0.notification.edge == edge && $0.timeline == nil }
    }

    func used(by shown: [Entry]) -> Int {
        shown.reduce(0) { $0 + height(of: $1.notification) }
    }

    func height(of notification: SlideInNotification) -> Int {
        NotificationBox(notification, screenWidth: screen.width, maxHeight: Self.maxBoxHeight(screen), margin: Self.sideMargin)
            .size.height
    }

    /// Gives waiting notifications a slot, in order, while their edge has room (always at least one on screen).
    mutating func promote(at t: Uptime) {
        for edge in NotificationEdge.allCases {
            while let i = entries.firstIndex(where: { $0.notification.edge == edge && $0.timeline == nil }) {
                let shown = active(on: edge, at: t)
                let stillWaiting = queued(on: edge).count - 1
                let needed = used(by: shown) + height(of: entries[i].notification) + (stillWaiting > 0 ? 1 : 0)
                guard shown.isEmpty || needed <= capacity(of: edge, in: screen) else { break }
                let n = entries[i].notification
                var timeline = NotificationTimeline(shownAt: t, bounce: n.bounce, reducedMotion: reducedMotion)
                if n.expires { timeline.leaveAt = timeline.restsAt + n.duration }
                entries[i].timeline = timeline
                entries[i].slot = nextSlot
                nextSlot += 1
            }
        }
    }
}
