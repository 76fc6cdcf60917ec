import ClockCore

/// The clock screen: the analog face, and beside or below it the digital time, the date and the alarm panel.
/// On a terminal too small for a face it shows the digital time alone, or "terminal too small".
public struct ClockScreenView {
    public var model: AppModel

    public init(model: AppModel) { self.model = model }

    public func render(into canvas: inout Canvas) {
        let size = canvas.size
        let layout = ClockScreenLayout(size: size, ascii: model.options.ascii)
        let time = TimeOfDay(model.now.wall, calendar: model.calendar)
        let clockText = TimeFormat.clock(hour: time.hour, minute: time.minute,
                                         second: model.options.showSeconds ? time.second : nil,
                                         twentyFourHour: model.options.twentyFourHour)
        guard !layout.tooSmall else {
            canvas.writeCentered(Self.tooSmallText(width: size.width), x: 0, width: size.width, y: size.height / 2,
                                 style: Theme.warning)
            return
        }
        if let face = layout.face {
            ClockFaceView(face: face, time: time, showSeconds: model.options.showSeconds).render(into: &canvas)
        }
        renderPanel(layout.panel, clockText: clockText, time: time, into: &canvas, faceShown: layout.face != nil)
    }

    private func renderPanel(_ panel: Rect, clockText: String, time: TimeOfDay, into canvas: inout Canvas, faceShown: Bool) {
        var clockText = clockText
        if CharacterWidth.of(clockText) > panel.width {
            // Narrower than the full time: fall back to hours and minutes, then to the notice alone.
            let compact = TimeFormat.clock(hour: time.hour, minute: time.minute, twentyFourHour: true)
            guard CharacterWidth.of(compact) <= panel.width else {
                canvas.writeCentered(Self.tooSmallText(width: panel.width), x: panel.x, width: panel.width,
                                     y: panel.y + panel.height / 2, style: Theme.warning)
                return
            }
            clockText = compact
        }
        let long = TimeFormat.longDate(time), short = TimeFormat.shortDate(time)
        let date = [long, short].first { CharacterWidth.of($0) <= panel.width - 2 } ?? ""
        
        // Without a face the time sits in the middle of the screen; with one, at the top of the panel.
        let top = faceShown ? panel.y + min(2, max(0, panel.height - 2)) : panel.y + max(0, (panel.height - 2) / 2)
        canvas.writeCentered(clockText, x: panel.x, width: panel.width, y: top, style: Theme.digitalTime)
        if top + 1 < panel.maxY {
            canvas.writeCentered(date, x: panel.x, width: panel.width, y: top + 1, style: Theme.date)
        }
    }

    static func tooSmallText(width: Int) -> String {
        width >= 18 ? "terminal too small" : (width >= 9 ? "too small" : "")
    }
}
