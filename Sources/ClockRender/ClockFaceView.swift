import ClockCore
import FoundationEssentials

/// Draws the analog face: 60 marks, the hour, minute and second hands, and optionally the alarm hand,
/// onto a sub-cell raster (braille, half blocks, or ASCII glyphs) so the face stays round at any size.
public struct ClockFaceView {
    /// Line widths as fractions of the radius, so a small clock is not a blob and a large one not a sketch.
    static let hourWidth = 0.065
    static let minuteWidth = 0.045
    static let secondWidth = 0.018
    static let majorMarkWidth = 0.035
    static let alarmWidth = AlarmHand.widthFraction
    static let minorDotRadius = 0.012
    /// The other alarms' marks: dots just inside the rim, between the 5-minute strokes' ends.
    static let alarmMarkRadius = 0.88, alarmMarkSize = 0.035
    /// The nearest timer's arc: just inside the 5-minute strokes, outside the hour hand's tip.
    static let timerArcRadius = 0.76, timerArcWidth = 0.03
    /// A second hand narrower than this rounds to one dot and is drawn as a hairline: the width rule would make it
    /// a one-to-two-dot staircase, which looks ragged and, redrawn every second, costs extra cells.
    static let oneDot = 1.5

    public var face: ClockFace
    public var time: TimeOfDay
    public var showSeconds: Bool
    /// The alarm hand's angle, or nil when the alarm is off.
    public var alarmAngle: Double?
    public var alarmTracking: Bool
    /// The angles of the alarms that are on but not selected: small marks on the rim.
    public var alarmMarks: [Double]
    /// How much of the nearest running timer is left (1 → 0): an arc from 12 o'clock clockwise that shrinks as it
    /// runs; nil when no timer runs.
    public var timerArc: Double?
    public var theme: Theme

    public init(face: ClockFace, time: TimeOfDay, showSeconds: Bool, alarmAngle: Double? = nil, alarmTracking: Bool = false,
                alarmMarks: [Double] = [], timerArc: Double? = nil, theme: Theme = .dark) {
        self.timerArc = timerArc
        self.alarmMarks = alarmMarks
        self.theme = theme
        self.face = face
        self.time = time
        self.showSeconds = showSeconds
        self.alarmAngle = alarmAngle
        self.alarmTracking = alarmTracking
    }

    public func render(into canvas: inout Canvas) {
        let angles = ClockGeometry.handAngles(time)
        let key = StillFaceCache.Key(face: face, hourAngle: angles.hour, minuteAngle: angles.minute,
                                     alarmAngle: alarmAngle, alarmTracking: alarmTracking, alarmMarks: alarmMarks,
                                     theme: theme)
        StillFaceCache.shared.borrow(for: key, make: { stillLayer(hourAngle: angles.hour, minuteAngle: angles.minute) }) { still in
            still.withLayer({ drawMovingParts(secondAngle: angles.second, on: &$0) }) { dots in
                dots.draw(into: &canvas, x: face.origin.x, y: face.origin.y)
            }
        }
    }

    /// Draws the whole face from scratch, without the shared still layer (for tests that compare the two).
    func renderUncached(into canvas: inout Canvas) {
        let angles = ClockGeometry.handAngles(time)
        var dots = stillLayer(hourAngle: angles.hour, minuteAngle: angles.minute)
        drawMovingParts(secondAngle: angles.second, on: &dots)
        dots.draw(into: &canvas, x: face.origin.x, y: face.origin.y)
    }

    private var ascii: Bool { face.glyphs == .ascii }

    /// Thin strokes never go below one dot; in ASCII one "dot" is a whole cell, so keep them at one.
    /// Half blocks have no middle dot: a stroke along the centre row runs between two dots, and at exactly one dot
    /// wide rounding would pick the upper at 3 o'clock and the lower at 9; a little wider takes both, alike.
    private func width(_ fraction: Double) -> Double {
        ascii ? 1 : max(face.glyphs == .halfBlocks ? 1.1 : 1, face.radius * fraction)
    }

    private var centre: (x: Double, y: Double) { (face.centerX, face.centerY) }

