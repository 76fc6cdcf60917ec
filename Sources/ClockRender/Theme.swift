import ClockCore

/// The colours every view draws with, chosen once at start (and again when the terminal says what its background is)
/// and read by the views as `theme[.role]`. Each theme is one table of roles → styles for one background and colour
/// depth, picked for contrast against that background by the role's `ThemeRole.Contrast` (WCAG 2 ratios; the tests
/// in ThemeContrastTests hold every cell of every screen to them).
///
/// The clock's main strokes (hands, major marks, the digital time, the front drum number) use the terminal's own
/// foreground, which contrasts with its background whatever it is, and keeps the idle clock's colour changes to
/// 5-byte codes (`ESC[31m`, `ESC[39m`) once or twice per stroke the second hand crosses.
public struct Theme: Sendable, Hashable {
    public let background: TerminalBackground
    public let depth: ColorDepth
    private let styles: [Style]

    private init(_ background: TerminalBackground, _ depth: ColorDepth, _ table: [ThemeRole: Style]) {
        self.background = background
        self.depth = depth
        styles = ThemeRole.allCases.map { role in
            guard let style = table[role] else { preconditionFailure("theme \(background) \(depth) has no \(role)") }
            return style
        }
    }

    public subscript(role: ThemeRole) -> Style { styles[role.rawValue] }

    /// The theme for a background and colour depth. Monochrome has one table: attributes read on any background.
    public static func chosen(for background: TerminalBackground, depth: ColorDepth) -> Theme {
        switch (depth, background) {
        case (.monochrome, _): return monochrome
        case (.full, .dark): return dark
        case (.full, .light): return light
        case (.full, .unknown): return either
        case (.eight, .dark): return dark8
        case (.eight, .light): return light8
        case (.eight, .unknown): return either8
        }
    }

    /// What the app model asks for: the background it believes and the terminal's colour depth.
    public static func chosen(for model: AppModel) -> Theme {
        chosen(for: model.background, depth: model.options.colorDepth)
    }

