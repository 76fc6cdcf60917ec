/// The colours and attributes every view draws with, named by what they show.
/// Chosen for the 256-colour palette; the backend maps them down to 8 colours or drops colour entirely,
/// so each role also carries attributes that keep it readable in monochrome.
public enum Theme {
    public static let faceMark = Style(fg: .grey(14))
    public static let faceMajorMark = Style(fg: .grey(20), attributes: [.bold])
    public static let hourHand = Style(fg: .indexed(255), attributes: [.bold])
    public static let minuteHand = Style(fg: .indexed(252), attributes: [.bold])
    public static let secondHand = Style(fg: .indexed(196))
    public static let centerCap = Style(fg: .indexed(196), attributes: [.bold])
    public static let alarmHand = Style(fg: .indexed(214), attributes: [.bold])
    /// The alarm hand while it is dragged: the seed's translucent blue.
    public static let alarmHandTracking = Style(fg: .indexed(75), attributes: [.bold])
    public static let digitalTime = Style(fg: .indexed(255), attributes: [.bold])
    public static let date = Style(fg: .grey(16))
    public static let label = Style(fg: .grey(18))
    public static let dimText = Style(fg: .grey(11), attributes: [.dim])
    public static let accent = Style(fg: .indexed(81), attributes: [.bold])
    public static let frame = Style(fg: .grey(10))
    public static let focusFrame = Style(fg: .indexed(81), attributes: [.bold])
    public static let warning = Style(fg: .indexed(203), attributes: [.bold])
}
