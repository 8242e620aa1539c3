extension HUD {
    /// How the indefinite spinner is drawn.
    ///
    /// ```swift
    /// HUD.configuration.spinnerStyle = .native   // SVProgressHUD's `.native` animation type
    /// ```
    public enum SpinnerStyle: Sendable, Equatable {
        /// StatusHUD's own: an arc that turns and breathes under a fading tail, in the progress
        /// ring's stroke, so a spinner that turns into a progress or a check keeps its line. The
        /// default.
        case arc
        /// The system's activity indicator (`UIActivityIndicatorView`'s large style on iOS, tvOS
        /// and Mac Catalyst, `NSProgressIndicator`'s spinning style on macOS) in the style's
        /// foreground colour, as SVProgressHUD's `.native` animation type. A terminal HUD keeps
        /// its own spinner.
        case native
    }
}
