import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Turns an indicator and its box into the graphic a presenter draws.
struct IndicatorDrawing {
    let metrics: IndicatorMetrics
    let palette: Palette
    let layoutDirection: HUD.WritingDirection
    let displayScale: Double
    /// The images configured in place of the success, error and info glyphs.
    let resultImages: HUD.Configuration.ResultImages?

    /// The drawn indicator in `frame` (bezel coordinates), or `nil` for `.text`.
    func indicator(for indicator: HUD.Indicator, progressStyle: HUD.ProgressStyle, in frame: CGRect) -> HUD.Drawing.Indicator? {
        let box = CGRect(origin: .zero, size: frame.size)
        let graphic: HUD.Drawing.Graphic
        switch indicator {
        case .spinner:
            graphic = .spinner(spinner(in: box))
        case .progress(let progress):
            // Content's initialiser clamps, but `indicator` is a public var and may be set later.
            let progress = HUD.Indicator.clampedProgress(progress)
            switch progressStyle {
            case .ring: graphic = .ring(ring(in: box, progress: progress))
            case .bar: graphic = .bar(bar(in: box, progress: progress))
            case .pie: graphic = .pie(pie(in: box, progress: progress))
            }
        case .success:
            graphic = glyph(.success, in: box)
        case .error:
            graphic = glyph(.error, in: box)
        case .info:
            graphic = glyph(.info, in: box)
        case .image(let image):
            graphic = .image(image, tint: palette.foreground)
        case .text:
            return nil
        }
        return HUD.Drawing.Indicator(frame: frame, graphic: graphic)
    }

    /// The built-in glyph, or the image configured in its place.
    private func glyph(_ kind: HUD.Drawing.Glyph.Kind, in box: CGRect) -> HUD.Drawing.Graphic {
        let image = switch kind {
        case .success: resultImages?.success
        case .error: resultImages?.error
        case .info: resultImages?.info
        }
        if let image { return .image(image, tint: palette.foreground) }
        return .glyph(GlyphPaths.glyph(kind, in: box.size, lineWidth: metrics.glyphLineWidth, color: palette.foreground))
    }

    private func spinner(in box: CGRect) -> HUD.Drawing.Spinner {
        HUD.Drawing.Spinner(in: box, radius: metrics.ringRadius, lineWidth: metrics.ringThickness,
                            color: palette.foreground, displayScale: displayScale)
    }

    private func ring(in box: CGRect, progress: Double) -> HUD.Drawing.ProgressRing {
        HUD.Drawing.ProgressRing(in: box, radius: metrics.ringRadius, lineWidth: metrics.ringThickness,
                                 color: palette.foreground, progress: progress)
    }

    private func bar(in box: CGRect, progress: Double) -> HUD.Drawing.ProgressBar {
        let width = box.width * CGFloat(progress)
        let x = layoutDirection == .leftToRight ? box.minX : box.maxX - width
        return HUD.Drawing.ProgressBar(
            trackFrame: box,
            fillFrame: CGRect(x: x, y: box.minY, width: width, height: box.height),
            cornerRadius: box.height / 2,
            color: palette.foreground,
            trackColor: palette.track,
            progress: progress
        )
    }

    private func pie(in box: CGRect, progress: Double) -> HUD.Drawing.ProgressPie {
        let center = CGPoint(x: box.midX, y: box.midY)
        let radius = metrics.ringRadius + metrics.ringThickness / 2
        var wedge = HUD.Path()
        if progress >= 1 {
            wedge = .circle(center: center, radius: radius)
        } else if progress > 0 {
            wedge.move(to: center)
            wedge.line(to: CGPoint(x: center.x, y: center.y - radius))
            wedge.addArc(center: center, radius: radius, startAngle: -.pi / 2,
                         endAngle: -.pi / 2 + 2 * .pi * CGFloat(progress), clockwise: true)
            wedge.close()
        }
        return HUD.Drawing.ProgressPie(
            center: center,
            radius: radius,
            wedge: wedge,
            color: palette.foreground,
            trackColor: palette.track,
            progress: progress
        )
    }
}
