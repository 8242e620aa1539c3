extension HUD {
    /// What the HUD shows: an indicator, up to two labels of text, and an optional button.
    ///
    /// ```swift
    /// if let content = HUD.current, let fraction = content.indicator.progress {
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

        /// Creates content (a progress is already 0…1: ``Indicator/progress(_:)`` clamps it).
        public init(indicator: Indicator, status: String? = nil, details: String? = nil, action: Action? = nil) {
            self.status = status
            self.details = details
            self.action = action
            self.indicator = indicator
        }

        /// The text a reader reads: the status and the details, joined by a space.
        package var readingText: String {
            [status, details].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }
    }
}
