import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// How a result glyph draws itself in, as functions of the time since it was shown: its circle
    /// first (continuing the progress ring it replaces, so a ring completes and then takes the
    /// check), then each mark in turn, the "i"'s dot fading in as its stem starts.
    ///
    /// A presenter with Core Animation gives each of ``Glyph/strokes`` a `strokeEnd` animation
    /// from ``Stroke/from`` to 1 that begins ``Stroke/start`` seconds in and lasts
    /// ``Stroke/duration`` on ``curve``; a renderer without asks ``glyph(_:at:)`` for a frame.
    ///
    /// The timing, decided from what iOS 26 does (and written here, beside the code):
    /// - **Curve**: ease-in-out on every stroke, as a pen moves; SF Symbols 7's Draw On animates a
    ///   symbol's strokes one after another the same way, and the springs of SwiftUI's `.smooth`
    ///   family (no bounce) are what iOS uses for things that draw rather than move.
    /// - **The circle**: 0.3 s for a whole turn (``circleDuration``), shortened to what is left of
    ///   the turn when it continues a ring or a circle on screen: a ring at 1 takes no time, one at
    ///   0.4 takes 0.18 s. A spring would overshoot a closed ring, so none is used here.
    /// - **The marks**: 0.25 s between them (``marksDuration``), starting when the circle closes,
    ///   each mark's time in proportion to its length, so the pen moves at one speed, and each
    ///   mark after the first starting as the one before it is half drawn: the cross's second bar
    ///   starts as the first reaches the centre, so the two grow into a cross together. Drawn one
    ///   after the other (0.125 s each), the first bar stood alone, past the centre, for 0.125 s (73 %
    ///   of it at 0.38 s from scratch) and read as a clock's hand; now each bar takes 1/6 s, 2.38
    ///   glyph sides a second, the check's pace (its one mark, 0.59 sides long, 2.35 a second),
    ///   and the cross is whole when the check would be. A success from scratch is whole 0.55 s
    ///   in, well inside its 1.5 s on screen; over a ring at 1, 0.25 s after the success.
    /// - **The haptic** plays as the marks start (``marksStart``): when the outcome becomes legible,
    ///   as Apple Pay's check lands with its tap, not when the fade-in starts.
    ///
    /// ```swift
    /// let drawIn = HUD.Drawing.DrawIn(strokes: glyph.strokes, circleFrom: 0.4)
    /// drawIn.strokeEnd(0, at: 0)      // 0.4: the ring as it was
    /// drawIn.marksStart               // 0.18 s
    /// drawIn.strokeEnd(1, at: 0.43)   // 1: the check drawn
    /// ```
    package struct DrawIn: Sendable, Equatable {
        /// One stroke's part of the draw-in.
        package struct Stroke: Sendable, Equatable {
            /// Where its `strokeEnd` starts, 0…1.
            package var from: Double
            /// When it starts to draw, in seconds from the draw-in's start.
            package var start: TimeInterval
            /// How long it draws, in seconds.
            package var duration: TimeInterval
        }

        /// A whole turn of the circle: 0.3 s.
        package static let circleDuration: TimeInterval = 0.3
        /// All the marks together: 0.25 s.
        package static let marksDuration: TimeInterval = 0.25
        /// The "i"'s dot fades in over 0.1 s as the marks start.
        package static let fillDuration: TimeInterval = 0.1

        /// The strokes in order, the circle first.
        package var strokes: [Stroke]
        /// The curve of every stroke: ease-in-out.
        package var curve: HUD.TimingCurve = .easeInOut
        /// When the fill (the "i"'s dot) starts to fade in: as the marks start.
        package var fillStart: TimeInterval
        /// The faint circle drawn under the circle while it completes (the progress ring's track,
        /// when it replaces a ring); `nil` otherwise.
        package var trackColor: HUD.Color?

        /// When the marks start: the circle closed. The haptic plays then.
        package var marksStart: TimeInterval {
            strokes.first.map { $0.start + $0.duration } ?? 0
        }

        /// When the whole glyph is drawn.
        package var duration: TimeInterval {
            max(strokes.map { $0.start + $0.duration }.max() ?? 0, fillStart + Self.fillDuration)
        }

        /// The draw-in of a glyph whose strokes are `strokes` (the circle first), its circle
        /// continuing from `circleFrom` (0…1: the ring or circle on screen; clamped, NaN counts
        /// as 0), with `trackColor` under it.
        package init(strokes paths: [HUD.Path], circleFrom: Double = 0, trackColor: HUD.Color? = nil) {
            let from = circleFrom.isNaN ? 0 : circleFrom.clampedToUnitInterval
            let circle = Stroke(from: from, start: 0, duration: Self.circleDuration * (1 - from))
            var strokes = paths.isEmpty ? [] : [circle]
            strokes += Self.marks(lengths: paths.dropFirst().map { Double($0.length) }).map {
                Stroke(from: 0, start: circle.duration + $0.start, duration: $0.duration)
            }
            self.strokes = strokes
            self.fillStart = circle.duration
            self.trackColor = trackColor
        }

        /// The marks' times from the circle's close, for marks `lengths` long: each takes time in
        /// proportion to its length and starts as the one before it is half drawn, all of them
        /// done ``marksDuration`` in (one mark takes all of it). Lengths that are not positive
        /// numbers share the time equally.
        private static func marks(lengths: [Double]) -> [(start: TimeInterval, duration: TimeInterval)] {
            guard !lengths.isEmpty else { return [] }
            let valid = lengths.allSatisfy { $0.isFinite && $0 > 0 }
            let weights = valid ? lengths : lengths.map { _ in 1 }
            var start = 0.0
            var marks: [(start: TimeInterval, duration: TimeInterval)] = []
            for weight in weights {
                marks.append((start, weight))
                start += weight / 2
            }
            let end = marks.map { $0.start + $0.duration }.max() ?? 1
            return marks.map { ($0.start / end * marksDuration, $0.duration / end * marksDuration) }
        }

        /// How much of stroke `index` is drawn `time` seconds in: its ``Stroke/from`` before it
        /// starts, then on ``curve`` to 1. An index out of range is 1 (drawn); NaN counts as 0 s.
        package func strokeEnd(_ index: Int, at time: TimeInterval) -> Double {
            guard strokes.indices.contains(index) else { return 1 }
            let stroke = strokes[index]
            let time = time.isNaN ? 0 : time
            guard stroke.duration > 0 else { return time >= stroke.start ? 1 : stroke.from }
            let fraction = curve.progress(at: (time - stroke.start) / stroke.duration)
            return stroke.from + (1 - stroke.from) * fraction
        }

        /// The fill's opacity `time` seconds in: 0 until ``fillStart``, then linearly to 1.
        package func fillOpacity(at time: TimeInterval) -> Double {
            let time = time.isNaN ? 0 : time
            return ((time - fillStart) / Self.fillDuration).clampedToUnitInterval
        }

        /// `glyph` as it is drawn `time` seconds in: its strokes' ends, its fill's opacity and the
        /// track under its circle until the circle closes.
        package func glyph(_ glyph: Glyph, at time: TimeInterval) -> Glyph {
            var frame = glyph
            frame.strokeEnds = glyph.strokes.indices.map { strokeEnd($0, at: time) }
            frame.fillOpacity = glyph.fill.isEmpty ? 1 : fillOpacity(at: time)
            frame.trackColor = time < marksStart ? trackColor : nil
            return frame
        }
    }
}

