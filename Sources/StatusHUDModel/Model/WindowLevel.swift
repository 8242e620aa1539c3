import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// A window level, as UIKit's `UIWindow.Level` raw values: higher levels are in front.
    public struct WindowLevel: Sendable, Equatable, Hashable, Comparable {
        /// The level's number.
        public var rawValue: CGFloat

        /// Creates a level from its number.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Ordinary app windows (`UIWindow.Level.normal`, 0).
        public static let normal = WindowLevel(rawValue: 0)
        /// The status bar's level (`UIWindow.Level.statusBar`, 1000).
        public static let statusBar = WindowLevel(rawValue: 1000)
        /// Alerts' level (`UIWindow.Level.alert`, 2000).
        public static let alert = WindowLevel(rawValue: 2000)

        /// Whether `lhs` is below `rhs`.
        public static func < (lhs: WindowLevel, rhs: WindowLevel) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }
}
