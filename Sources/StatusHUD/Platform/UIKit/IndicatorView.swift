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
    /// The spinner's layers and model, to add its animations again when they may have been removed.
    private var spinner: (arc: CAShapeLayer, mask: CALayer, model: HUD.SpinnerAnimation)?
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Core Animation drops a layer's animations when its view leaves the window, and apps see
        // spinners stop after a return from the background (SVProgressHUD's long-standing bug).
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(restartSpinner), name: UIScene.willEnterForegroundNotification, object: nil)
        center.addObserver(self, selector: #selector(restartSpinner), name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("IndicatorView is made in code")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { restartSpinner() }
    }

    /// Adds the spinner's animations again if any is gone (`SpinnerLoops`): left running, they keep
    /// their phase, so a scene coming to the foreground does not snap the spinner back to its start.
    @objc private func restartSpinner() {
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
            clear()
            graphic = nil
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
            graphic = indicator.graphic
            return
        case .rebuild:
            break
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
        spinner = nil
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
        if spinner.trackColor.alpha > 0 {
            let track = shape(spinner.arc.cgPath, stroke: spinner.trackColor, fill: nil, lineWidth: spinner.lineWidth)
            track.lineCap = spinner.lineCap.shapeLayerCap
        }
        let arc = shape(spinner.arc.cgPath, stroke: spinner.color, fill: nil, lineWidth: spinner.lineWidth)
        arc.lineCap = spinner.lineCap.shapeLayerCap
        let mask = CALayer()
        mask.frame = spinner.maskFrame
        mask.contents = AngleMaskContents.image(for: spinner.maskImage)
        mask.contentsScale = CGFloat(spinner.maskImage.scale)
        arc.mask = mask
        self.spinner = (arc, mask, spinner.animation)
        spinner.animation.addLoops(arc: arc, mask: mask)
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
        let circle = HUD.Path.circle(center: pie.center, radius: pie.radius).cgPath
        _ = shape(circle, stroke: nil, fill: pie.trackColor)
        _ = shape(circle, stroke: pie.color, fill: nil, lineWidth: pie.lineWidth)
        progressLayer = shape(pie.wedge.cgPath, stroke: nil, fill: pie.wedgeColor)
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
        let image = bundled(mask) ?? mask.computedImage
        cache[mask.scale] = image
        return image
    }

    private static func bundled(_ mask: HUD.AngleMaskImage) -> CGImage? {
        guard let file = mask.bundledFile, let image = UIImage(contentsOfFile: file.path)?.cgImage,
              image.width == mask.side, image.height == mask.side else { return nil }
        return image
    }
}
#endif
