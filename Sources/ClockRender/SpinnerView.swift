import ClockCore
import FoundationEssentials
import Glibc

/// Draws a `SpinnerRing` as a drum seen from the front: the front number large and bright in the middle,
/// its neighbours placed at `radius · sin(angle)` from the axis and dimmed by `cos(angle)`, the back half hidden.
public enum SpinnerView {
    /// Neighbours whose brightness (`cos` of their angle) falls below this are not drawn: they are edge-on.
    static let edgeOnCutoff = 0.08
    /// Below this brightness a neighbour is drawn dim as well as darker, so monochrome terminals show depth too.
    static let dimBelow = 0.75
    /// Neighbours this bright are nearly facing the viewer and drawn plainly visible.
    static let nearAbove = 0.9

    /// Renders `ring` into `rect` at monotonic time `uptime`. A focused spinner gets heavy rules
    /// (or `‹ ›` pointers when there is no room for rules); `ascii` keeps to ASCII characters.
    public static func render(_ ring: SpinnerRing, in rect: Rect, on canvas: inout Canvas, at uptime: Uptime,
                              focused: Bool, ascii: Bool, theme: Theme = .dark) {
        guard !rect.isEmpty else { return }
        let key = SpinnerMemo.Key(ring: ring, position: ring.position(at: uptime), rect: rect, focused: focused,
                                  ascii: ascii, theme: theme)
        SpinnerMemo.render(key, on: &canvas) { canvas in
            drawUncached(ring, in: rect, on: &canvas, at: uptime, focused: focused, ascii: ascii, theme: theme)
        }
    }

    /// Draws the drum without the memo (what the memo's copies are checked against).
    static func drawUncached(_ ring: SpinnerRing, in rect: Rect, on canvas: inout Canvas, at uptime: Uptime,
                             focused: Bool, ascii: Bool, theme: Theme = .dark) {
        canvas.fill(rect, with: .blank)
        let geometry = SpinnerGeometry(rect: rect, ring: ring)
        defer { drawFrame(geometry, on: &canvas, focused: focused, ascii: ascii, theme: theme) }

        let position = ring.position(at: uptime)
        let nearest = position.rounded()
        let reach = Int((Double.pi / 2 / geometry.displayStep).rounded(.up))
        // Nearest first: the front number and the closer neighbours claim their columns before farther ones.
        let items = (-reach...reach).map { offset -> (index: Double, angle: Double) in
            let index = nearest + Double(offset)
            return (index, (index - position) * geometry.displayStep)
        }.filter { cos($0.angle) > edgeOnCutoff }.sorted { abs($0.angle) < abs($1.angle) }

        // Pointers at the ends (focused, no rules) keep a blank column between them and the numbers.
        let pointers = focused && !hasRules(geometry)
        let usable = (rect.x + (pointers ? 2 : 0))...(rect.maxX - 1 - (pointers ? 2 : 0))
        var taken: [ClosedRange<Int>] = []
        // A side stops at its first neighbour with no room: one further round drawn past the gap would read as a
        // step of two (`21 23 00 01 03`).
        var closedSides: Set<Int> = []
        for (rank, item) in items.enumerated() {
            let text = ring.text(for: ring.value(atPosition: item.index))
            let centre = Double(geometry.centreX) + geometry.radius * sin(item.angle)
            if rank == 0 {
                let span = drawFront(text, centre: centre, geometry: geometry, on: &canvas, focused: focused, ascii: ascii,
                                     theme: theme)
                taken.append(span.lowerBound - 1...span.upperBound + 1)
                continue
            }
            let width = CharacterWidth.of(text)
            var left = Int((centre - Double(width - 1) / 2).rounded())
            let outward = item.index < nearest ? -1 : 1
            guard !closedSides.contains(outward) else { continue }
            // On a narrow drum big front digits would hide the nearest neighbours, and a neighbour slid out beside
            // them the next one: slide each out past what is drawn, so the drum shows the numbers next to the front
            // one, in order, rather than ones further round.
            while taken.contains(where: { $0.overlaps(left...(left + width - 1)) }), usable.contains(left) {
                left += outward
            }
            let span = left...(left + width - 1)
            guard usable.contains(span.lowerBound), usable.contains(span.upperBound),
                  !taken.contains(where: { $0.overlaps(span) }) else {
                closedSides.insert(outward)
                continue
            }
            taken.append(span.lowerBound - 1...span.upperBound + 1)
            canvas.write(text, x: left, y: geometry.middleRow, style: theme[neighbourRole(brightness: cos(item.angle))])
        }
    }

