extension HUD {
    /// How the bezel moves as the HUD fades in and out, as MBProgressHUD's animation types; the
    /// opacity always fades. With Reduce Motion every kind only fades.
    ///
    /// ```swift
    /// HUD.configuration.appearAnimation = .fade
    /// ```
    public enum AppearAnimation: Sendable, Equatable {
        /// Opacity only.
        case fade
        /// Grows from 0.8× to its size on a spring that overshoots a little, and leaves shrinking
        /// back to 0.8×, as iOS 26 brings its own overlays in: the default.
        case spring
        /// Arrives from larger (1.3×) and leaves shrinking (to 0.8×): SVProgressHUD's.
        case zoomOut
        /// Arrives from smaller (0.5×) and leaves growing (to 1.3×).
        case zoomIn

        /// The bezel's scale at the start of a fade-in and at the end of a fade-out.
        package var scales: (appearing: Double, disappearing: Double) {
            switch self {
            case .fade: (1, 1)
            case .spring: (0.8, 0.8)
            case .zoomOut: (1.3, 0.8)
            case .zoomIn: (0.5, 1.3)
            }
        }
    }
}
