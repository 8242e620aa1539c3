extension HUD {
    /// The graphic above the HUD's text.
    public enum Indicator: Sendable, Equatable {
        /// The indefinite spinner.
        case spinner
        /// A determinate progress, 0…1, drawn in the configured ``HUD/ProgressStyle``.
        case progress(Double)
        /// A check mark.
        case success
        /// A cross.
        case error
        /// An "i" in a circle.
        case info
        /// The caller's own image.
        case image(HUD.Image)
        /// No indicator: text only.
        case text

        /// The same indicator with its progress made valid: clamped to 0…1, NaN as 0.
        var sanitized: Indicator {
            guard case .progress(let value) = self else { return self }
            return .progress(Self.clampedProgress(value))
        }

        /// Clamps a progress to 0…1; NaN counts as 0, infinities go to the nearer end.
        package static func clampedProgress(_ value: Double) -> Double {
            value.clampedToUnitInterval
        }
    }
}
