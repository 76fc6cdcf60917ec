/// One reply to the graphics questions, read from what the input decoder passed on as `InputEvent.reply`.
public enum GraphicsAnswer: Sendable, Equatable {
    /// The kitty graphics query's answer (`ESC _ G i=31;OK ESC \`, or an error text instead of OK).
    case kitty(ok: Bool)
    /// XTVERSION's `ESC P > | name version ESC \`.
    case terminalName(String)
    /// DA1's `ESC [ ? 63 ; 1 ; 4 … c`: the attributes the terminal claims (4 is sixel).
    case deviceAttributes([Int])
    /// XTWINOPS' `ESC [ 6 ; height ; width t`.
    case cellSize(PixelSize)

    /// The id the kitty query carries, so its answer is told from a picture's.
    public static let kittyQueryID = 31

    /// The answer `reply` is, or nil when it answers something else (a colour, a key report).
    public init?(_ reply: TerminalReply) {
        let text = reply.text
        switch reply.kind {
        case .applicationProgramCommand:
            let prefix = "Gi=\(Self.kittyQueryID);"
            guard text.hasPrefix(prefix) else { return nil }
            self = .kitty(ok: text.dropFirst(prefix.count).hasPrefix("OK"))
        case .deviceControl:
            guard text.hasPrefix(">|") else { return nil }
            self = .terminalName(String(text.dropFirst(2)))
        case .controlSequence:
            if text.hasPrefix("?"), text.hasSuffix("c") {
                self = .deviceAttributes(Self.numbers(text.dropFirst().dropLast()))
                return
            }
            let numbers = Self.numbers(text.dropLast())
            guard text.hasSuffix("t"), numbers.count == 3, numbers[0] == 6, numbers[1] > 0, numbers[2] > 0 else { return nil }
            self = .cellSize(PixelSize(width: numbers[2], height: numbers[1]))
        case .operatingSystemCommand, .privacyMessage, .startOfString:
            return nil
        }
    }

    /// `63;1;4` as numbers; anything not a plain number is left out.
    private static func numbers(_ text: Substring) -> [Int] {
        text.split(separator: ";").compactMap { Int($0) }
    }
}

/// What the terminal said so far.
public struct GraphicsAnswers: Sendable, Equatable {
    public var kitty = false
    public var terminalName: String?
    public var attributes: [Int] = []
    public var cellPixels: PixelSize?

    public init() {}

    mutating func record(_ answer: GraphicsAnswer) {
        switch answer {
        case .kitty(let ok): kitty = ok
        case .terminalName(let name): terminalName = name
        case .deviceAttributes(let list): attributes = list
        case .cellSize(let size): cellPixels = size
        }
    }

    /// The protocol to draw covers with: kitty when the terminal said OK to the query; iTerm2's when XTVERSION or
    /// TERM_PROGRAM names iTerm2 or WezTerm (WezTerm speaks kitty too, preferred when it answered); sixel when DA1
    /// lists attribute 4; else symbols.
    public func protocolShown(termProgram: String?) -> ImageProtocol {
        if kitty { return .kitty }
        let names = [terminalName, termProgram].compactMap { $0?.lowercased() }
        if names.contains(where: { $0.hasPrefix("iterm") || $0.hasPrefix("wezterm") }) { return .iterm2 }
        if attributes.contains(4) { return .sixel }
        return .symbols
    }
}
