/// What one key does to a label being typed after `L`, on the clock's alarm list and on the timers screen alike:
/// Enter keeps it, Esc drops it, Backspace deletes the last character, a character (Shift allowed) is added.
enum LabelTyping: Equatable {
    /// Enter: the draft as the label to keep.
    case kept(String)
    /// Esc: the draft is thrown away.
    case dropped
    /// Still typing: the draft as it now reads (unchanged for a key that types nothing).
    case typing(String)

    init(_ key: KeyEvent, on draft: String) {
        switch key.key {
        case .enter:
            self = .kept(draft)
        case .escape:
            self = .dropped
        case .backspace, .delete:
            self = .typing(String(draft.dropLast()))
        case .char(let c) where key.modifiers.isEmpty || key.modifiers == [.shift]:
            self = .typing(AlarmSettings.cleanLabel(draft + String(c)))
        case .char, .ctrl, .tab, .backTab, .insert, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .function:
            self = .typing(draft)
        }
    }

    /// A paste into the label being typed: added to the draft, a line break or tab in it a space (it is one line);
    /// the line break a copied line ends with goes.
    static func pasted(_ text: String, on draft: String) -> String {
        var text = Substring(text)
        while text.last?.isNewline == true { text.removeLast() }
        let oneLine = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        return AlarmSettings.cleanLabel(draft + oneLine)
    }
}
