#if canImport(QuartzCore)
import CoreGraphics
import Foundation
import ImageIO
import QuartzCore

/// Draws a drawing's indicator as Core Animation layers in a layer of its own (``root``, which a
/// view adds to its layer), for the UIKit and AppKit indicator views alike: the spinner (an arc whose mask, the angle-mask image, rotates), the
/// progress ring, bar or pie and the glyphs. Every value comes from `HUD.Drawing`; a progress
/// change moves only the progress layer. Pictures (`Graphic.image`) and the system's spinner
/// (`Graphic.nativeSpinner`) are the platform's own views and are left to the view.
///
/// The geometry is y-down on both platforms: a UIKit layer's always is, and AppKit flips the
/// backing layer of a flipped view (`isFlipped`), so its sublayers are laid out and their paths
/// drawn top-down as on iOS, while images stay upright (`CALayer.isGeometryFlipped` does not flip
/// contents).
@MainActor
final class IndicatorLayers {
    /// The layer everything is drawn in, as large as the indicator's box.
    let root = CALayer()
    private(set) var graphic: HUD.Drawing.Graphic?
    private var progressLayer: CAShapeLayer?
    private var barFill: CALayer?
    /// The spinner's layers and model, to add its animations again when they may have been removed.
    private var spinner: (arc: CAShapeLayer, mask: CALayer, model: HUD.SpinnerAnimation)?

    /// Forgets what is drawn: the next graphic is drawn from scratch.
    func forget() {
        root.sublayers?.forEach { $0.removeFromSuperlayer() }
        graphic = nil
        progressLayer = nil
        barFill = nil
        spinner = nil
    }

    /// Draws `graphic` in `bounds` (the view's), moving only the progress when that is all that
    /// changed. Returns whether the graphic was drawn anew (a view then adds its picture, if any).
    @discardableResult
    func draw(_ graphic: HUD.Drawing.Graphic, in bounds: CGRect, progressChange: HUD.Animation) -> Bool {
        switch HUD.Drawing.Graphic.update(from: self.graphic, to: graphic, isNewHUD: false) {
        case .keep:
            return false
        case .moveProgress:
            moveProgress(to: graphic, animation: progressChange)
            return false
        case .rebuild:
            break
        }
        forget()
        self.graphic = graphic
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.frame = bounds
        switch graphic {
        case .spinner(let spinner): addSpinner(spinner, in: bounds)
        case .ring(let ring):
            _ = shape(ring.arc.layerPath, in: bounds, stroke: ring.trackColor, lineWidth: ring.lineWidth, cap: ring.lineCap)
            let progress = shape(ring.arc.layerPath, in: bounds, stroke: ring.color, lineWidth: ring.lineWidth, cap: ring.lineCap)
            progress.strokeEnd = CGFloat(ring.progress)
            progressLayer = progress
        case .bar(let bar):
            for (frame, color) in [(bar.trackFrame, bar.trackColor), (bar.fillFrame, bar.color)] {
                let part = CALayer()
                part.frame = frame
                part.cornerRadius = bar.cornerRadius
                part.backgroundColor = color.layerColor
                root.addSublayer(part)
                barFill = part
            }
        case .pie(let pie):
            let circle = HUD.Path.circle(center: pie.center, radius: pie.radius).layerPath
            _ = shape(circle, in: bounds, fill: pie.trackColor)
            _ = shape(circle, in: bounds, stroke: pie.color, lineWidth: pie.lineWidth)
            progressLayer = shape(pie.wedge.layerPath, in: bounds, fill: pie.wedgeColor)
        case .glyph(let glyph):
            let stroke = shape(glyph.stroke.layerPath, in: bounds, stroke: glyph.color, lineWidth: glyph.lineWidth,
                               cap: glyph.lineCap)
            stroke.lineJoin = glyph.lineJoin.shapeLayerJoin
            if !glyph.fill.isEmpty { _ = shape(glyph.fill.layerPath, in: bounds, fill: glyph.color) }
        case .image, .nativeSpinner:
            break
        }
        CATransaction.commit()
        return true
    }

    /// Moves the progress layer to `graphic`'s progress, and nothing else.
    func moveProgress(to graphic: HUD.Drawing.Graphic, animation: HUD.Animation) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(animation.duration)
        CATransaction.setAnimationTimingFunction(animation.curve.mediaTimingFunction)
        switch graphic {
        case .ring(let ring): progressLayer?.strokeEnd = CGFloat(ring.progress)
        case .pie(let pie): progressLayer?.path = pie.wedge.layerPath
        case .bar(let bar): barFill?.frame = bar.fillFrame
        default: break
        }
        CATransaction.commit()
        self.graphic = graphic
    }

    /// Adds the spinner's animations again if any is gone (``SpinnerLoops``): Core Animation drops
    /// them when a layer leaves its window. Left running, they keep their phase.
    func restoreSpinnerLoops() {
        guard let spinner else { return }
        spinner.model.restoreLoops(arc: spinner.arc, mask: spinner.mask)
    }

    private func shape(_ path: CGPath, in bounds: CGRect, stroke: HUD.Color? = nil, fill: HUD.Color? = nil,
                       lineWidth: CGFloat = 0, cap: HUD.LineCap = .butt) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = bounds
        shape.path = path
        shape.strokeColor = stroke?.layerColor
        shape.fillColor = fill?.layerColor
        shape.lineWidth = lineWidth
        shape.lineCap = cap.shapeLayerCap
        root.addSublayer(shape)
        return shape
    }

    private func addSpinner(_ spinner: HUD.Drawing.Spinner, in bounds: CGRect) {
        let path = spinner.arc.layerPath
        if spinner.trackColor.alpha > 0 {
            _ = shape(path, in: bounds, stroke: spinner.trackColor, lineWidth: spinner.lineWidth, cap: spinner.lineCap)
        }
        let arc = shape(path, in: bounds, stroke: spinner.color, lineWidth: spinner.lineWidth, cap: spinner.lineCap)
        let mask = CALayer()
        mask.frame = spinner.maskFrame
        mask.contents = AngleMaskContents.image(for: spinner.maskImage)
        mask.contentsScale = CGFloat(spinner.maskImage.scale)
        arc.mask = mask
        self.spinner = (arc, mask, spinner.animation)
        spinner.animation.addLoops(arc: arc, mask: mask)
    }
}

extension HUD.Color {
    /// The colour as layers take it, in sRGB.
    var layerColor: CGColor { CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }
}

extension HUD.Path {
    /// The path in a y-down layer (`clockwise` means clockwise on screen, as in the core, which
    /// Core Graphics, counting angles y-up, calls counterclockwise). `UIBezierPath` makes the same
    /// inversion for UIKit.
    var layerPath: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .arc(let center, let radius, let start, let end, let clockwise):
                path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}

extension HUD.Arc {
    /// The arc in a y-down layer, clockwise on screen.
    var layerPath: CGPath {
        let path = CGMutablePath()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        return path
    }
}
#endif
