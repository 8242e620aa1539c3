#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Draws a drawing's indicator with Core Animation layers: the spinner (an arc whose mask, the
/// angle-mask image, rotates), the progress ring, bar or pie, a glyph or an image. Every value
/// comes from `HUD.Drawing`; a progress change moves only the progress layer.
@MainActor
final class IndicatorView: UIView {
    private var graphic: HUD.Drawing.Graphic?
    private var progressLayer: CAShapeLayer?
    private var barFill: CALayer?
    private let imageView = UIImageView()

    /// Draws `indicator` (in its superview's coordinates), or nothing.
    func apply(_ indicator: HUD.Drawing.Indicator?, progressChange: HUD.Animation) {
        guard let indicator else {
            clear()
            graphic = nil
            isHidden = true
            return
        }
        isHidden = false
        frame = indicator.frame
        if let graphic, Self.sameShape(graphic, indicator.graphic) {
            moveProgress(to: indicator.graphic, animation: progressChange)
            self.graphic = indicator.graphic
            return
        }
        clear()
        graphic = indicator.graphic
        switch indicator.graphic {
        case .spinner(let spinner): addSpinner(spinner)
        case .ring(let ring): addRing(ring)
        case .bar(let bar): addBar(bar)
        case .pie(let pie): addPie(pie)
        case .glyph(let glyph): addGlyph(glyph)
        case .image(let image, let tint):
            imageView.image = image
            imageView.tintColor = tint.uiColor
            imageView.contentMode = .scaleAspectFit
            imageView.frame = bounds
            addSubview(imageView)
        }
    }

    /// Whether two graphics differ only in their progress, so the layers stay and move.
    private static func sameShape(_ a: HUD.Drawing.Graphic, _ b: HUD.Drawing.Graphic) -> Bool {
        switch (a, b) {
        case (.ring(var x), .ring(let y)): x.progress = y.progress; return x == y
        case (.pie(var x), .pie(let y)): x.progress = y.progress; x.wedge = y.wedge; return x == y
        case (.bar(var x), .bar(let y)): x.progress = y.progress; x.fillFrame = y.fillFrame; return x == y
        case (.spinner(let x), .spinner(let y)): return x == y
        default: return false
        }
    }

    /// Moves the progress layer of the graphic on screen to `indicator`'s progress, and nothing else.
    func moveProgress(to indicator: HUD.Drawing.Indicator?, animation: HUD.Animation) {
        guard let indicator else { return }
        moveProgress(to: indicator.graphic, animation: animation)
        graphic = indicator.graphic
    }

