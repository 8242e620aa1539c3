extension HUD {
    /// The colours of the HUD's bezel and content.
    ///
    /// A terminal HUD has no bezel and ignores the style: it draws in the terminal's own palette
    /// (cyan spinner and bar, green ✔, red ✖, blue ℹ; none with `NO_COLOR`), so a custom colour
    /// has no effect there.
    public enum Style: Sendable, Equatable {
        /// Light in light mode and dark in dark mode.
        case automatic
        /// A light bezel with dark content.
        case light
        /// A dark bezel with light content.
        case dark
        /// The given colours: `foreground` for text and indicator, `background` for the bezel.
        ///
        /// The same call takes an app's `UIColor`s (on UIKit platforms) or SwiftUI colours, and
        /// makes a ``dynamic(foreground:background:)`` style of them.
        case custom(foreground: Color, background: Color)
        /// Colours worked out each time the HUD draws, for its light or dark appearance and
        /// contrast: what `.custom(foreground:background:)` makes of `UIColor`s and SwiftUI colours.
        case dynamic(foreground: DynamicColor, background: DynamicColor)
    }

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

    /// Whether touches pass through to what is behind the HUD.
    public enum Interaction: Sendable, Equatable {
        /// Blocked by every backdrop except `.none`.
        case automatic
        /// Always blocked, whatever the backdrop.
        case blocked
        /// Always passed through, whatever the backdrop.
        case passedThrough
    }

    /// How a determinate progress is drawn.
    public enum ProgressStyle: Sendable, Equatable {
        /// A ring that fills clockwise from 12 o'clock.
        case ring
        /// A horizontal bar that fills from the leading edge.
        case bar
        /// A disc that fills clockwise like a pie chart.
        case pie
    }
}

extension HUD.Configuration {
    /// Whether touches behind the HUD are blocked with this configuration's backdrop and interaction.
    public var isInteractionBlocked: Bool {
        switch interaction {
        case .automatic: return backdrop != .none
        case .blocked: return true
        case .passedThrough: return false
        }
    }
}
