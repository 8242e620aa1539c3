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
    /// The glyph's circle, to read how much of it is on screen when another glyph replaces it.
    private var glyphCircle: CAShapeLayer?
    /// The glyph's draw-in under way (`HUD.Drawing.DrawIn`) and when it started (`CACurrentMediaTime`).
    private var drawIn: (plan: HUD.Drawing.DrawIn, start: CFTimeInterval)?

    /// How long until the drawing glyph's marks start (its haptic's moment); 0 with none drawing.
    var untilMarksStart: TimeInterval {
        guard let drawIn else { return 0 }
        return max(drawIn.plan.marksStart - (CACurrentMediaTime() - drawIn.start), 0)
    }

    /// Forgets what is drawn: the next graphic is drawn from scratch.
    func forget() {
        root.sublayers?.forEach { $0.removeFromSuperlayer() }
        graphic = nil
        progressLayer = nil
        barFill = nil
        spinner = nil
        glyphCircle = nil
        drawIn = nil
    }

    /// Draws `graphic` in `bounds` (the view's), moving only the progress when that is all that
    /// changed. Returns whether the graphic was drawn anew (a view then adds its picture, if any).
    ///
    /// A glyph draws itself in as `HUD.Drawing.DrawIn` decides (not under Reduce Motion): the ring
    /// or circle on screen is read from its presentation layer, so it continues from where it is
    /// even mid-animation; drawn again mid-draw (a rotation, a trait change), the new layers take
    /// the draw-in at its elapsed time, neither restarting nor jumping to the end.
    @discardableResult
    func draw(_ graphic: HUD.Drawing.Graphic, in bounds: CGRect, progressChange: HUD.Animation,
              reducesMotion: Bool = false) -> Bool {
        switch HUD.Drawing.Graphic.update(from: self.graphic, to: graphic, isNewHUD: false) {
        case .keep:
            return false
        case .restyle:
            self.graphic = graphic      // the system's spinner: the view restyles its own
            return false
        case .moveProgress:
            moveProgress(to: graphic, animation: progressChange)
            return false
        case .rebuild:
            break
        }
        let now = CACurrentMediaTime()
        let onScreen: CAShapeLayer? = if case .ring = self.graphic { progressLayer } else { glyphCircle }
        let running = drawIn.flatMap { now - $0.start < $0.plan.duration ? $0 : nil }
        let decision = HUD.Drawing.DrawIn.decide(
            from: self.graphic, to: graphic,
            circleOnScreen: (onScreen?.presentation() ?? onScreen).map { Double($0.strokeEnd) },
            isRunning: running != nil, reducesMotion: reducesMotion)
        forget()
        switch decision {
        case .whole: break
        case .start(let plan): drawIn = (plan, now)
        case .continueRunning: drawIn = running
        }
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
            addGlyph(glyph, in: bounds, elapsed: drawIn.map { now - $0.start } ?? 0)
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

    /// The glyph's strokes, each a layer of its own so that each draws in turn, and its fill;
    /// with a draw-in under way, each stroke's `strokeEnd` and the fill's opacity animated as it
    /// says, `elapsed` seconds in (the model values are the end: drawn whole once it is over).
    private func addGlyph(_ glyph: HUD.Drawing.Glyph, in bounds: CGRect, elapsed: CFTimeInterval) {
        let paths = glyph.strokes.isEmpty ? [glyph.stroke] : glyph.strokes
        if let track = drawIn?.plan.trackColor, let circle = paths.first, elapsed < drawIn?.plan.marksStart ?? 0 {
            // The ring's track, under the circle while it closes; the closed circle covers it.
            _ = shape(circle.layerPath, in: bounds, stroke: track, lineWidth: glyph.lineWidth, cap: glyph.lineCap)
        }
        let strokes = paths.map { path in
            let stroke = shape(path.layerPath, in: bounds, stroke: glyph.color, lineWidth: glyph.lineWidth, cap: glyph.lineCap)
            stroke.lineJoin = glyph.lineJoin.shapeLayerJoin
            return stroke
        }
        glyphCircle = glyph.strokes.isEmpty ? nil : strokes.first
        let fill = glyph.fill.isEmpty ? nil : shape(glyph.fill.layerPath, in: bounds, fill: glyph.color)
        guard let plan = drawIn?.plan else { return }
        func animate(_ layer: CALayer, _ keyPath: String, from: Double, start: TimeInterval, duration: TimeInterval,
                     curve: HUD.TimingCurve) {
            guard start + duration > elapsed else { return }      // already over: the model value shows
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = 1.0
            // In the layer's own time, so that a draw-in taken over mid-way begins in the past.
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + start - elapsed
            animation.duration = max(duration, 0.001)
            animation.timingFunction = curve.mediaTimingFunction
            animation.fillMode = .backwards       // at its start value until its turn comes
            layer.add(animation, forKey: "StatusHUD.drawIn")
        }
        for (layer, stroke) in zip(strokes, plan.strokes) {
            animate(layer, "strokeEnd", from: stroke.from, start: stroke.start, duration: stroke.duration, curve: plan.curve)
        }
        if let fill {
            animate(fill, "opacity", from: 0, start: plan.fillStart, duration: HUD.Drawing.DrawIn.fillDuration, curve: .linear)
        }
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
