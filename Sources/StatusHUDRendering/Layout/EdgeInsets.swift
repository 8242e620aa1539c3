import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// Distances in points inward from the edges of a rectangle, as UIKit's `UIEdgeInsets`.
    ///
    /// ```swift
    /// let notch = HUD.EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// ```
    package struct EdgeInsets: Sendable, Equatable, Hashable {
        /// Points from the top edge.
        package var top: CGFloat
        /// Points from the left edge.
        package var left: CGFloat
        /// Points from the bottom edge.
        package var bottom: CGFloat
        /// Points from the right edge.
        package var right: CGFloat

        /// Creates insets.
        package init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        package static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
}
