import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// A displacement in points: positive `horizontal` moves right, positive `vertical` moves down.
    public struct Offset: Sendable, Equatable, Hashable {
        /// Points to the right.
        public var horizontal: CGFloat
        /// Points down.
        public var vertical: CGFloat

        /// Creates an offset.
        public init(horizontal: CGFloat, vertical: CGFloat) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// No displacement.
        public static let zero = Offset(horizontal: 0, vertical: 0)
    }
}
