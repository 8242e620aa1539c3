#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Draws a drawing's indicator with Core Animation layers, as the UIKit presenter's indicator does:
/// the spinner (an arc whose mask, the angle-mask image, rotates), the progress ring, bar or pie, a
/// glyph or an image. Every value comes from `HUD.Drawing`; a progress change moves only the
/// progress layer.
@MainActor
final class AppKitIndicatorView: NSView {
    private var graphic: HUD.Drawing.Graphic?
    private var progressLayer: CAShapeLayer?
    private var barFill: CALayer?
    private var spinner: (arc: CAShapeLayer, mask: CALayer, model: HUD.SpinnerAnimation)?

    override init(frame: NSRect) {
        super.init(frame: frame)
        wantsLayer = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("AppKitIndicatorView is made in code")
    }

    override var isFlipped: Bool { true }

    /// Core Animation drops animations when a layer leaves its window: added again on return.
    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        guard let spinner, window != nil else { return }
        spinner.model.restoreLoops(arc: spinner.arc, mask: spinner.mask)
    }

    /// Forgets what is drawn: the next graphic is drawn from scratch.
    func forget() {
        clear()
        graphic = nil
    }

    /// Draws `indicator` (in its superview's coordinates), or nothing.
    func apply(_ indicator: HUD.Drawing.Indicator?, progressChange: HUD.Animation) {
        guard let indicator else {
            forget()
            isHidden = true
            return
        }
        isHidden = false
        frame = indicator.frame
        switch HUD.Drawing.Graphic.update(from: graphic, to: indicator.graphic, isNewHUD: false) {
        case .keep:
            return
        case .moveProgress:
            moveProgress(to: indicator.graphic, animation: progressChange)
            return
        case .rebuild:
            break
        }
        clear()
        graphic = indicator.graphic
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        switch indicator.graphic {
        case .spinner(let spinner): addSpinner(spinner)
        case .ring(let ring):
            _ = shape(ring.arc.appKitPath, stroke: ring.trackColor, lineWidth: ring.lineWidth, cap: ring.lineCap)
            let progress = shape(ring.arc.appKitPath, stroke: ring.color, lineWidth: ring.lineWidth, cap: ring.lineCap)
            progress.strokeEnd = CGFloat(ring.progress)
            progressLayer = progress
        case .bar(let bar):
            for (frame, color) in [(bar.trackFrame, bar.trackColor), (bar.fillFrame, bar.color)] {
                let part = CALayer()
                part.frame = frame
                part.cornerRadius = bar.cornerRadius
                part.backgroundColor = color.cgColor
                layer?.addSublayer(part)
                barFill = part
            }
        case .pie(let pie):
            let circle = HUD.Path.circle(center: pie.center, radius: pie.radius).appKitPath
            _ = shape(circle, fill: pie.trackColor)
            _ = shape(circle, stroke: pie.color, lineWidth: pie.lineWidth)
            progressLayer = shape(pie.wedge.appKitPath, fill: pie.wedgeColor)
        case .glyph(let glyph):
            let stroke = shape(glyph.stroke.appKitPath, stroke: glyph.color, lineWidth: glyph.lineWidth, cap: glyph.lineCap)
            stroke.lineJoin = glyph.lineJoin.shapeLayerJoin
            if !glyph.fill.isEmpty { _ = shape(glyph.fill.appKitPath, fill: glyph.color) }
        case .image(let image, _):
            // HUD.Image on macOS is plain pixels, with no template mode: drawn as it is.
            let picture = CALayer()
            picture.frame = bounds
            picture.contents = image.cgImage
            picture.contentsGravity = .resizeAspect
            picture.contentsScale = CGFloat(max(image.scale, 1))
            layer?.addSublayer(picture)
        }
        CATransaction.commit()
    }

    /// Moves the progress layer to `graphic`'s progress, and nothing else.
    func moveProgress(to graphic: HUD.Drawing.Graphic, animation: HUD.Animation) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(animation.duration)
        CATransaction.setAnimationTimingFunction(animation.curve.mediaTimingFunction)
        switch graphic {
        case .ring(let ring): progressLayer?.strokeEnd = CGFloat(ring.progress)
        case .pie(let pie): progressLayer?.path = pie.wedge.appKitPath
        case .bar(let bar): barFill?.frame = bar.fillFrame
        default: break
        }
        CATransaction.commit()
        self.graphic = graphic
    }

    private func clear() {
        layer?.sublayers?.forEach { $0.removeFromSuperlayer() }
        progressLayer = nil
        barFill = nil
        spinner = nil
    }

    private func shape(_ path: CGPath, stroke: HUD.Color? = nil, fill: HUD.Color? = nil, lineWidth: CGFloat = 0,
                       cap: HUD.LineCap = .butt) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = bounds
        shape.path = path
        shape.strokeColor = stroke?.cgColor
        shape.fillColor = fill?.cgColor
        shape.lineWidth = lineWidth
        shape.lineCap = cap.shapeLayerCap
        layer?.addSublayer(shape)
        return shape
    }

    private func addSpinner(_ spinner: HUD.Drawing.Spinner) {
        if spinner.trackColor.alpha > 0 {
            _ = shape(spinner.arc.appKitPath, stroke: spinner.trackColor, lineWidth: spinner.lineWidth, cap: spinner.lineCap)
        }
        let arc = shape(spinner.arc.appKitPath, stroke: spinner.color, lineWidth: spinner.lineWidth, cap: spinner.lineCap)
        let mask = CALayer()
        mask.frame = spinner.maskFrame
        mask.contents = Self.maskImage(spinner.maskImage)
        mask.contentsScale = CGFloat(spinner.maskImage.scale)
        arc.mask = mask
        self.spinner = (arc, mask, spinner.animation)
        spinner.animation.addLoops(arc: arc, mask: mask)
    }

    private static var maskCache: [Int: CGImage] = [:]

    /// The angle mask: the bundled PNG at its scale, or the drawing's computed grey+alpha pixels.
    private static func maskImage(_ mask: HUD.AngleMaskImage) -> CGImage? {
        if let image = maskCache[mask.scale] { return image }
        var image: CGImage?
        if let file = mask.bundledFile, let bundled = NSImage(contentsOf: file)?.cgImage(forProposedRect: nil, context: nil, hints: nil),
           bundled.width == mask.side, bundled.height == mask.side {
            image = bundled
        } else {
            image = mask.computedImage
        }
        maskCache[mask.scale] = image
        return image
    }
}
#endif