extension HUD.Drawing.DrawIn {
    /// What a presenter does with a glyph it is about to draw.
    package enum Decision: Sendable, Equatable {
        /// Draw it whole at once.
        case whole
        /// Draw it in from now.
        case start(HUD.Drawing.DrawIn)
        /// Keep the draw-in under way at its time: the same glyph drawn again mid-draw (a
        /// rotation, a trait change) continues, neither restarting nor jumping to its end.
        case continueRunning
    }

    /// Whether and how `new` draws in, replacing `old` on screen (nil: nothing, a new HUD).
    ///
    /// - Not a glyph, or Reduce Motion: ``Decision/whole`` (Reduce Motion shows the glyph whole,
    ///   as iOS shows a symbol without its Draw On effect).
    /// - The same kind of glyph (redrawn for a new size or colours): ``Decision/continueRunning``
    ///   while a draw-in `isRunning`, else ``Decision/whole``.
    /// - Anything else: ``Decision/start(_:)``, the circle continuing from what is on screen:
    ///   `circleOnScreen` when the presenter measured it (a ring's or a circle's stroke end
    ///   mid-animation), else a ring's progress, a glyph's whole circle, or nothing (0). A
    ///   success, an error and an info alike: the circle is the glyph's frame, not a verdict, and
    ///   a ring that vanished under a cross would jump. Over a ring, the ring's track stays under
    ///   the circle until it closes.
    package static func decide(from old: HUD.Drawing.Graphic?, to new: HUD.Drawing.Graphic, circleOnScreen: Double? = nil,
                               isRunning: Bool = false, reducesMotion: Bool) -> Decision {
        guard case .glyph(let glyph) = new, !reducesMotion else { return .whole }
        var track: HUD.Color?
        var onScreen = 0.0
        switch old {
        case .glyph(let shown) where shown.kind == glyph.kind:
            return isRunning ? .continueRunning : .whole
        case .glyph:
            onScreen = 1
        case .ring(let ring):
            onScreen = ring.progress
            track = ring.trackColor
        default:
            break
        }
        return .start(HUD.Drawing.DrawIn(strokes: glyph.strokes, circleFrom: circleOnScreen ?? onScreen, trackColor: track))
    }
}

extension HUD.Path {
    /// The length of the path's lines and arcs (a move draws nothing).
    package var length: CGFloat {
        var length: CGFloat = 0
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point):
                length += distance(current, point)
                current = point
            case .arc(let center, let radius, let start, let end, _):
                let from = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
                length += distance(current, from) + radius * abs(end - start)
                current = CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
            case .close:
                length += distance(current, subpathStart)
                current = subpathStart
            }
        }
        return length
    }
}
