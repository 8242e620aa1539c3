import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import StatusHUD

/// Measures text as the gallery's browser draws it: with the advance widths of the font files
/// themselves, Inter for Latin text and DejaVu Sans for Hebrew (Chromium's fallback for letters
/// Inter lacks), so padding and wrapping in the pictures are what the layout decided.
///
/// A character is the sum of its scalars' advances when the tables have every one of them; any
/// other character (emoji, CJK, Arabic, whose joined forms need shaping) falls back to
/// ``HUD/EstimatedTextMeasurer``. Lines are Inter's ascender + descender + line gap apart: 1.21
/// em. The SVG turns kerning and ligatures off, so a line's drawn width is the sum of its
/// advances. On iOS the presenter measures with the `UIFont` it draws in instead.
///
/// ```swift
/// let drawing = HUD.Drawing(configuration: configuration, content: content, container: screen,
///                           measurer: GalleryTextMeasurer())
/// ```
package struct GalleryTextMeasurer: HUD.TextMeasuring, Sendable {
    /// How much larger than their point sizes fonts are measured, as UIKit's measurer scales them
    /// for a larger Dynamic Type size: 1 (the default size) by default; a number that is not
    /// positive counts as 1. The SVG draws the text as large with the same `textScale`.
    package let textScale: CGFloat

    /// Creates the measurer, for text `textScale` times its point size (1 by default).
    package init(textScale: CGFloat = 1) {
        self.textScale = textScale.isFinite && textScale > 0 ? textScale : 1
    }

    /// `font` at ``textScale`` times its point size.
    private func scaled(_ font: HUD.Font) -> HUD.Font {
        textScale == 1 ? font : HUD.Font(textStyle: font.textStyle, size: font.pointSize * textScale, weight: font.weight)
    }

    /// The width of `line` in `font`: the font files' advances, estimates where they have none.
    public func width(of line: String, font: HUD.Font) -> CGFloat {
        let font = scaled(font)
        var ems = 0.0
        var unknown = ""
        for character in line {
            let advances = character.unicodeScalars.map { FontMetrics.ems(of: $0, weight: font.weight) }
            if advances.allSatisfy({ $0 != nil }) {
                ems += advances.reduce(0) { $0 + ($1 ?? 0) }
            } else {
                unknown.append(character)
            }
        }
        return CGFloat(ems) * font.pointSize + HUD.EstimatedTextMeasurer().width(of: unknown, font: font)
    }

    /// Inter's line spacing: (ascender − descender + line gap) / units per em × the point size.
    public func lineHeight(of font: HUD.Font) -> CGFloat {
        let font = scaled(font)
        let vertical = FontMetrics.interVertical
        return CGFloat((vertical.ascender - vertical.descender + vertical.lineGap) / FontMetrics.interUnitsPerEm) * font.pointSize
    }
}
