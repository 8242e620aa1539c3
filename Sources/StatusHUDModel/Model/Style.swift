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
}
