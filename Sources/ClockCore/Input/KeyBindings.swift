/// Where a key is looked up: `update` asks the context that has the input, and the help lists each one as a section.
public enum KeyContext: Sendable, Equatable, CaseIterable {
    /// Before anything else, even over the help (Ctrl-C, Ctrl-Z, Ctrl-L).
    case always
    /// What the screen on show did not use (q, ?, Tab).
    case anywhere
    /// The clock screen with the dial focused.
    case clock
    /// While the alarm rings.
    case ringing
    /// A focused Hour, Minute or Snooze drum.
    case drum
    case albumWall
    /// The album wall's search line, open after `/`.
    case search
    /// The open player panel.
    case player
    /// The help overlay itself.
    case help

    /// The heading the help shows the context under (the two global contexts share one).
    public var title: String {
        switch self {
        case .always, .anywhere: return "Anywhere"
        case .clock: return "Clock"
        case .ringing: return "Ringing alarm"
        case .drum: return "Hour, Minute, Snooze drums"
        case .albumWall: return "Album wall"
        case .search: return "Album search"
        case .player: return "Player"
        case .help: return "This help"
        }
    }
}

/// What a key asks for. Each context's handler switches on these; the key that asked is looked up in `KeyBindings`.
public enum KeyAction: Sendable, Equatable {
    case quit, suspend, redraw, showHelp, nextScreen
    case editAlarm(AlarmEdit)
    case snooze, dismiss
    /// Shift-Tab: dial → hour → minute → snooze → dial.
    case nextFocus
    /// Esc: cancel a drag, give the arrows back to the dial, close the panel.
    case back
    case step(Int)
    case first, last
    /// A digit key: the handler reads which from the key.
    case typeDigit
    case moveFocus(rows: Int, columns: Int)
    case page(Int)
    case home
    case tileSize(Int)
    case open
    case playPause, nextTrack, previousTrack
    case scroll(lines: Int)
    case scrollPage(Int)
    /// A key for the list of alarms (select, add, delete, undo, days, label).
    case alarmList(AlarmListAction)
    /// `/`: open the search line over the wall.
    case search
    /// `o`: the wall's next order.
    case cycleOrder
    /// `w` in the player panel: the open album becomes the selected alarm's sound.
    case wakeToAlbum
}

/// What the keys for the list of alarms do.
public enum AlarmListAction: Sendable, Equatable {
    /// Select the alarm this many places on (`]` +1, `[` −1), round the list.
    case select(Int)
    case add, delete, undoDelete, cycleDays, editLabel
}

/// A key as the table names it: a key with the modifiers it needs (more may be held), or any digit.
public enum KeyPattern: Sendable, Equatable {
    case key(Key, Modifiers = [])
    case digit

    /// How specific the match is (0 = no match); the most specific binding wins, so Shift-← beats ←.
    func matchScore(_ event: KeyEvent) -> Int {
        switch self {
        case .digit:
            guard case .char(let c) = event.key, c.isASCII, c.isWholeNumber else { return 0 }
            return 1
        case .key(let key, let modifiers):
            guard key == event.key, event.modifiers.isSuperset(of: modifiers) else { return 0 }
            return 1 + modifiers.rawValue.nonzeroBitCount
        }
    }

    /// What the help calls the key; `ascii` spells arrows out for terminals without them.
    public func name(ascii: Bool) -> String {
        switch self {
        case .digit: return "0-9"
        case .key(let key, let modifiers):
            let shift = modifiers.contains(.shift) ? "Shift-" : ""
            return shift + Self.name(of: key, ascii: ascii)
        }
    }

    static func name(of key: Key, ascii: Bool) -> String {
        switch key {
        case .char(" "): return "Space"
        case .char(let c): return String(c)
        case .ctrl(let c): return "Ctrl-" + String(c).uppercased()
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Del"
        case .insert: return "Ins"
        case .up: return ascii ? "Up" : "↑"
        case .down: return ascii ? "Down" : "↓"
        case .left: return ascii ? "Left" : "←"
        case .right: return ascii ? "Right" : "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .function(let n): return "F\(n)"
        }
    }
}

/// One row of the key table: keys that each ask for an action, described together. A row without keys describes a
/// mouse gesture (its `gesture` is what the help shows in the key column); the mouse code handles those itself.
public struct KeyBinding: Sendable {
    public var keys: [(pattern: KeyPattern, action: KeyAction)]
    public var gesture: String?
    public var description: String

    public init(_ keys: [(KeyPattern, KeyAction)], _ description: String) {
        self.keys = keys.map { (pattern: $0.0, action: $0.1) }
        self.gesture = nil
        self.description = description
    }