    private func moveProgress(to graphic: HUD.Drawing.Graphic, animation: HUD.Animation) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(animation.duration)
        CATransaction.setAnimationTimingFunction(animation.curve.mediaTimingFunction)
        switch graphic {
        case .ring(let ring): progressLayer?.strokeEnd = CGFloat(ring.progress)
        case .pie(let pie): progressLayer?.path = pie.wedge.cgPath
        case .bar(let bar): barFill?.frame = bar.fillFrame
        default: break
        }
        CATransaction.commit()
    }

    private func clear() {
        layer.sublayers?.forEach { $0.removeFromSuperlayer() }
        imageView.removeFromSuperview()
        progressLayer = nil
        barFill = nil
    }

    private func shape(_ path: CGPath, stroke: HUD.Color?, fill: HUD.Color?, lineWidth: CGFloat = 0) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = bounds
        shape.path = path
        shape.strokeColor = stroke?.uiColor.cgColor
        shape.fillColor = fill?.uiColor.cgColor
        shape.lineWidth = lineWidth
        layer.addSublayer(shape)
        return shape
    }

    private func addSpinner(_ spinner: HUD.Drawing.Spinner) {
        let arc = shape(spinner.arc.cgPath, stroke: spinner.color, fill: nil, lineWidth: spinner.lineWidth)
        arc.lineCap = spinner.lineCap.shapeLayerCap
        let mask = CALayer()
        mask.frame = spinner.maskFrame
        mask.contents = AngleMaskContents.image(for: spinner.maskImage)
        mask.contentsScale = CGFloat(spinner.maskImage.scale)
        arc.mask = mask
        let model = spinner.animation
        func loop(_ keyPath: String, _ ramp: HUD.SpinnerAnimation.Ramp) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = ramp.from
            animation.toValue = ramp.to
            animation.duration = model.duration
            animation.repeatCount = .infinity
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            animation.isRemovedOnCompletion = false
            return animation
        }
        mask.add(loop("transform.rotation", model.maskRotation), forKey: "rotation")
        arc.add(loop("strokeStart", model.strokeStart), forKey: "strokeStart")
        arc.add(loop("strokeEnd", model.strokeEnd), forKey: "strokeEnd")
    }

    private func addRing(_ ring: HUD.Drawing.ProgressRing) {
        let track = shape(ring.arc.cgPath, stroke: ring.trackColor, fill: nil, lineWidth: ring.lineWidth)
        track.lineCap = ring.lineCap.shapeLayerCap
        let progress = shape(ring.arc.cgPath, stroke: ring.color, fill: nil, lineWidth: ring.lineWidth)
        progress.lineCap = ring.lineCap.shapeLayerCap
        progress.strokeEnd = CGFloat(ring.progress)
        progressLayer = progress
    }

    private func addBar(_ bar: HUD.Drawing.ProgressBar) {
        for (frame, color) in [(bar.trackFrame, bar.trackColor), (bar.fillFrame, bar.color)] {
            let part = CALayer()
            part.frame = frame
            part.cornerRadius = bar.cornerRadius
            part.backgroundColor = color.uiColor.cgColor
            layer.addSublayer(part)
            barFill = part
        }
    }

    private func addPie(_ pie: HUD.Drawing.ProgressPie) {
        _ = shape(HUD.Path.circle(center: pie.center, radius: pie.radius).cgPath, stroke: nil, fill: pie.trackColor)
        progressLayer = shape(pie.wedge.cgPath, stroke: nil, fill: pie.color)
    }

    private func addGlyph(_ glyph: HUD.Drawing.Glyph) {
        let stroke = shape(glyph.stroke.cgPath, stroke: glyph.color, fill: nil, lineWidth: glyph.lineWidth)
        stroke.lineCap = glyph.lineCap.shapeLayerCap
        stroke.lineJoin = glyph.lineJoin.shapeLayerJoin
        if !glyph.fill.isEmpty { _ = shape(glyph.fill.cgPath, stroke: nil, fill: glyph.color) }
    }
}

/// The angle mask as layer contents: the bundled PNG at its scale, or, when there is none or UIKit
/// cannot decode it, an image made from the drawing's grey+alpha pixels.
@MainActor
enum AngleMaskContents {
    private static var cache: [Int: CGImage] = [:]

    static func image(for mask: HUD.AngleMaskImage) -> CGImage? {
        if let image = cache[mask.scale] { return image }
        let image = bundled(mask) ?? computed(mask)
        cache[mask.scale] = image
        return image
    }

    private static func bundled(_ mask: HUD.AngleMaskImage) -> CGImage? {
        guard let file = mask.bundledFile, let image = UIImage(contentsOfFile: file.path)?.cgImage,
              image.width == mask.side, image.height == mask.side else { return nil }
        return image
    }

    /// Every grey is 0, so the straight grey+alpha bytes are also their premultiplied form.
    private static func computed(_ mask: HUD.AngleMaskImage) -> CGImage? {
        guard let provider = CGDataProvider(data: Data(mask.pixels) as CFData) else { return nil }
        return CGImage(width: mask.side, height: mask.side, bitsPerComponent: 8, bitsPerPixel: 16,
                       bytesPerRow: mask.side * 2, space: CGColorSpaceCreateDeviceGray(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}
#endif
