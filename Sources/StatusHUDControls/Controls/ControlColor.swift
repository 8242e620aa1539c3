import StatusHUD
import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
extension HUD {
    /// The colour a building-block view (the spinner, the progress ring) draws in: the colour the
    /// app gave it, resolved for the view's own light or dark appearance and contrast, else its
    /// tint colour, which the platform resolves for the same traits.
    ///
    /// Resolved on every layout pass, which the views ask for whenever the appearance, the contrast
    /// or the tint changes, so a dynamic colour never stays as it was when first drawn.
    ///
    /// ```swift
    /// let color = HUD.ControlColor(explicit: nil, tint: .white).resolved(in: HUD.Environment(appearance: .dark))
    /// ```
    package struct ControlColor: Sendable, Equatable {
        /// The app's colour, or `nil` for the tint.
        var explicit: DynamicColor?
        /// The view's tint, already resolved for its traits.
        var tint: Color

        /// A view's colour: `explicit` if given, else `tint`.
        package init(explicit: DynamicColor?, tint: Color) {
            self.explicit = explicit
            self.tint = tint
        }

        /// The colour to draw with in `environment`.
        package func resolved(in environment: Environment) -> Color {
            explicit?.resolved(in: environment) ?? tint
        }
    }
}
