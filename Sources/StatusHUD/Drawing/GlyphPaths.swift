import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The success, error and info glyphs as paths in a box, drawn in the largest square centred in it.
///
/// Points are given as fractions of the square's side, so the glyphs scale with `imageViewSize`.
enum GlyphPaths {
    /// The stroke width as a fraction of the square's side: 0.09.
    static let lineWidthFraction: CGFloat = 0.09

    /// The glyph of `kind` in a box of `size`, in `color`.
    static func glyph(_ kind: HUD.Drawing.Glyph.Kind, in size: CGSize, color: HUD.Color) -> HUD.Drawing.Glyph {
        let side = min(size.width, size.height)
        let origin = CGPoint(x: (size.width - side) / 2, y: (size.height - side) / 2)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: origin.x + x * side, y: origin.y + y * side)
        }
        let lineWidth = side * lineWidthFraction
        var stroke = HUD.Path()
        var fill = HUD.Path()

        switch kind {
        case .success:
            stroke.move(to: point(0.2, 0.53))
            stroke.line(to: point(0.41, 0.73))
            stroke.line(to: point(0.8, 0.3))
        case .error:
            stroke.move(to: point(0.25, 0.25))
            stroke.line(to: point(0.75, 0.75))
            stroke.move(to: point(0.75, 0.25))
            stroke.line(to: point(0.25, 0.75))
        case .info:
            // A circle just inside the square, a stem, and a dot above it.
            stroke = .circle(center: point(0.5, 0.5), radius: side / 2 - lineWidth / 2)
            stroke.move(to: point(0.5, 0.45))
            stroke.line(to: point(0.5, 0.73))
            fill = .circle(center: point(0.5, 0.29), radius: lineWidth * 0.75)
        }
        return HUD.Drawing.Glyph(kind: kind, stroke: stroke, fill: fill, lineWidth: lineWidth, color: color)
    }
}
