import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The sizes of the indicators for one configuration, with invalid numbers (NaN, infinite,
/// negative) counted as 0. The layout sizes the indicator's box with them and keeps them, so the
/// drawing draws in that box with the same radius and thickness.
struct IndicatorMetrics: Sendable, Equatable {
    /// The radius of the spinner, the progress ring and the pie: `ringNoTextRadius` when the HUD
    /// has no text, `ringRadius` otherwise.
    let ringRadius: CGFloat
    /// The width of the spinner's and the ring's line.
    let ringThickness: CGFloat
    /// The size of glyphs and images.
    let imageSize: CGSize
    /// The stroke of the success, error and info glyphs, matched to the status's line height.
    let glyphLineWidth: CGFloat

    init(configuration: HUD.Configuration, hasText: Bool, statusLineHeight: CGFloat) {
        ringRadius = (hasText ? configuration.ringRadius : configuration.ringNoTextRadius).sanitizedLength
        ringThickness = configuration.ringThickness.sanitizedLength
        imageSize = configuration.imageViewSize.sanitized
        glyphLineWidth = GlyphPaths.lineWidth(besideLinesOf: statusLineHeight, side: min(imageSize.width, imageSize.height))
    }

    /// The side of the square box of the spinner, the ring and the pie: (radius + thickness / 2)
    /// × 2, the ink's own extent (a round cap reaches no further from the centre than the line's
    /// outer edge), so the bezel's margin is the air one sees.
    var ringBoxSide: CGFloat {
        (ringRadius + ringThickness / 2) * 2
    }

    /// The height of the progress bar: twice the ring's thickness, so the bar weighs what the
    /// ring's track and progress weigh together.
    var barHeight: CGFloat {
        ringThickness * 2
    }

    /// The size of the box `indicator` is drawn in, or `nil` for text only.
    func boxSize(for indicator: HUD.Indicator, progressStyle: HUD.ProgressStyle) -> CGSize? {
        switch indicator {
        case .spinner:
            return CGSize(width: ringBoxSide, height: ringBoxSide)
        case .progress:
            switch progressStyle {
            case .ring, .pie: return CGSize(width: ringBoxSide, height: ringBoxSide)
            case .bar: return CGSize(width: HUD.Layout.progressBarWidth, height: barHeight)
            }
        case .success, .error, .info, .image:
            return imageSize
        case .text:
            return nil
        }
    }
}
