import Synchronization

/// Where the parts of the clock screen's panel go: digital time, date, the alarm line with its on/off switch,
/// "rings in", the hour and minute spinners, the snooze spinner, and a key hint. Sections that do not fit are left out,
/// least important first. The views draw here and the mouse hit-tests here.
public struct ClockPanelLayout: Sendable, Equatable {
    public var time: Rect?
    public var date: Rect?
    /// The whole alarm line; a click on it toggles the alarm.
    public var alarmLine: Rect?
    public var ringsIn: Rect?
    public var hourLabel: Rect?
    public var hourDrum: Rect?
    public var minuteLabel: Rect?
    public var minuteDrum: Rect?
    /// "Snooze  10 min", with the drum right below.
    public var snoozeLabel: Rect?
    public var snoozeDrum: Rect?
    public var hint: Rect?
    /// The list of alarms, one per row, then the line saying which rings next.
    public var alarmList: Rect?
    /// The timers that run, are held part-way or are done: one row each (issue 25).
    public var timers: Rect?

    /// Rows of a spinner drum: 5 draws rulers above and below the big digits, 3 the big digits alone.
    static let tallDrum = 5, shortDrum = 3

    /// - Parameters:
    ///   - listRows: rows the list of alarms wants (0: no list).
    ///   - beside: the panel stands beside the face, exactly as wide as its lines may be (else they are centred
    ///     in it, at most `sidePanelWidth` wide).
    ///   - timerRows: rows the timers want (0: none runs).
    public init(panel: Rect, faceShown: Bool, listRows: Int = 0, beside: Bool = false, timerRows: Int = 0) {
        // The view and the mouse ask every frame, nearly always with the same values: the last answer is kept.
        let asked = LastPanelLayout.Question(panel: panel, faceShown: faceShown, listRows: listRows, beside: beside,
                                             timerRows: timerRows)
        if let kept = LastPanelLayout.shared.withLock({ $0?.question == asked ? $0?.layout : nil }) {
            self = kept
            return
        }
        self.init(workingOut: panel, faceShown: faceShown, listRows: listRows, beside: beside, timerRows: timerRows)
        let answer = LastPanelLayout(question: asked, layout: self)
        LastPanelLayout.shared.withLock { $0 = answer }
    }

    private init(workingOut panel: Rect, faceShown: Bool, listRows: Int, beside: Bool, timerRows: Int) {
        guard faceShown, panel.height < 12, panel.width >= 56 else {
            self.init(stackedIn: panel, faceShown: faceShown, listRows: listRows, beside: beside, timerRows: timerRows)
            return
        }
        self.init(besideIn: panel)
        if timerRows > 0, let hint {
            // What runs now is worth more than the key hint.
            timers = Rect(x: hint.x, y: hint.y, width: hint.width, height: min(timerRows, hint.height))
            self.hint = nil
        }
        if listRows > 0, panel.height >= 8, let hint {
            // The list is worth more than the key hint (the help overlay has the keys).
            alarmList = Rect(x: hint.x, y: hint.y - 1, width: hint.width, height: min(listRows, panel.maxY - hint.y + 1))
            self.hint = nil
        }
    }