    /// Marks, alarm hand, hour and minute hands and the cap: what changes at most once a minute while the clock idles.
    /// In ASCII each hand gets its own character (hour `H`, minute follows its slope, second `:`, alarm `+`)
    /// so they stay apart without colour.
    private func stillLayer(hourAngle: Double, minuteAngle: Double) -> DotCanvas {
        var dots = DotCanvas(cells: face.cells, mode: DotCanvas.Mode(face.glyphs), cellAspect: ClockScreenLayout.cellAspect)
        let r = face.radius
        for mark in 0..<60 {
            let a = ClockGeometry.angle(sixtieths: Double(mark))
            if mark % 5 == 0 {
                let inner = mark % 15 == 0 ? ClockGeometry.quarterMarkInner : ClockGeometry.majorMarkInner
                dots.line(from: face.point(radius: inner * r, angle: a), to: face.point(radius: r, angle: a),
                          width: width(Self.majorMarkWidth), style: theme[.faceMajorMark], priority: 1,
                          glyph: mark % 15 == 0 ? "#" : "o")
            } else {
                let p = face.point(radius: ClockGeometry.minorMarkRadius * r, angle: a)
                if ascii {
                    dots.plot(x: Int(p.x), y: Int(p.y), style: theme[.faceMark], priority: 0, glyph: ".")
                } else {
                    dots.disc(cx: p.x, cy: p.y, radius: max(0.5, r * Self.minorDotRadius), style: theme[.faceMark])
                }
            }
        }
        for mark in alarmMarks {
            let p = face.point(radius: Self.alarmMarkRadius * r, angle: mark)
            if ascii {
                dots.plot(x: Int(p.x), y: Int(p.y), style: theme[.alarmHand], priority: 2, glyph: "*")
            } else {
                dots.disc(cx: p.x, cy: p.y, radius: max(1, r * Self.alarmMarkSize), style: theme[.alarmHand], priority: 2)
            }
        }
        if let alarm = alarmAngle {
            let style = alarmTracking ? theme[.alarmHandTracking] : theme[.alarmHand]
            dots.line(from: centre, to: face.point(radius: AlarmHand.length(on: face), angle: alarm),
                      width: width(Self.alarmWidth), style: style, priority: alarmTracking ? 6 : 2,
                      glyph: ascii ? (alarmTracking ? "@" : "+") : nil)
        }
        dots.line(from: centre, to: face.point(radius: ClockGeometry.hourHandLength * r, angle: hourAngle),
                  width: width(Self.hourWidth), style: theme[.hourHand], priority: 3, glyph: ascii ? "H" : nil)
        dots.line(from: centre, to: face.point(radius: ClockGeometry.minuteHandLength * r, angle: minuteAngle),
                  width: width(Self.minuteWidth), style: theme[.minuteHand], priority: 4)
        // The cap covers the second hand too, but it is still: it has the highest priority (its colour and glyph win
        // whatever is drawn after it) and dots only add up, so drawing it here, before the second hand, gives the
        // same cells as drawing it over the hand every tick.
        dots.disc(cx: centre.x, cy: centre.y, radius: ascii ? 0.5 : max(1, r * 0.04), style: theme[.centerCap],
                  priority: Self.capPriority, glyph: "o")
        return dots
    }

    /// Above every hand, the alarm hand being dragged (6) included.
    static let capPriority: Int8 = 7

    /// The second hand, drawn every tick (under the cap, which the still layer holds), and the timer's arc, which
    /// shrinks every second.
    private func drawMovingParts(secondAngle: Double, on dots: inout DotCanvas) {
        let r = face.radius
        if let fraction = timerArc, fraction > 0 {
            let sweep = 2 * Double.pi * min(1, fraction)
            // One ring of dots per dot of width (a hairline on a small face), each dot the arc passes through.
            let thickness = ascii ? 1 : max(1, Int(width(Self.timerArcWidth).rounded()))
            for ring in 0..<thickness {
                let radius = Self.timerArcRadius * r - Double(ring)
                let steps = max(1, Int((sweep * radius * 2).rounded(.up)))
                for i in 0...steps {
                    let p = face.point(radius: radius, angle: sweep * Double(i) / Double(steps))
                    dots.plot(x: Int(p.x.rounded(.down)), y: Int(p.y.rounded(.down)), style: theme[.accent], priority: 1,
                              glyph: "~")
                }
            }
        }
        if showSeconds {
            let tip = face.point(radius: ClockGeometry.secondHandLength * r, angle: secondAngle)
            if !ascii && r * Self.secondWidth < Self.oneDot {
                dots.hairline(from: centre, to: tip, style: theme[.secondHand], priority: 5)
            } else {
                dots.line(from: centre, to: tip, width: width(Self.secondWidth), style: theme[.secondHand], priority: 5,
                          glyph: ascii ? ":" : nil)
            }
        }
    }
}
