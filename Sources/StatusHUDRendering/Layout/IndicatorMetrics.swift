import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The sizes of the indicators for one configuration, with invalid numbers (NaN, infinite,
/// negative) counted as 0. The layout sizes the indicator's box with them and keeps them, so the
/// drawing draws in that box with the same radius and thickness.
///
/// Every indicator gets the same box (``boxSide``), so a ring that turns into a check mark, or a
/// spinner into an error, never resizes the bezel.
struct IndicatorMetrics: Sendable, Equatable {
    /// The radius of the spinner, the progress ring and the pie: `ringRadiusWithoutText` when the HUD
    /// has no text, `ringRadius` otherwise.
    let ringRadius: CGFloat
    /// The width of the spinner's and the ring's line.
    let ringLineWidth: CGFloat
    /// The size of glyphs and images.
    let imageSize: CGSize
    /// The stroke of the success, error and info glyphs: the ring's thickness, heavier beside a
    /// status grown by Dynamic Type.
    let glyphLineWidth: CGFloat

    init(ringRadius: CGFloat, ringLineWidth: CGFloat, imageSize: CGSize, glyphLineWidth: CGFloat) {
        self.ringRadius = ringRadius
        self.ringLineWidth = ringLineWidth
        self.imageSize = imageSize
        self.glyphLineWidth = glyphLineWidth
    }

    /// The configured sizes, all `scale` times as large (see ``textScale(growth:)``; 1 by
    /// default, and a scale that is not a number of at least 1 counts as 1).
    init(configuration: HUD.Configuration, hasText: Bool, statusLineHeight: CGFloat, scale: CGFloat = 1) {
        let scale = scale.isFinite ? max(scale, 1) : 1
        ringRadius = (hasText ? configuration.ringRadius : configuration.ringRadiusWithoutText).sanitizedLength * scale
        ringLineWidth = configuration.ringLineWidth.sanitizedLength * scale
        let image = configuration.imageSize.sanitized
        imageSize = CGSize(width: image.width * scale, height: image.height * scale)
        glyphLineWidth = GlyphPaths.lineWidth(besideLinesOf: statusLineHeight, side: min(imageSize.width, imageSize.height),
                                              ringLineWidth: ringLineWidth)
    }

    /// The text's growth (`LabelBox.growth`) from which the centred HUD's indicator grows with
    /// it: 1.5, the first accessibility size's (the 15 pt status drawn at 25 pt, SF Pro's
    /// 1.19 em lines: 29.75 / 20 = 1.49). Below it, the large sizes included, the box keeps its
    /// configured size (36 pt by default), as it does at the default size.
    static let accessibilityGrowth: CGFloat = 1.5
    /// The most the indicator grows with the text: 1.5 times (a 54 pt box for the default 36 pt).
    /// Reached from about the third accessibility size; a larger box would take the lines the
    /// text needs in an iPhone in landscape (369 pt of free height at the largest size, with
    /// two lines of status, one of details and a Cancel button, has room for a box of 66 pt).
    static let maximumTextScale: CGFloat = 1.5

    /// How many times its configured size the centred HUD's indicator is drawn beside text
    /// grown `growth` times: in proportion to the text from ``accessibilityGrowth`` on (the
    /// growth over it), 1 below it, at most ``maximumTextScale``; 1 for a growth that is not a
    /// number. At the largest size (49 pt text, growth 2.9 to 3) the 36 pt ring becomes 54 pt.
    static func textScale(growth: CGFloat) -> CGFloat {
        guard growth.isFinite else { return 1 }
        return min(max(growth / accessibilityGrowth, 1), maximumTextScale)
    }

    /// The side of the square the spinner, the ring and the pie take: (radius + thickness / 2)
    /// × 2, the ink's own extent (a round cap reaches no further from the centre than the line's
    /// outer edge).
    var ringBoxSide: CGFloat {
        (ringRadius + ringLineWidth / 2) * 2
    }

    /// The one box every indicator is laid out in: as wide and as tall as the ring's square and
    /// the image size, whichever is larger (36 × 36 pt by default, where the two are equal).
    var box: CGSize {
        CGSize(width: max(ringBoxSide, imageSize.width), height: max(ringBoxSide, imageSize.height))
    }

    /// The height of the progress bar: twice the ring's thickness, so the bar weighs what the
    /// ring's track and progress weigh together. It is drawn centred in the box's height.
    var barHeight: CGFloat {
        ringLineWidth * 2
    }

    /// The size of the box `indicator` is laid out in, or `nil` for text only: ``box`` for all,
    /// but the bar, which is `HUD.Layout.progressBarWidth` wide at least (the layout widens it
    /// to the content's width) and only ``barHeight`` tall: a box as tall as the ring's left 31 pt
    /// of empty slot above a 6 pt bar. (So a bar that ends in a success grows the bezel by the
    /// glyph's height; a ring keeps it.)
    func boxSize(for indicator: HUD.Indicator, progressStyle: HUD.ProgressStyle) -> CGSize? {
        switch indicator.form {
        case .progress where progressStyle == .bar:
            return CGSize(width: max(HUD.Layout.progressBarWidth, box.width), height: barHeight)
        case .spinner, .progress, .result, .image:
            return box
        case .text:
            return nil
        }
    }
}
