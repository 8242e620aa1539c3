#if canImport(QuartzCore)
import CoreGraphics
import Foundation
import QuartzCore

// The drawing's stroke and timing values as Core Animation takes them, for the UIKit and AppKit
// layers alike.

extension HUD.LineCap {
    var shapeLayerCap: CAShapeLayerLineCap { self == .round ? .round : .butt }
}

extension HUD.LineJoin {
    var shapeLayerJoin: CAShapeLayerLineJoin { self == .round ? .round : .miter }
}

extension HUD.TimingCurve {
    var mediaTimingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
    }
}
extension HUD.SpinnerAnimation {
    /// Adds the spinner's three endless loops (``SpinnerLoops``) to its arc and its mask: the
    /// mask's turn and the arc's `strokeStart` and `strokeEnd`, linear, `duration` long.
    func addLoops(arc: CAShapeLayer, mask: CALayer) {
        func loop(_ keyPath: String, _ ramp: Ramp) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = ramp.from
            animation.toValue = ramp.to
            animation.duration = duration
            animation.repeatCount = .infinity
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            animation.isRemovedOnCompletion = false
            return animation
        }
        mask.add(loop("transform.rotation", maskRotation), forKey: SpinnerLoops.keys[0])
        arc.add(loop("strokeStart", strokeStart), forKey: SpinnerLoops.keys[1])
        arc.add(loop("strokeEnd", strokeEnd), forKey: SpinnerLoops.keys[2])
    }

    /// Adds the loops again if any is gone from `arc` and `mask` (``SpinnerLoops``).
    func restoreLoops(arc: CAShapeLayer, mask: CALayer) {
        let present = (arc.animationKeys() ?? []) + (mask.animationKeys() ?? [])
        if !SpinnerLoops.toAdd(present: present).isEmpty { addLoops(arc: arc, mask: mask) }
    }
}

extension CALayer {
    /// Casts `shadow` from a bezel of `shape` (in this layer's coordinates), masked to outside it:
    /// the bezel is translucent, and the shadow must not show through it. Set at once: the cut-out
    /// is a plain layer, whose path would otherwise animate for 0.25 s behind every resize.
    @MainActor
    func castBezelShadow(_ shadow: HUD.Drawing.Bezel.Shadow, shape: CGPath) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        shadowPath = shape
        shadowColor = shadow.color.withAlpha(1).layerColor
        shadowOpacity = Float(shadow.color.alpha)
        shadowRadius = shadow.radius
        shadowOffset = shadow.offset
        let outside = CGMutablePath()
        outside.addRect(shape.boundingBoxOfPath.insetBy(dx: -shadow.reach, dy: -shadow.reach))
        outside.addPath(shape)
        let cutOut = (mask as? CAShapeLayer) ?? CAShapeLayer()
        cutOut.fillRule = .evenOdd
        cutOut.path = outside
        mask = cutOut
    }
}

extension CALayer {
    /// Zooms the layer about its centre from `start` (nil: the zoom on screen) to `scale`: on
    /// `spring` when given, else over `animation`. The animation runs on top of the layer's model
    /// transform, which a view's owner (AppKit, for a backing layer) may keep at identity, so the
    /// end scale stays on screen (`fillMode`) until the next zoom or ``removeZoom()``; the centre
    /// holds wherever the anchor point is (AppKit puts a backing layer's at its corner).
    @MainActor
    func zoom(from start: Double?, to scale: Double, spring: HUD.Spring?, animation: HUD.Animation) {
        let from = start.map { CGFloat($0) } ?? presentation()?.transform.m11 ?? 1
        let zoom: CABasicAnimation
        if let spring {
            let springy = CASpringAnimation(keyPath: "transform")
            springy.mass = 1
            springy.stiffness = CGFloat(spring.stiffness)
            springy.damping = CGFloat(spring.damping)
            springy.duration = spring.settlingDuration
            zoom = springy
        } else {
            zoom = CABasicAnimation(keyPath: "transform")
            zoom.duration = animation.duration
            zoom.timingFunction = animation.curve.mediaTimingFunction
        }
        zoom.fromValue = zoomTransform(from)
        zoom.toValue = zoomTransform(CGFloat(scale))
        zoom.fillMode = .forwards
        zoom.isRemovedOnCompletion = false
        add(zoom, forKey: Self.zoomKey)
    }

    /// Takes the zoom off.
    @MainActor
    func removeZoom() {
        removeAnimation(forKey: Self.zoomKey)
    }

    private static let zoomKey = "StatusHUD.zoom"

    /// A zoom about the layer's centre, wherever its anchor point is.
    private func zoomTransform(_ scale: CGFloat) -> CATransform3D {
        let dx = bounds.width * (0.5 - anchorPoint.x), dy = bounds.height * (0.5 - anchorPoint.y)
        let scaled = CATransform3DScale(CATransform3DMakeTranslation(dx, dy, 0), scale, scale, 1)
        return CATransform3DTranslate(scaled, -dx, -dy, 0)
    }
}

extension HUD.AngleMaskImage {
    /// The mask made from the drawing's grey+alpha pixels, for when the bundled PNG is missing or
    /// cannot be decoded. Every grey is 0, so the straight bytes are also their premultiplied form.
    var computedImage: CGImage? {
        guard let provider = CGDataProvider(data: Data(pixels) as CFData) else { return nil }
        return CGImage(width: side, height: side, bitsPerComponent: 8, bitsPerPixel: 16,
                       bytesPerRow: side * 2, space: CGColorSpaceCreateDeviceGray(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}

extension HUD.Drawing.Mask {
    /// Draws the mask over `bounds`: a colour as `layer`'s background, a radial gradient in
    /// `gradient` (hidden for any other mask).
    @MainActor
    func draw(on layer: CALayer, gradient: CAGradientLayer, bounds: CGRect) {
        gradient.type = .radial
        gradient.frame = bounds
        gradient.isHidden = true
        layer.backgroundColor = nil
        switch self {
        case .none, .clear:
            break
        case .color(let color):
            layer.backgroundColor = color.layerColor
        case .radialGradient(let radial):
            gradient.isHidden = false
            gradient.colors = [radial.innerColor.layerColor, radial.outerColor.layerColor]
            let size = CGSize(width: max(bounds.width, 1), height: max(bounds.height, 1))
            gradient.startPoint = CGPoint(x: radial.center.x / size.width, y: radial.center.y / size.height)
            gradient.endPoint = CGPoint(x: (radial.center.x + radial.radius) / size.width,
                                        y: (radial.center.y + radial.radius) / size.height)
        }
    }
}
#endif