    public static func == (a: Theme, b: Theme) -> Bool { a.background == b.background && a.depth == b.depth }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(background)
        hasher.combine(depth)
    }

    /// Every theme there is, for the tests.
    public static let all: [Theme] = [dark, light, either, dark8, light8, either8, monochrome]

    private static let bold = Attributes.bold
    private static func fg(_ c: Color, _ a: Attributes = []) -> Style { Style(fg: c, attributes: a) }
    private static func on(_ fg: Color, _ bg: Color) -> Style { Style(fg: fg, bg: bg, attributes: .bold) }
    private static let text = Style()
    private static let strong = Style(attributes: .bold)
    private static let faint = Style(attributes: .dim)
    private static let inverse = Style(attributes: .reverse)
    private static let inverseBold = Style(attributes: [.reverse, .bold])
    private static func reversed(_ style: Style) -> Style {
        var s = style
        s.attributes.insert(.reverse)
        return s
    }

    /// Light text on black: the palette the clock was designed in.
    public static let dark = Theme(.dark, .full, [
        .time: text, .date: fg(.grey(16)), .label: fg(.grey(18)), .hint: fg(.grey(12)), .accent: fg(.indexed(81), bold),
        .warning: fg(.indexed(203), bold), .alarmTime: fg(.indexed(214)),
        .faceMark: fg(.grey(12)), .faceMajorMark: text, .hourHand: text, .minuteHand: text,
        .secondHand: fg(.red), .centerCap: fg(.red), .alarmHand: fg(.indexed(214)), .alarmHandTracking: fg(.indexed(75)),
        .frame: fg(.grey(11)), .focusFrame: fg(.indexed(81), bold),
        .drumFront: strong, .drumFrontFocused: fg(.indexed(51), bold),
        .drumFrontFocusedSmall: reversed(fg(.indexed(51), bold)),
        .drumNear: fg(.grey(18)), .drumMiddle: fg(.grey(12)), .drumFar: fg(.grey(8)),
        .drumRule: fg(.grey(11)), .drumRuleFocused: fg(.indexed(51), bold),
        .noticeText: text, .noticeMore: fg(.grey(16)),
        .noticeInfo: fg(.indexed(39), bold), .noticeSuccess: fg(.indexed(41), bold),
        .noticeWarning: fg(.indexed(214), bold), .noticeError: fg(.indexed(196), bold),
        .noticeInfoAction: fg(.indexed(39), bold), .noticeSuccessAction: fg(.indexed(41), bold),
        .noticeWarningAction: fg(.indexed(214), bold), .noticeErrorAction: fg(.indexed(203), bold),
        .panelFrame: fg(.cyan, bold), .panelTitle: strong, .panelText: text, .panelCurrent: fg(.green, bold),
        .panelStatus: fg(.yellow), .panelProblem: fg(.indexed(203), bold), .panelMinor: fg(.grey(12)),
        .wallTitle: strong, .wallArtist: fg(.grey(14)), .wallFocusTitle: Style(attributes: [.bold, .reverse]),
        .wallFocusFrame: fg(.yellow, bold), .wallMessage: strong, .wallHint: fg(.grey(12)),
        .scanProblem: fg(.yellow), .placeholder: on(.indexed(231), .default),
        .searchLine: inverse, .searchText: inverseBold, .progressText: inverse, .progressBar: fg(.indexed(81), [.reverse, .bold]),
    ])

    /// Dark text on white: darker, more saturated colours where the dark theme has pale ones.
    public static let light = Theme(.light, .full, [
        .time: text, .date: fg(.grey(5)), .label: fg(.grey(3)), .hint: fg(.grey(9)), .accent: fg(.indexed(25), bold),
        .warning: fg(.indexed(160), bold), .alarmTime: fg(.indexed(130)),
        .faceMark: fg(.grey(14)), .faceMajorMark: text, .hourHand: text, .minuteHand: text,
        .secondHand: fg(.red), .centerCap: fg(.red), .alarmHand: fg(.indexed(166)), .alarmHandTracking: fg(.indexed(26)),
        .frame: fg(.grey(10)), .focusFrame: fg(.indexed(25), bold),
        .drumFront: strong, .drumFrontFocused: fg(.indexed(25), bold),
        .drumFrontFocusedSmall: reversed(fg(.indexed(25), bold)),
        .drumNear: fg(.grey(4)), .drumMiddle: fg(.grey(10)), .drumFar: fg(.grey(16)),
        .drumRule: fg(.grey(10)), .drumRuleFocused: fg(.indexed(25), bold),
        .noticeText: text, .noticeMore: fg(.grey(5)),
        .noticeInfo: fg(.indexed(25), bold), .noticeSuccess: fg(.indexed(28), bold),
        .noticeWarning: fg(.indexed(130), bold), .noticeError: fg(.indexed(160), bold),
        .noticeInfoAction: fg(.indexed(25), bold), .noticeSuccessAction: fg(.indexed(28), bold),
        .noticeWarningAction: fg(.indexed(130), bold), .noticeErrorAction: fg(.indexed(160), bold),
        .panelFrame: fg(.indexed(30), bold), .panelTitle: strong, .panelText: text, .panelCurrent: fg(.indexed(28), bold),
        .panelStatus: fg(.indexed(94)), .panelProblem: fg(.indexed(160), bold), .panelMinor: fg(.grey(9)),
        .wallTitle: strong, .wallArtist: fg(.grey(7)), .wallFocusTitle: Style(attributes: [.bold, .reverse]),
        .wallFocusFrame: fg(.indexed(130), bold), .wallMessage: strong, .wallHint: fg(.grey(9)),
        .scanProblem: fg(.indexed(94)), .placeholder: on(.indexed(231), .default),
        .searchLine: inverse, .searchText: inverseBold, .progressText: inverse, .progressBar: fg(.indexed(25), [.reverse, .bold]),
    ])

    /// For a background nobody named: text in the terminal's own colours (the key hints too: a user's custom background
    /// may be any grey, and only the foreground they paired with it is sure to read), strokes in middle colours that
    /// keep 3:1 on black and on white, and what must stand out as white text on a dark badge.
    public static let either = Theme(.unknown, .full, [
        .time: text, .date: text, .label: text, .hint: text, .accent: strong,
        .warning: on(.indexed(231), .indexed(124)), .alarmTime: strong,
        .faceMark: fg(.grey(11)), .faceMajorMark: text, .hourHand: text, .minuteHand: text,
        .secondHand: fg(.red), .centerCap: fg(.red), .alarmHand: fg(.indexed(166)),
        .alarmHandTracking: fg(.indexed(32)),
        .frame: fg(.grey(11)), .focusFrame: fg(.indexed(32), bold),
        .drumFront: strong, .drumFrontFocused: strong, .drumFrontFocusedSmall: reversed(strong),
        .drumNear: text, .drumMiddle: fg(.grey(11)), .drumFar: fg(.grey(11)),
        .drumRule: fg(.grey(11)), .drumRuleFocused: fg(.indexed(32), bold),
        .noticeText: text, .noticeMore: text,
        .noticeInfo: fg(.indexed(32)), .noticeSuccess: fg(.indexed(29)),
        .noticeWarning: fg(.indexed(166)), .noticeError: fg(.indexed(160)),
        .noticeInfoAction: on(.indexed(231), .indexed(25)), .noticeSuccessAction: on(.indexed(231), .indexed(22)),
        .noticeWarningAction: on(.indexed(231), .indexed(130)), .noticeErrorAction: on(.indexed(231), .indexed(124)),
        .panelFrame: fg(.indexed(32), bold), .panelTitle: strong, .panelText: text, .panelCurrent: strong,
        .panelStatus: text, .panelProblem: on(.indexed(231), .indexed(124)), .panelMinor: fg(.grey(11)),
        .wallTitle: strong, .wallArtist: fg(.grey(11)), .wallFocusTitle: Style(attributes: [.bold, .reverse]),
        .wallFocusFrame: fg(.indexed(166), bold), .wallMessage: strong, .wallHint: text,
        .scanProblem: text, .placeholder: on(.indexed(231), .default),
        .searchLine: inverse, .searchText: inverseBold, .progressText: inverse, .progressBar: fg(.indexed(32), [.reverse, .bold]),
    ])

    /// Eight colours on black (TERM=linux): greys collapse to white, so depth comes from `dim`; red text gets a badge.
    public static let dark8 = Theme(.dark, .eight, [
        .time: text, .date: text, .label: text, .hint: text, .accent: fg(.cyan, bold),
        .warning: on(.white, .red), .alarmTime: fg(.yellow),
        .faceMark: faint, .faceMajorMark: text, .hourHand: text, .minuteHand: text,
        .secondHand: fg(.red), .centerCap: fg(.red), .alarmHand: fg(.yellow), .alarmHandTracking: fg(.magenta),
        .frame: faint, .focusFrame: fg(.cyan, bold),
        .drumFront: strong, .drumFrontFocused: fg(.cyan, bold), .drumFrontFocusedSmall: reversed(fg(.cyan, bold)),
        .drumNear: text, .drumMiddle: faint, .drumFar: faint,
        .drumRule: faint, .drumRuleFocused: fg(.cyan, bold),
        .noticeText: text, .noticeMore: text,
        .noticeInfo: fg(.cyan, bold), .noticeSuccess: fg(.green, bold),
        .noticeWarning: fg(.yellow, bold), .noticeError: fg(.red, bold),
        .noticeInfoAction: fg(.cyan, bold), .noticeSuccessAction: fg(.green, bold),
        .noticeWarningAction: fg(.yellow, bold), .noticeErrorAction: on(.white, .red),
        .panelFrame: fg(.cyan, bold), .panelTitle: strong, .panelText: text, .panelCurrent: fg(.green, bold),
        .panelStatus: fg(.yellow), .panelProblem: on(.white, .red), .panelMinor: faint,
        .wallTitle: strong, .wallArtist: faint, .wallFocusTitle: Style(attributes: [.bold, .reverse]),
        .wallFocusFrame: fg(.yellow, bold), .wallMessage: strong, .wallHint: text,
        .scanProblem: fg(.yellow), .placeholder: on(.white, .default),
        .searchLine: inverse, .searchText: inverseBold, .progressText: inverse, .progressBar: fg(.cyan, [.reverse, .bold]),
    ])

    /// Eight colours on white: only black, red, blue and magenta keep 3:1 there.
    public static let light8 = Theme(.light, .eight, [
        .time: text, .date: text, .label: text, .hint: text, .accent: fg(.blue, bold),
        .warning: on(.white, .red), .alarmTime: fg(.magenta),
        .faceMark: faint, .faceMajorMark: text, .hourHand: text, .minuteHand: text,
        .secondHand: fg(.red), .centerCap: fg(.red), .alarmHand: fg(.magenta), .alarmHandTracking: fg(.blue),
        .frame: faint, .focusFrame: fg(.blue, bold),
        .drumFront: strong, .drumFrontFocused: fg(.blue, bold), .drumFrontFocusedSmall: reversed(fg(.blue, bold)),
        .drumNear: text, .drumMiddle: faint, .drumFar: faint,
        .drumRule: faint, .drumRuleFocused: fg(.blue, bold),
        .noticeText: text, .noticeMore: text,
        .noticeInfo: fg(.blue, bold), .noticeSuccess: strong, .noticeWarning: fg(.magenta), .noticeError: fg(.red),
        .noticeInfoAction: fg(.blue, bold), .noticeSuccessAction: strong,
        .noticeWarningAction: fg(.magenta), .noticeErrorAction: on(.white, .red),
        .panelFrame: fg(.blue, bold), .panelTitle: strong, .panelText: text, .panelCurrent: fg(.blue, bold),
        .panelStatus: fg(.magenta), .panelProblem: on(.white, .red), .panelMinor: faint,
        .wallTitle: strong, .wallArtist: faint, .wallFocusTitle: Style(attributes: [.bold, .reverse]),
        .wallFocusFrame: fg(.blue, bold), .wallMessage: strong, .wallHint: text,
        .scanProblem: fg(.magenta), .placeholder: on(.white, .default),
        .searchLine: inverse, .searchText: inverseBold, .progressText: inverse, .progressBar: fg(.blue, [.reverse, .bold]),
    ])

    /// Eight colours on an unknown background: the terminal's own colours, red and magenta strokes, badges for alerts
    /// (black text on them is not bold, which xterm would turn grey).
    public static let either8 = Theme(.unknown, .eight, [
        .time: text, .date: text, .label: text, .hint: text, .accent: strong,
        .warning: on(.white, .red), .alarmTime: strong,
        .faceMark: faint, .faceMajorMark: text, .hourHand: text, .minuteHand: text,
        .secondHand: fg(.red), .centerCap: fg(.red), .alarmHand: fg(.magenta), .alarmHandTracking: fg(.red),
        .frame: faint, .focusFrame: fg(.magenta, bold),
        .drumFront: strong, .drumFrontFocused: strong, .drumFrontFocusedSmall: reversed(strong),
        .drumNear: text, .drumMiddle: faint, .drumFar: faint,
        .drumRule: faint, .drumRuleFocused: fg(.magenta, bold),
        .noticeText: text, .noticeMore: text,
        .noticeInfo: text, .noticeSuccess: text, .noticeWarning: fg(.magenta), .noticeError: fg(.red),
        .noticeInfoAction: Style(fg: .black, bg: .cyan), .noticeSuccessAction: Style(fg: .black, bg: .green),
        .noticeWarningAction: Style(fg: .black, bg: .yellow), .noticeErrorAction: on(.white, .red),
        .panelFrame: fg(.magenta, bold), .panelTitle: strong, .panelText: text, .panelCurrent: strong,
        .panelStatus: text, .panelProblem: on(.white, .red), .panelMinor: faint,
        .wallTitle: strong, .wallArtist: faint, .wallFocusTitle: Style(attributes: [.bold, .reverse]),
        .wallFocusFrame: fg(.magenta, bold), .wallMessage: strong, .wallHint: text,
        .scanProblem: text, .placeholder: on(.white, .default),
        .searchLine: inverse, .searchText: inverseBold, .progressText: inverse, .progressBar: fg(.magenta, [.reverse, .bold]),
    ])

    /// No colour (`NO_COLOR`, a monochrome terminal): bold, dim and reverse only.
    public static let monochrome = Theme(.unknown, .monochrome, [
        .time: text, .date: text, .label: text, .hint: text, .accent: strong,
        .warning: Style(attributes: [.bold, .reverse]), .alarmTime: strong,
        .faceMark: faint, .faceMajorMark: text, .hourHand: text, .minuteHand: text,
        .secondHand: text, .centerCap: text, .alarmHand: strong, .alarmHandTracking: faint,
        .frame: faint, .focusFrame: strong,
        .drumFront: strong, .drumFrontFocused: strong, .drumFrontFocusedSmall: reversed(strong),
        .drumNear: text, .drumMiddle: faint, .drumFar: faint,
        .drumRule: faint, .drumRuleFocused: strong,
        .noticeText: text, .noticeMore: text,
        .noticeInfo: strong, .noticeSuccess: strong, .noticeWarning: strong, .noticeError: strong,
        .noticeInfoAction: strong, .noticeSuccessAction: strong,
        .noticeWarningAction: strong, .noticeErrorAction: Style(attributes: [.bold, .reverse]),
        .panelFrame: strong, .panelTitle: strong, .panelText: text, .panelCurrent: Style(attributes: [.bold, .reverse]),
        .panelStatus: text, .panelProblem: Style(attributes: [.bold, .reverse]), .panelMinor: faint,
        .wallTitle: strong, .wallArtist: faint, .wallFocusTitle: Style(attributes: [.bold, .reverse]),
        .wallFocusFrame: strong, .wallMessage: strong, .wallHint: text,
        .scanProblem: text, .placeholder: strong,
        .searchLine: inverse, .searchText: inverseBold, .progressText: inverse, .progressBar: Style(attributes: [.reverse, .bold]),
    ])
}
