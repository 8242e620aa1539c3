import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing.Spinner {
    /// The HUD's spinner centred in `box`: two turns from 12 o'clock with round caps, under the
    /// angle mask for `displayScale` over the whole box, over a full ring in `trackColor` (none
    /// by default). Without a `radius`, the ring fills the box (see
    /// `HUD.Drawing.ProgressRing.fittingRadius(in:lineWidth:)`).
    package init(in box: CGRect, radius: CGFloat? = nil, lineWidth: CGFloat, color: HUD.Color, trackColor: HUD.Color = .clear,
         displayScale: Double) {
        self.init(
            arc: HUD.Arc(center: CGPoint(x: box.midX, y: box.midY),
                         radius: radius ?? HUD.Drawing.ProgressRing.fittingRadius(in: box, lineWidth: lineWidth),
                         startAngle: 3 * .pi / 2, endAngle: 11 * .pi / 2),
            lineWidth: lineWidth,
            color: color,
            trackColor: trackColor,
            animation: .standard,
            maskFrame: box,
            maskImage: .forScale(displayScale),
            lineCap: .round
        )
    }
}

extension HUD.Drawing.ProgressRing {
    /// The HUD's progress ring centred in `box`: one turn from 12 o'clock with round caps, its
    /// track in `trackColor` (`color`'s ``HUD/Color/track`` by default), `progress` clamped to
    /// 0…1 (NaN as 0). Without a `radius`, the ring fills the box.
    package init(in box: CGRect, radius: CGFloat? = nil, lineWidth: CGFloat, color: HUD.Color, trackColor: HUD.Color? = nil,
         progress: Double) {
        self.init(
            arc: HUD.Arc(center: CGPoint(x: box.midX, y: box.midY),
                         radius: radius ?? Self.fittingRadius(in: box, lineWidth: lineWidth),
                         startAngle: -.pi / 2, endAngle: 3 * .pi / 2),
            lineWidth: lineWidth,
            color: color,
            trackColor: trackColor ?? color.track,
            progress: HUD.Indicator.clampedProgress(progress),
            lineCap: .round
        )
    }

    /// The radius of a ring of `lineWidth` whose outer edge touches the shorter side of `box`
    /// (0 when the line is wider than the box).
    static func fittingRadius(in box: CGRect, lineWidth: CGFloat) -> CGFloat {
        max(min(box.width, box.height) / 2 - lineWidth / 2, 0)
    }
}
