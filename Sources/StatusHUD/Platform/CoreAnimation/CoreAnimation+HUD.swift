#if canImport(QuartzCore)
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
#endif
