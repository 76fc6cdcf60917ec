/// The colours and attributes every view draws with, named by what they show.
/// The clock's main strokes (hands, major marks, the digital time) use the terminal's own foreground, so they read
/// on light and dark backgrounds alike, and the second hand the terminal's own red; the idle clock then changes
/// colour with 5-byte codes (`ESC[31m`, `ESC[39m`) instead of 11-byte 256-colour ones, once or twice per stroke it
/// crosses. Secondary things take fixed greys from the 256-colour palette; the backend maps everything down to
/// 8 colours or drops colour entirely.
public enum Theme {
    public static let faceMark = Style(fg: .grey(14))
    public static let faceMajorMark = Style()
    public static let hourHand = Style()
    public static let minuteHand = Style()
    public static let secondHand = Style(fg: .red)
    public static let centerCap = Style(fg: .red)
    public static let alarmHand = Style(fg: .indexed(214))
    /// The alarm hand while it is dragged: the seed's translucent blue.
    public static let alarmHandTracking = Style(fg: .indexed(75))
    public static let digitalTime = Style()
    public static let date = Style(fg: .grey(16))
    public static let label = Style(fg: .grey(18))
    public static let dimText = Style(fg: .grey(11), attributes: [.dim])
    public static let accent = Style(fg: .indexed(81), attributes: [.bold])
    public static let frame = Style(fg: .grey(10))
    public static let focusFrame = Style(fg: .indexed(81), attributes: [.bold])
    public static let warning = Style(fg: .indexed(203), attributes: [.bold])
}
