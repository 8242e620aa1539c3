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
        // The circle's ink touches the square's sides.
        var stroke = HUD.Path.circle(center: point(0.5, 0.5), radius: max(side / 2 - lineWidth / 2, 0))
        var fill = HUD.Path()

        switch kind {
        case .success:
            stroke.move(to: point(0.3, 0.52))
            stroke.line(to: point(0.44, 0.66))
            stroke.line(to: point(0.7, 0.37))
        case .error:
            stroke.move(to: point(0.36, 0.36))
            stroke.line(to: point(0.64, 0.64))
            stroke.move(to: point(0.64, 0.36))
            stroke.line(to: point(0.36, 0.64))
        case .info:
            stroke.move(to: point(0.5, 0.46))
            stroke.line(to: point(0.5, 0.72))
            fill = .circle(center: point(0.5, 0.3), radius: lineWidth * 0.7)
        }
        return HUD.Drawing.Glyph(kind: kind, stroke: stroke, fill: fill, lineWidth: lineWidth, color: color)
    }
}
