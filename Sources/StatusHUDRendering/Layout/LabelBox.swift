import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The largest size the labels may take together in one layout: `HUD.Layout.maximumLabelSize`
/// (200 × 300 pt) grown with the text's size, and no taller than the free area has room for.
///
/// Dynamic Type reaches the layout only through the measurer, which measures the font scaled
/// for the user's text size (on iOS, `UIFontMetrics`); `HUD.Font` keeps the unscaled size. So
/// the growth is the status font's measured line height over ``referenceLineHeight(of:)``, 4/3 of
/// its unscaled size (20 pt for the 15 pt status), at least 1: SF Pro's lines are about 1.19 em
/// and Inter's 1.21 em, so the box stays 200 × 300 at the default size and below, and grows in
/// proportion once the lines are taller (×2.9 for 49 pt text with lines about 58.5 pt; the SF
/// figures are estimates from its metrics, not measured on a device). An exact ratio would need
/// the measurer to report the default size's line height too, which UIKit's does not yet.
///
/// - Width: 200 × growth, at most the free area's width less the bezel's two margins, but never
///   below 200 (a narrow container keeps the default box, as before). Grown text that would be
///   cut off there is given more, up to the free area's width less the margins
///   (``fittingWidth(from:upTo:fits:)``).
/// - Height: 300 × growth, at most what the free area's height leaves once the margins, the
///   indicator, the button and their spacing are taken (less ``HUD/Layout/edgeSpacing`` for a top
///   or bottom toast); never negative. Each label still keeps one line (see `LabelBlock`).
///
/// ```swift
/// let growth = LabelBox.growth(statusLineHeight: 58.5, font: configuration.font)      // 2.925
/// LabelBox.width(growth: growth, freeWidth: 390)                                    // 358
/// LabelBox.height(growth: growth, freeHeight: 763, takenHeight: 163)                // 600
/// ```
enum LabelBox {
    /// The widest the labels may be, in points: 200 × `growth`, at most `freeWidth` less the
    /// bezel's two margins, never below 200.
    static func width(growth: CGFloat, freeWidth: CGFloat) -> CGFloat {
        let base = HUD.Layout.maximumLabelSize.width
        let growth = growth.isFinite ? max(growth, 1) : 1
        return min(base * growth, max(base, freeWidth.sanitizedLength - 2 * HUD.Layout.margin))
    }

    /// The narrowest whole-point width from `width` to `widest` at which `fits` (nothing is cut
    /// off), or `widest` when nothing in between fits; `width` itself when it fits or `widest` is
    /// not wider. Text grown by Dynamic Type widens the HUD before it is cut: the box's width
    /// (200 × growth) is where lines break, but a text that would be cut there takes the room
    /// the free area has beside it, only as much as it needs, so its lines stay balanced.
    ///
    /// Found by bisection, about 8 measures for a 200 pt range; `fits` is taken to hold from
    /// some width on (a greedy line breaker's line count does not grow with the width), and the
    /// answer always fits or is `widest`.
    static func fittingWidth(from width: CGFloat, upTo widest: CGFloat, fits: (CGFloat) -> Bool) -> CGFloat {
        let width = width.sanitizedLength
        guard widest.isFinite, widest > width, !fits(width) else { return width }
        guard fits(widest) else { return widest }
        var cut = width, fitting = widest   // cut: does not fit; fitting: fits
        while fitting - cut > 1 {
            let middle = ((cut + fitting) / 2).rounded(.down)
            guard middle > cut, middle < fitting else { break }
            if fits(middle) { fitting = middle } else { cut = middle }
        }
        return fitting
    }

    /// The tallest the labels may be together, in points: 300 × `growth`, at most what
    /// `freeHeight` leaves after `takenHeight` (the margins, indicator, button and spacing), at
    /// least 0.
    static func height(growth: CGFloat, freeHeight: CGFloat, takenHeight: CGFloat) -> CGFloat {
        let growth = growth.isFinite ? max(growth, 1) : 1
        let room = freeHeight.sanitizedLength - takenHeight.sanitizedLength
        return max(min(HUD.Layout.maximumLabelSize.height * growth, room), 0)
    }

    /// The line height the status font has at the default text size, as far as the layout can
    /// tell: 4/3 of its unscaled point size (20 pt for 15 pt text).
    static func referenceLineHeight(of font: HUD.Font) -> CGFloat {
        font.pointSize * 4 / 3
    }

    /// How much larger than at the default size the status is drawn: its measured line height
    /// over ``referenceLineHeight(of:)``, at least 1; 1 for numbers that are not valid.
    static func growth(statusLineHeight: CGFloat, font: HUD.Font) -> CGFloat {
        let reference = referenceLineHeight(of: font)
        guard reference > 0, statusLineHeight.isFinite else { return 1 }
        return max(statusLineHeight / reference, 1)
    }
}
