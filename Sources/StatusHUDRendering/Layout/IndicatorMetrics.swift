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

    init(configuration: HUD.Configuration, hasText: Bool, statusLineHeight: CGFloat) {
        ringRadius = (hasText ? configuration.ringRadius : configuration.ringRadiusWithoutText).sanitizedLength
        ringLineWidth = configuration.ringLineWidth.sanitizedLength
        imageSize = configuration.imageSize.sanitized
        glyphLineWidth = GlyphPaths.lineWidth(besideLinesOf: statusLineHeight, side: min(imageSize.width, imageSize.height),
                                              ringLineWidth: ringLineWidth)
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
