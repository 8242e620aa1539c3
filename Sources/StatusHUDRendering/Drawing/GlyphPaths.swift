import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The success, error and info glyphs as paths in a box, drawn in the largest square centred in it.
///
/// The three are one family, as the system's circled symbols are: the same circle just inside the
/// square (so they have one optical size), a check, a cross or an "i" inside it, and one stroke
/// width. Points are fractions of the square's side, so the glyphs scale with `imageSize`.
enum GlyphPaths {
    /// The stroke width beside text whose lines are `lineHeight` apart: the ring's `ringLineWidth`
    /// (3 pt by default), so glyphs, ring and spinner are one family of strokes, or a ninth of the
    /// line height when that is heavier (a status grown by Dynamic Type, measured in the scaled
    /// font, gets a heavier glyph, as a symbol beside text would); never thinner than 1 pt or
    /// heavier than a seventh of the glyph's `side`.
    static func lineWidth(besideLinesOf lineHeight: CGFloat, side: CGFloat, ringLineWidth: CGFloat = 0) -> CGFloat {
        min(max(lineHeight.sanitizedLength / 9, ringLineWidth.sanitizedLength, 1), max(side.sanitizedLength / 7, 0))
    }

    /// The glyph of `kind` in a box of `size`, stroked `lineWidth` wide, in `color`.
    static func glyph(_ kind: HUD.Drawing.Glyph.Kind, in size: CGSize, lineWidth: CGFloat, color: HUD.Color) -> HUD.Drawing.Glyph {
        let side = min(size.width, size.height)
        let origin = CGPoint(x: (size.width - side) / 2, y: (size.height - side) / 2)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: origin.x + x * side, y: origin.y + y * side)
        }
        // The circle's ink touches the square's sides. It is the progress ring's circle (same
        // centre, radius and start at 12 o'clock, clockwise), so a ring completes into it.
        let circle = HUD.Path.circle(center: point(0.5, 0.5), radius: max(side / 2 - lineWidth / 2, 0))
        var marks: [HUD.Path] = []
        var fill = HUD.Path()
        func mark(_ points: [(CGFloat, CGFloat)]) {
            var path = HUD.Path()
            path.move(to: point(points[0].0, points[0].1))
            for next in points.dropFirst() { path.line(to: point(next.0, next.1)) }
            marks.append(path)
        }

        // The marks in the order they draw in: the check from its short arm; the cross's two
        // bars from the top, leading edge first; the "i"'s stem downwards (its dot is a fill).
        switch kind {
        case .success:
            mark([(0.3, 0.52), (0.44, 0.66), (0.7, 0.37)])
        case .error:
            mark([(0.36, 0.36), (0.64, 0.64)])
            mark([(0.64, 0.36), (0.36, 0.64)])
        case .info:
            mark([(0.5, 0.46), (0.5, 0.72)])
            fill = .circle(center: point(0.5, 0.3), radius: lineWidth * 0.7)
        }
        let strokes = [circle] + marks
        let stroke = HUD.Path(elements: strokes.flatMap(\.elements))
        return HUD.Drawing.Glyph(kind: kind, stroke: stroke, fill: fill, lineWidth: lineWidth, color: color,
                                 strokes: strokes)
    }
}
