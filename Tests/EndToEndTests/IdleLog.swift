import Foundation

/// Reading the program's `idle` and `busy` lines (`IdleReport` in ClockTerminal) out of its event log.
enum IdleLog {
    /// Whether the last `idle` or `busy` line is `idle`, and counts at least `inputs` key, mouse and paste events
    /// and `replies` terminal answers: the program has handled everything sent and has nothing left to draw.
    static func isIdle(_ lines: [String], afterInputs inputs: Int, replies: Int = 0) -> Bool {
        guard let last = lines.last(where: { $0.hasPrefix("idle ") || $0.hasPrefix("busy ") }),
              last.hasPrefix("idle ") else { return false }
        return (value("input", in: last) ?? -1) >= inputs && (value("replies", in: last) ?? -1) >= replies
    }

    /// The log without its `idle` and `busy` lines, nor the `quit` and `exit` lines of its way out: the input events
    /// and picture changes.
    static func withoutIdleLines(_ lines: [String]) -> [String] {
        lines.filter { line in !["idle ", "busy ", "quit ", "exit "].contains { line.hasPrefix($0) } }
    }

    /// How long the program took to quit by its own clock: from reading the bytes that asked for it (the last `quit`
    /// line's `read`) to the end of its way out, the terminal restored (the `exit` line's `at`); nil without both.
    static func quitSeconds(_ lines: [String]) -> Double? {
        guard let quit = lines.last(where: { $0.hasPrefix("quit ") }), let exit = lines.last(where: { $0.hasPrefix("exit ") }),
              let read = seconds("read", in: quit), let done = seconds("at", in: exit) else { return nil }
        return done - read
    }

    /// The seconds after `name=` in a line.
    static func seconds(_ name: String, in line: String) -> Double? {
        line.split(separator: " ").lazy.compactMap { field -> Double? in
            field.hasPrefix(name + "=") ? Double(field.dropFirst(name.count + 1)) : nil
        }.first
    }

    /// The number after `name=` in a line.
    static func value(_ name: String, in line: String) -> Int? {
        line.split(separator: " ").lazy.compactMap { field -> Int? in
            field.hasPrefix(name + "=") ? Int(field.dropFirst(name.count + 1)) : nil
        }.first
    }
}

/// How many input events the program decodes from what a test sends, so `waitForIdle` knows when all have come.
/// An overcount shows as a test that times out waiting, never as one that compares too early.
enum InputCount {
    /// tmux key names that stand for one key each; any other argument is text, one key per character.
    static let keyNames: Set<String> = [
        "Enter", "Escape", "Tab", "BTab", "Space", "BSpace", "Up", "Down", "Left", "Right", "Home", "End",
        "PageUp", "PageDown", "PPage", "NPage", "IC", "DC",
    ]

    /// Arguments of `send-keys`: key names, `C-x`/`M-x`/`S-x` chords, F-keys, text, and `-l` (the rest literal).
    static func keys(_ names: [String]) -> Int {
        var count = 0, literal = false
        for name in names {
            if name == "-l" { literal = true; continue }
            if literal { count += bytes(name); continue }
            let isChord = name.count > 2 && ["C-", "M-", "S-"].contains(String(name.prefix(2)))
            let isFunctionKey = name.first == "F" && Int(name.dropFirst()) != nil
            count += keyNames.contains(name) || isChord || isFunctionKey ? 1 : name.count
        }
        return count
    }

    /// Bytes sent as they are: an SGR mouse report or a bracketed paste is one event, other text one per character.
    static func bytes(_ text: String) -> Int {
        var count = 0
        var rest = Substring(text)
        while !rest.isEmpty {
            count += 1
            if rest.hasPrefix("\u{1B}[<"), let end = rest.firstIndex(where: { $0 == "M" || $0 == "m" }) {
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("\u{1B}[200~"), let end = rest.range(of: "\u{1B}[201~") {
                rest = rest[end.upperBound...]
            } else {
                rest = rest.dropFirst()
            }
        }
        return count
    }
}