    public init(_ key: Key, _ action: KeyAction, _ description: String) {
        self.init([(.key(key), action)], description)
    }

    public init(mouse gesture: String, _ description: String) {
        self.keys = []
        self.gesture = gesture
        self.description = description
    }

    /// The key column of the help: the gesture, or the keys' names in order, a name shown once and a Shift
    /// that all the keys need written once ("Shift-← →").
    public func label(ascii: Bool) -> String {
        if let gesture { return gesture }
        let shifted = keys.allSatisfy { if case .key(_, let m) = $0.pattern { return m.contains(.shift) } else { return false } }
        var names: [String] = []
        for key in keys {
            var name = key.pattern.name(ascii: ascii)
            if shifted { name.removeFirst("Shift-".count) }
            if !names.contains(name) { names.append(name) }
        }
        return (shifted ? "Shift-" : "") + names.joined(separator: " ")
    }
}

/// The one key table: `update` maps keys to actions with it and the help overlay lists it, so the two cannot drift.
/// New keys are new rows in their context's list.
public enum KeyBindings {
    /// Every context's rows, in the order the help shows them.
    public static let table: [(context: KeyContext, bindings: [KeyBinding])] = [
        (.anywhere, [
            KeyBinding(.tab, .nextScreen, "next screen (clock, album wall)"),
            KeyBinding(.char("?"), .showHelp, "this help"),
            KeyBinding(.char("q"), .quit, "quit"),
            KeyBinding(mouse: "click a notice", "dismiss it"),
        ]),
        (.always, [
            KeyBinding(.ctrl("c"), .quit, "quit, also from this help"),
            KeyBinding(.ctrl("z"), .suspend, "suspend (fg resumes)"),
            KeyBinding(.ctrl("l"), .redraw, "redraw the screen"),
        ]),
        (.ringing, [
            KeyBinding([(.key(.char("s")), .snooze), (.key(.char("S")), .snooze)], "snooze"),
            KeyBinding(.enter, .dismiss, "dismiss"),
            KeyBinding(mouse: "click a button", "Snooze or Dismiss on the notice"),
        ]),
        (.clock, [
            KeyBinding(.char("a"), .editAlarm(.toggle), "alarm on/off"),
            KeyBinding([(.key(.left), .editAlarm(.shift(minutes: -AlarmEdit.minuteStep))),
                        (.key(.right), .editAlarm(.shift(minutes: AlarmEdit.minuteStep)))], "alarm -/+ 1 minute"),
            KeyBinding([(.key(.left, .shift), .editAlarm(.shift(minutes: -AlarmEdit.fiveMinuteStep))),
                        (.key(.right, .shift), .editAlarm(.shift(minutes: AlarmEdit.fiveMinuteStep)))],
                       "alarm -/+ 5 minutes"),
            KeyBinding([(.key(.char("-")), .editAlarm(.shift(minutes: -AlarmEdit.fiveMinuteStep))),
                        (.key(.char("+")), .editAlarm(.shift(minutes: AlarmEdit.fiveMinuteStep))),
                        (.key(.char("=")), .editAlarm(.shift(minutes: AlarmEdit.fiveMinuteStep)))],
                       "alarm -/+ 5 minutes"),
            KeyBinding([(.key(.down), .editAlarm(.shift(minutes: -AlarmEdit.hourStep))),
                        (.key(.up), .editAlarm(.shift(minutes: AlarmEdit.hourStep)))], "alarm -/+ 1 hour"),
            KeyBinding(.char("p"), .editAlarm(.flipAMPM), "alarm AM/PM"),
            KeyBinding([(.key(.char("[")), .alarmList(.select(-1))), (.key(.char("]")), .alarmList(.select(1)))],
                       "select the previous / next alarm"),
            KeyBinding(.char("n"), .alarmList(.add), "new alarm"),
            KeyBinding([(.key(.char("d")), .alarmList(.delete)), (.key(.char("u")), .alarmList(.undoDelete))],
                       "delete the alarm / undo"),
            KeyBinding(.char("D"), .alarmList(.cycleDays), "repeat: once, daily, weekdays, weekends"),
            KeyBinding(.char("L"), .alarmList(.editLabel), "label (Enter keeps, Esc drops)"),
            KeyBinding(.backTab, .nextFocus, "focus hour, minute, snooze, dial"),
            KeyBinding(.escape, .back, "cancel a drag, back to the dial"),
            KeyBinding(mouse: "click a list line", "select that alarm"),
            KeyBinding(mouse: "drag the hand", "set the alarm; grab near it"),
            KeyBinding(mouse: "right button", "cancel a drag (like Esc)"),
            KeyBinding(mouse: "hold on the face", "alarm on, hand to the pointer"),
            KeyBinding(mouse: "click alarm line", "alarm on/off"),
        ]),
        (.drum, [
            KeyBinding([(.key(.down), .step(-1)), (.key(.up), .step(1))], "-/+ 1"),
            KeyBinding([(.key(.left), .step(-1)), (.key(.right), .step(1))], "-/+ 1"),
            KeyBinding([(.key(.pageDown), .step(-SpinnerRing.pageSteps)), (.key(.pageUp), .step(SpinnerRing.pageSteps))],
                       "-/+ \(SpinnerRing.pageSteps)"),
            KeyBinding([(.key(.home), .first), (.key(.end), .last)], "first / last number"),
            KeyBinding([(.digit, .typeDigit)], "type a number"),
            KeyBinding(.escape, .back, "cancel a drag, back to the dial"),
            KeyBinding(mouse: "click, wheel", "step once per click or notch"),
            KeyBinding(mouse: "drag, flick", "turn the drum"),
        ]),
        (.albumWall, [
            KeyBinding([(.key(.up), .moveFocus(rows: -1, columns: 0)), (.key(.down), .moveFocus(rows: 1, columns: 0))],
                       "focus up / down"),
            KeyBinding([(.key(.left), .moveFocus(rows: 0, columns: -1)), (.key(.right), .moveFocus(rows: 0, columns: 1))],
                       "focus left / right"),
            KeyBinding([(.key(.char("k")), .moveFocus(rows: -1, columns: 0)),
                        (.key(.char("j")), .moveFocus(rows: 1, columns: 0)),
                        (.key(.char("h")), .moveFocus(rows: 0, columns: -1)),
                        (.key(.char("l")), .moveFocus(rows: 0, columns: 1))], "focus up, down, left, right"),
            KeyBinding([(.key(.pageUp), .page(-1)), (.key(.pageDown), .page(1))], "a screenful up / down"),
            KeyBinding(.home, .home, "back to the first album"),
            KeyBinding([(.key(.char("+")), .tileSize(1)), (.key(.char("=")), .tileSize(1)),
                        (.key(.char("-")), .tileSize(-1)), (.key(.char("_")), .tileSize(-1))], "bigger / smaller tiles"),
            KeyBinding(.enter, .open, "play the album"),
            KeyBinding(.char("/"), .search, "search album titles and artists"),
            KeyBinding(.char("o"), .cycleOrder, "order: artist, album, year, recently added"),
            KeyBinding(mouse: "click a tile", "play the album"),
            KeyBinding(mouse: "drag, wheel", "move the wall (Shift: sideways)"),
        ]),
        (.search, [
            KeyBinding(mouse: "type, paste", "narrow the wall (case and accents ignored)"),
            KeyBinding(mouse: "Backspace", "edit the search"),
            KeyBinding(mouse: "Enter", "open the first match"),
            KeyBinding(mouse: "Esc", "the whole wall again, at the album you were on"),
        ]),
        (.player, [
            KeyBinding(.char(" "), .playPause, "play / pause"),
            KeyBinding([(.key(.char("n")), .nextTrack), (.key(.char("b")), .previousTrack)], "next / previous track"),
            KeyBinding(.char("w"), .wakeToAlbum, "wake to this album (the selected alarm)"),
            KeyBinding(.escape, .back, "close the panel"),
            KeyBinding(mouse: "click a track", "play it; a click outside closes"),
        ]),
        (.help, [
            KeyBinding([(.key(.up), .scroll(lines: -1)), (.key(.down), .scroll(lines: 1))], "scroll"),
            KeyBinding([(.key(.pageUp), .scrollPage(-1)), (.key(.pageDown), .scrollPage(1))], "scroll a page"),
            KeyBinding(mouse: "wheel", "scroll"),
            KeyBinding(mouse: "any other key", "close this help"),
        ]),
    ]

    /// The action `key` asks for in `context`, or nil when the context has no such key.
    public static func action(for key: KeyEvent, in context: KeyContext) -> KeyAction? {
        var best: (score: Int, action: KeyAction)?
        for entry in table where entry.context == context {
            for binding in entry.bindings {
                for bound in binding.keys {
                    let score = bound.pattern.matchScore(key)
                    if score > (best?.score ?? 0) { best = (score, bound.action) }
                }
            }
        }
        return best?.action
    }
}
