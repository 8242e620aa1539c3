import Foundation

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

        public static func < (lhs: WindowLevel, rhs: WindowLevel) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }
}
