extension HUD {
    /// What the HUD shows: an indicator, up to two labels of text, and an optional button.
    ///
    /// ```swift
    /// if let content = HUD.current, case .progress(let fraction) = content.indicator {
    ///     print("upload at \(Int(fraction * 100)) %")
    /// }
    /// ```
    public struct Content: Sendable, Equatable {
        /// The main line of text, exactly as it was given; `nil` shows no text.
        public var status: String?
        /// A secondary line under the status, in a smaller font; `nil` by default.
        public var details: String?
        /// A button under the text, such as "Cancel"; `nil` by default.
        public var action: Action?
        /// What sits above the text.
        public var indicator: Indicator

        /// Creates content; progress outside 0…1 is clamped and NaN counts as 0.
        public init(indicator: Indicator, status: String? = nil, details: String? = nil, action: Action? = nil) {
            self.indicator = indicator.sanitized
            self.status = status
            self.details = details
            self.action = action
        }

        /// The text a reader reads: the status and the details, joined by a space.
        package var readingText: String {
            [status, details].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

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