    /// Draws the front number, big when the rectangle is tall enough; returns the columns it covers.
    private static func drawFront(_ text: String, centre: Double, geometry: SpinnerGeometry, on canvas: inout Canvas,
                                  focused: Bool, ascii: Bool, theme: Theme) -> ClosedRange<Int> {
        let style = theme[focused ? .drumFrontFocused : .drumFront]
        let rect = geometry.rect
        if geometry.usesBigDigits {
            let rows = BigDigits.render(text, ascii: ascii)
            let width = BigDigits.width(of: text)
            let left = Int((centre - Double(width - 1) / 2).rounded())
            for (i, row) in rows.enumerated() {
                for (j, ch) in row.unicodeScalars.enumerated() where ch != " " {
                    let x = left + j
                    guard x >= rect.x, x < rect.maxX else { continue }
                    canvas[x, geometry.bandTop + i] = Cell(ch, style: style)
                }
            }
            return left...(left + width - 1)
        }
        let width = CharacterWidth.of(text)
        let left = Int((centre - Double(width - 1) / 2).rounded())
        canvas.write(text, x: max(rect.x, left), y: geometry.middleRow, style: focused ? theme[.drumFrontFocusedSmall] : style,
                     maxWidth: rect.maxX - max(rect.x, left))
        return left...(left + width - 1)
    }

    /// Rules above and below the number band with pointers at the axis; heavy when focused.
    /// Without room for rules, a focused spinner shows pointers at its ends instead.
    private static func drawFrame(_ geometry: SpinnerGeometry, on canvas: inout Canvas, focused: Bool, ascii: Bool,
                                  theme: Theme) {
        let rect = geometry.rect
        let above = geometry.bandTop - 1, below = geometry.bandTop + bandRows(geometry)
        let ruleStyle = theme[focused ? .drumRuleFocused : .drumRule]
        if hasRules(geometry) {
            let line: Character = ascii ? (focused ? "=" : "-") : (focused ? "━" : "─")
            let rule = String(repeating: line, count: rect.width)
            canvas.write(rule, x: rect.x, y: above, style: ruleStyle)
            canvas.write(rule, x: rect.x, y: below, style: ruleStyle)
            canvas.write(ascii ? "v" : "▼", x: geometry.centreX, y: above, style: ruleStyle)
            canvas.write(ascii ? "^" : "▲", x: geometry.centreX, y: below, style: ruleStyle)
        } else if focused, rect.width >= 3 {
            canvas.write(ascii ? ">" : "›", x: rect.x, y: geometry.middleRow, style: ruleStyle)
            canvas.write(ascii ? "<" : "‹", x: rect.maxX - 1, y: geometry.middleRow, style: ruleStyle)
        }
    }

    private static func bandRows(_ geometry: SpinnerGeometry) -> Int {
        geometry.usesBigDigits ? BigDigits.rows : 1
    }

    /// Whether there is a row free above and below the numbers for rules.
    private static func hasRules(_ geometry: SpinnerGeometry) -> Bool {
        geometry.bandTop - 1 >= geometry.rect.y && geometry.bandTop + bandRows(geometry) < geometry.rect.maxY
    }

    /// How far round the drum a neighbour is, from its brightness in 0...1: the theme fades the three steps, with
    /// `dim` where it has no greys, so depth reads with or without colour.
    static func neighbourRole(brightness: Double) -> ThemeRole {
        brightness >= nearAbove ? .drumNear : brightness >= dimBelow ? .drumMiddle : .drumFar
    }
}
