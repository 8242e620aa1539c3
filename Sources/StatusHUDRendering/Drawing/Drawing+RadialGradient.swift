import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// A radial gradient: ``innerColor`` at ``center``, ``outerColor`` at ``radius`` and beyond.
    package struct RadialGradient: Sendable, Equatable {
        /// The centre, in the container's coordinates: the bezel's centre.
        package var center: CGPoint
        /// Where the outer colour is reached: the container's shorter side.
        package var radius: CGFloat
        /// The colour at the centre: transparent black.
        package var innerColor: HUD.Color
        /// The colour at the radius and beyond: black at 75 %.
        package var outerColor: HUD.Color

        /// Creates a radial gradient.
        package init(center: CGPoint, radius: CGFloat, innerColor: HUD.Color, outerColor: HUD.Color) {
            self.center = center
            self.radius = radius
            self.innerColor = innerColor
            self.outerColor = outerColor
        }
    }
}
