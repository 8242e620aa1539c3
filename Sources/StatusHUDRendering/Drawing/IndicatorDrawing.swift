import StatusHUDModel
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
    /// The images configured in place of the success, error and info glyphs, and their tint.
    let resultImages: HUD.Configuration.ResultImages?
    /// The environment the tint resolves in.
    let environment: HUD.Drawing.Environment

    /// The colour of glyphs and images: the configured tint, else the foreground.
    private var glyphColor: HUD.Color {
        resultImages?.tint?.resolved(in: environment) ?? palette.foreground
    }

    /// The drawn indicator in `frame` (bezel coordinates), or `nil` for `.text`.
    func indicator(for indicator: HUD.Indicator, progressStyle: HUD.ProgressStyle, spinnerStyle: HUD.SpinnerStyle,
                   in frame: CGRect) -> HUD.Drawing.Indicator? {
        let box = CGRect(origin: .zero, size: frame.size)
        let graphic: HUD.Drawing.Graphic
        switch indicator.form {
        case .spinner:
            switch spinnerStyle {
            case .arc: graphic = .spinner(spinner(in: box))
            case .native: graphic = .nativeSpinner(HUD.Drawing.NativeSpinner(in: box.size, color: palette.foreground))
            }
        case .progress(let progress):       // valid: `HUD.Indicator.progress(_:)` clamps
            switch progressStyle {
            case .ring: graphic = .ring(ring(in: box, progress: progress))
            case .bar: graphic = .bar(bar(in: box, progress: progress))
            case .pie: graphic = .pie(pie(in: box, progress: progress))
            }
        case .result(let result):
            graphic = glyph(result, in: box)
        case .image(let image):
            graphic = .image(image, tint: glyphColor)
        case .text:
            return nil
        }
        return HUD.Drawing.Indicator(frame: frame, graphic: graphic)
    }

    /// The built-in glyph, or the image configured in its place.
    private func glyph(_ kind: HUD.Drawing.Glyph.Kind, in box: CGRect) -> HUD.Drawing.Graphic {
        if let image = resultImages?[kind] { return .image(image, tint: glyphColor) }
        return .glyph(GlyphPaths.glyph(kind, in: box.size, lineWidth: metrics.glyphLineWidth, color: glyphColor))
    }

    private func spinner(in box: CGRect) -> HUD.Drawing.Spinner {
        HUD.Drawing.Spinner(in: box, radius: metrics.ringRadius, lineWidth: metrics.ringLineWidth,
                            color: palette.foreground, trackColor: palette.track, displayScale: displayScale)
    }

    private func ring(in box: CGRect, progress: Double) -> HUD.Drawing.ProgressRing {
        HUD.Drawing.ProgressRing(in: box, radius: metrics.ringRadius, lineWidth: metrics.ringLineWidth,
                                 color: palette.foreground, trackColor: palette.track, progress: progress)
    }

    /// The bar: `metrics.barHeight` tall, centred in the box's height, across its width.
    private func bar(in box: CGRect, progress: Double) -> HUD.Drawing.ProgressBar {
        let height = min(metrics.barHeight, box.height)
        let track = CGRect(x: box.minX, y: box.midY - height / 2, width: box.width, height: height)
        let width = track.width * CGFloat(progress)
        let x = layoutDirection == .leftToRight ? track.minX : track.maxX - width
        return HUD.Drawing.ProgressBar(
            trackFrame: track,
            fillFrame: CGRect(x: x, y: track.minY, width: width, height: height),
            cornerRadius: height / 2,
            color: palette.foreground,
            trackColor: palette.track,
            progress: progress
        )
    }

    /// The pie in the strokes' family: the ring's outline in the foreground and a solid wedge in
    /// the foreground, a line's width of air inside the outline; nothing behind the wedge (see
    /// `HUD.Drawing.ProgressPie`).
    private func pie(in box: CGRect, progress: Double) -> HUD.Drawing.ProgressPie {
        let center = CGPoint(x: box.midX, y: box.midY)
        let radius = metrics.ringRadius
        let wedgeRadius = max(radius - metrics.ringLineWidth, 0)
        var wedge = HUD.Path()
        if progress >= 1 {
            wedge = .circle(center: center, radius: wedgeRadius)
        } else if progress > 0 {
            wedge.move(to: center)
            wedge.line(to: CGPoint(x: center.x, y: center.y - wedgeRadius))
            wedge.addArc(center: center, radius: wedgeRadius, startAngle: -.pi / 2,
                         endAngle: -.pi / 2 + 2 * .pi * CGFloat(progress), clockwise: true)
            wedge.close()
        }
        return HUD.Drawing.ProgressPie(
            center: center,
            radius: radius,
            lineWidth: metrics.ringLineWidth,
            wedge: wedge,
            color: palette.foreground,
            wedgeColor: palette.foreground.withAlpha(palette.foreground.alpha * HUD.Drawing.ProgressPie.wedgeOpacity),
            trackColor: palette.foreground.withAlpha(0),
            progress: progress
        )
    }
}
