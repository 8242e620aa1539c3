extension HUD {
    /// What covers the screen behind the HUD.
    public enum Backdrop: Sendable, Equatable {
        /// Nothing: the app stays visible and, by default, touchable.
        case none
        /// A transparent cover that blocks touches by default.
        case clear
        /// Black at 40 % opacity.
        case black
        /// A radial gradient, clear in the middle and darker towards the edges.
        case gradient
        /// A cover of the given colour. The same call takes an app's `UIColor` (on UIKit
        /// platforms) or a SwiftUI colour, and makes a ``dynamic(_:)`` backdrop of it.
        case custom(Color)
        /// A cover in a colour worked out each time the HUD draws: what `.custom(_:)` makes of a
        /// `UIColor` or a SwiftUI colour.
        case dynamic(DynamicColor)
    }
}