    /// A column of sections, centred vertically (the side panel, or the whole screen when there is no face).
    private init(stackedIn panel: Rect, faceShown: Bool, listRows: Int, beside: Bool, timerRows: Int) {
        let width = beside ? panel.width : min(panel.width, 34)
        let x = panel.x + (panel.width - width) / 2
        // Extra width beside the face is for the list's long labels; the drums keep their usual size.
        let drumsWidth = min(width, ClockScreenLayout.sidePanelWidth)
        func fullRow(_ y: Int) -> Rect { Rect(x: x, y: y, width: width, height: 1) }
        let drumRows = panel.height >= 24 ? Self.tallDrum : Self.shortDrum
        // Sections in order of importance, each with its height; the gaps between them come after.
        let wanted: [(String, Int)] = [("time", 1), ("date", 1), ("alarm", 2), ("timers", timerRows), ("list", listRows),
                                       ("hm", 1 + drumRows),
                                       ("snooze", 1 + drumRows), ("hint", 2)].filter { $0.1 > 0 }
        var chosen: [(String, Int)] = []
        var used = 0
        for section in wanted {
            let cost = section.1 + (chosen.isEmpty ? 0 : 1)
            if used + cost <= panel.height && (faceShown || ["time", "date", "alarm", "timers", "list"].contains(section.0)) {
                chosen.append(section)
                used += cost
            }
        }
        var y = panel.y + max(0, (panel.height - used) / 2)
        for (i, (name, height)) in chosen.enumerated() {
            if i > 0 && !(name == "date") { y += 1 }
            switch name {
            case "time": time = fullRow(y)
            case "date": date = fullRow(y)
            case "alarm":
                alarmLine = fullRow(y)
                ringsIn = fullRow(y + 1)
            case "hm":
                let half = (drumsWidth - 2) / 2
                hourLabel = Rect(x: x, y: y, width: half, height: 1)
                minuteLabel = Rect(x: x + half + 2, y: y, width: half, height: 1)
                hourDrum = Rect(x: x, y: y + 1, width: half, height: height - 1)
                minuteDrum = Rect(x: x + half + 2, y: y + 1, width: half, height: height - 1)
            case "list":
                alarmList = Rect(x: x, y: y, width: width, height: height)
            case "timers":
                timers = Rect(x: x, y: y, width: width, height: height)
            case "snooze":
                snoozeLabel = Rect(x: x, y: y, width: drumsWidth, height: 1)
                snoozeDrum = Rect(x: x, y: y + 1, width: drumsWidth, height: height - 1)
            default:
                hint = Rect(x: x, y: y, width: drumsWidth, height: 2)
            }
            y += height
        }
    }

    /// A short, wide strip below the face: text on the left, the three drums to the right.
    private init(besideIn panel: Rect) {
        let textWidth = min(34, panel.width / 2)
        let x = panel.x + 1
        var y = panel.y + max(0, (panel.height - 8) / 2)
        time = Rect(x: x, y: y, width: textWidth, height: 1)
        date = Rect(x: x, y: y + 1, width: textWidth, height: 1)
        alarmLine = Rect(x: x, y: y + 3, width: textWidth, height: 1)
        ringsIn = Rect(x: x, y: y + 4, width: textWidth, height: 1)
        if panel.height >= 8 { hint = Rect(x: x, y: y + 6, width: textWidth, height: 2) }
        let drumsX = x + textWidth + 2
        let drumWidth = max(8, (panel.maxX - drumsX - 4) / 3)
        y = panel.y + max(0, (panel.height - 4) / 2)
        hourLabel = Rect(x: drumsX, y: y, width: drumWidth, height: 1)
        hourDrum = Rect(x: drumsX, y: y + 1, width: drumWidth, height: Self.shortDrum)
        minuteLabel = Rect(x: drumsX + drumWidth + 2, y: y, width: drumWidth, height: 1)
        minuteDrum = Rect(x: drumsX + drumWidth + 2, y: y + 1, width: drumWidth, height: Self.shortDrum)
        snoozeLabel = Rect(x: drumsX + 2 * (drumWidth + 2), y: y, width: drumWidth, height: 1)
        snoozeDrum = Rect(x: drumsX + 2 * (drumWidth + 2), y: y + 1, width: drumWidth, height: Self.shortDrum)
    }

    /// The drum of a focusable spinner.
    public func drum(for focus: ClockFocus) -> Rect? {
        switch focus {
        case .dial: return nil
        case .hour: return hourDrum
        case .minute: return minuteDrum
        case .snooze: return snoozeDrum
        }
    }
}

/// The panel layout last worked out, with what it was worked out from.
struct LastPanelLayout: Sendable {
    struct Question: Sendable, Equatable {
        var panel: Rect
        var faceShown: Bool
        var listRows: Int
        var beside: Bool
        var timerRows: Int
    }

    static let shared = Mutex<LastPanelLayout?>(nil)

    var question: Question
    var layout: ClockPanelLayout
}
