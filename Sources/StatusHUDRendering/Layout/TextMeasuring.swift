import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// Measures single lines of text, so the layout can wrap and truncate text itself.
    ///
    /// The layout, not the measurer, decides where lines break (between words where it can,
    /// between grapheme clusters where it must) and where text is cut off with an ellipsis, so
    /// whatever draws a layout draws exactly the lines it decided. A measurer only answers two
    /// questions about one line that is never wrapped: how wide it is, and how far apart lines of
    /// a font are.
    ///
    /// ``EstimatedTextMeasurer`` estimates without any font files and is the default; tests use a
    /// fixed-width measurer so expected frames can be worked out by hand. A UIKit presenter (still
    /// to come) is meant to measure with the `UIFont` it draws in.
    ///
    /// ```swift
    /// struct Monospaced: HUD.TextMeasuring {
    ///     func width(of line: String, font: HUD.Font) -> CGFloat { CGFloat(line.count) * 10 }
    ///     func lineHeight(of font: HUD.Font) -> CGFloat { 20 }
    /// }
    /// ```
    package protocol TextMeasuring {
        /// The width in points of `line` drawn on one line in `font`; `line` contains no line breaks.
        ///
        /// Widths should grow, or stay the same, as characters are added to the end of a line.
        func width(of line: String, font: HUD.Font) -> CGFloat

        /// The height in points of one line of `font`, so `n` lines are `n` times as tall.
        func lineHeight(of font: HUD.Font) -> CGFloat
    }
}
