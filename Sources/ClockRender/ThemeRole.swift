/// What a styled cell shows, as far as its colours go: each theme gives every role a style, and the role says how
/// much contrast with the background that style must keep.
public enum ThemeRole: Int, Sendable, CaseIterable {
    case time, date, label, hint, accent, warning, alarmTime
    case faceMark, faceMajorMark, hourHand, minuteHand, secondHand, centerCap, alarmHand, alarmHandTracking
    case frame, focusFrame
    /// `drumFrontFocusedSmall`: the focused drum's front number when the drum is too small for big digits and rules,
    /// so it is marked reversed instead.
    case drumFront, drumFrontFocused, drumFrontFocusedSmall, drumNear, drumMiddle, drumFar, drumRule, drumRuleFocused
    case noticeText, noticeMore, noticeInfo, noticeSuccess, noticeWarning, noticeError
    case noticeInfoAction, noticeSuccessAction, noticeWarningAction, noticeErrorAction
    case panelFrame, panelTitle, panelText, panelCurrent, panelStatus, panelProblem, panelMinor
    case wallTitle, wallArtist, wallFocusTitle, wallFocusFrame, wallMessage, wallHint, scanProblem
    /// The wall's search line and scan progress line, drawn reversed over the bottom rows; `progressBar` is the
    /// bar's filled part.
    case searchLine, searchText, progressText, progressBar
    /// The initials and frame of a cover placeholder; its background is the album's own colour.
    case placeholder

    /// The WCAG contrast a role's foreground keeps against the background it is drawn on (issue 11).
    public enum Contrast: Double, Sendable, Comparable {
        /// Deliberately faded: drum numbers turned away, minor face dots.
        case faded = 1.8
        /// Everything else that is drawn: hands, frames, rules.
        case visible = 3
        /// What must be read: times, labels, the front drum number, notifications, the key hints.
        case essential = 4.5

        public static func < (a: Contrast, b: Contrast) -> Bool { a.rawValue < b.rawValue }
    }

    public var contrast: Contrast {
        switch self {
        case .time, .date, .label, .accent, .warning, .alarmTime, .drumFront, .drumFrontFocused, .drumFrontFocusedSmall,
             .noticeText, .noticeMore, .searchLine, .searchText, .progressText,
             .noticeInfoAction, .noticeSuccessAction, .noticeWarningAction, .noticeErrorAction,
             .panelTitle, .panelText, .panelCurrent, .panelStatus, .panelProblem, .wallTitle, .wallFocusTitle,
             .wallMessage, .scanProblem, .placeholder, .hint, .wallHint:
            return .essential
        case .faceMark, .drumMiddle, .drumFar:
            return .faded
        case .faceMajorMark, .hourHand, .minuteHand, .secondHand, .centerCap, .alarmHand, .alarmHandTracking,
             .frame, .focusFrame, .drumNear, .drumRule, .drumRuleFocused, .noticeInfo, .noticeSuccess, .noticeWarning,
             .noticeError, .panelFrame, .panelMinor, .wallArtist, .wallFocusFrame, .progressBar:
            return .visible
        }
    }
}
