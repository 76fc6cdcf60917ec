/// A key as a key map names it: a key with the modifiers it needs (more may be held), or any digit.
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

/// One row of a key map: keys that each ask for one of the screen's actions, described together. A row without
/// keys describes a mouse gesture or typing (its `gesture` is what the help shows in the key column); the screen's
/// own input code handles those.
public struct KeyRow<Action: Sendable & Equatable>: Sendable {
    public var keys: [(pattern: KeyPattern, action: Action)]
    public var gesture: String?
    public var description: String

    public init(_ keys: [(KeyPattern, Action)], _ description: String) {
        self.keys = keys.map { (pattern: $0.0, action: $0.1) }
        self.gesture = nil
        self.description = description
    }

    public init(_ key: Key, _ action: Action, _ description: String) {
        self.init([(.key(key), action)], description)
    }

    public init(mouse gesture: String, _ description: String) {
        self.keys = []
        self.gesture = gesture
        self.description = description
    }

    /// The row as the help lists it.
    public var help: HelpRow { HelpRow(keys: keys.map(\.pattern), gesture: gesture, description: description) }
}

/// One screen's keys (bubbles' `key.KeyMap`): a table from keys to that screen's own actions. The screen's `update`
/// switches over `Action` without a `default`, so a new row's action is a case the compiler makes it handle, and
/// the help overlay lists the same rows under `title`.
public struct KeyMap<Action: Sendable & Equatable>: Sendable {
    /// The heading the help shows the rows under.
    public let title: String
    public let rows: [KeyRow<Action>]

    public init(_ title: String, _ rows: [KeyRow<Action>]) {
        self.title = title
        self.rows = rows
    }

    /// The action `key` asks for, or nil when this screen has no such key.
    public func action(for key: KeyEvent) -> Action? {
        var best: (score: Int, action: Action)?
        for row in rows {
            for bound in row.keys {
                let score = bound.pattern.matchScore(key)
                if score > (best?.score ?? 0) { best = (score, bound.action) }
            }
        }
        return best?.action
    }

    /// The keys bound to `action`, in the table's order (the help and the tests name them from here).
    public func keys(for action: Action) -> [KeyPattern] {
        rows.flatMap { $0.keys.filter { $0.action == action }.map(\.pattern) }
    }

    /// What the help overlay shows for this map.
    public var help: HelpSection { HelpSection(title: title, rows: rows.map(\.help)) }
}

/// A key map as the help overlay sees it, whatever the actions' type.
public struct HelpSection: Sendable {
    public var title: String
    public var rows: [HelpRow]
}

/// One line of the help: the keys' names or a gesture, and what they do.
public struct HelpRow: Sendable {
    public var keys: [KeyPattern]
    public var gesture: String?
    public var description: String

    /// The key column of the help: the gesture, or the keys' names in order, a name shown once and a Shift
    /// that all the keys need written once ("Shift-← →").
    public func label(ascii: Bool) -> String {
        if let gesture { return gesture }
        let shifted = keys.allSatisfy { if case .key(_, let m) = $0 { return m.contains(.shift) } else { return false } }
        var names: [String] = []
        for key in keys {
            var name = key.name(ascii: ascii)
            if shifted { name.removeFirst("Shift-".count) }
            if !names.contains(name) { names.append(name) }
        }
        return (shifted ? "Shift-" : "") + names.joined(separator: " ")
    }
}
