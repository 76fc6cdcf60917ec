/// Modifier keys held with a key or mouse event.
public struct Modifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let ctrl = Modifiers(rawValue: 4)
}

/// A key as the user pressed it, decoded from the terminal's byte stream.
public enum Key: Sendable, Hashable {
    /// A printable character (already UTF-8 decoded).
    case char(Character)
    /// Ctrl with a letter: `.ctrl("c")` for Ctrl-C.
    case ctrl(Character)
    case enter, tab, backTab, escape, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)
}

public struct KeyEvent: Sendable, Hashable {
    public var key: Key
    public var modifiers: Modifiers
    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

public enum MouseButton: Sendable, Hashable {
    case left, middle, right, none
}

/// What a mouse report says happened. Motion with a button held is `.drag`; the wheel has its own kinds.
public enum MouseAction: Sendable, Hashable {
    case press, drag, release, move
    case wheelUp, wheelDown, wheelLeft, wheelRight
}

/// A decoded mouse report with 0-based cell coordinates.
public struct MouseEvent: Sendable, Hashable {
    public var action: MouseAction
    public var button: MouseButton
    public var position: Point
    public var modifiers: Modifiers

    public init(_ action: MouseAction, _ button: MouseButton, at position: Point, modifiers: Modifiers = []) {
        self.action = action
        self.button = button
        self.position = position
        self.modifiers = modifiers
    }
}

/// One thing the user did at the terminal.
public enum InputEvent: Sendable, Hashable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// Text from a bracketed paste.
    case paste(String)
    /// A string the terminal sent, usually answering a query (a colour, a capability); never something typed.
    case reply(TerminalReply)
}

/// An ECMA-48 control string from the terminal: `ESC ] … BEL` or `ESC ] … ESC \` (OSC), `ESC P … ESC \` (DCS),
/// `ESC _ … ESC \` (APC), `ESC ^ … ESC \` (PM), `ESC X … ESC \` (SOS); or a CSI sequence no key sends, such as
/// DA1's `ESC [ ? 63 ; 4 c` or XTWINOPS' `ESC [ 6 ; 20 ; 10 t`.
public struct TerminalReply: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case operatingSystemCommand, deviceControl, applicationProgramCommand, privacyMessage, startOfString
        /// `ESC [ … final` that is no key; `text` is everything after `ESC [`, the final byte included.
        case controlSequence
    }

    public var kind: Kind
    /// What came between the introducer and the terminator, as UTF-8 (invalid bytes become U+FFFD).
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
