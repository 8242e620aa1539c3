import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// A circular arc in y-down coordinates, drawn clockwise on screen from `startAngle` to
    /// `endAngle` (radians; 0 is 3 o'clock, 3π/2 is 12 o'clock; see ``HUD/Path``).
    ///
    /// The spinner and the progress ring are each one arc, stroked between two fractions of its
    /// length (Core Animation's `strokeStart` and `strokeEnd`).
    ///
    /// ```swift
    /// let twoTurns = HUD.Arc(center: CGPoint(x: 30, y: 30), radius: 24, startAngle: 3 * .pi / 2, endAngle: 11 * .pi / 2)
    /// twoTurns.point(atFraction: 0.5)  // 12 o'clock again: (30, 6)
    /// ```
    package struct Arc: Sendable, Equatable {
        /// The centre of the circle.
        package var center: CGPoint
        /// The radius of the circle, to the middle of the line.
        package var radius: CGFloat
        /// Where the arc starts, in radians.
        package var startAngle: CGFloat
        /// Where the arc ends, in radians; more than `startAngle`, since the arc runs clockwise.
        package var endAngle: CGFloat

        /// Creates an arc.
        package init(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat) {
            self.center = center
            self.radius = radius
            self.startAngle = startAngle
            self.endAngle = endAngle
        }

        /// The angle at `fraction` of the arc's length: 0 is the start, 1 the end.
        package func angle(atFraction fraction: Double) -> CGFloat {
            startAngle + (endAngle - startAngle) * CGFloat(fraction)
        }

        /// The point at `fraction` of the arc's length: 0 is the start, 1 the end.
        package func point(atFraction fraction: Double) -> CGPoint {
            let angle = angle(atFraction: fraction)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }

        /// The part of the arc between two fractions of its length, as a path (for renderers
        /// without `strokeStart`/`strokeEnd`); empty when `end` is not after `start`.
        package func path(from start: Double, to end: Double) -> HUD.Path {
            let start = start.clampedToUnitInterval
            let end = end.clampedToUnitInterval
            guard end > start else { return HUD.Path() }
            var path = HUD.Path()
            path.move(to: point(atFraction: start))
            path.addArc(center: center, radius: radius, startAngle: angle(atFraction: start),
                        endAngle: angle(atFraction: end), clockwise: true)
            return path
        }
    }
}
