extension HUD.Indicator {
    /// The results, the indicators that tell the outcome of work: the one list of them. Code that
    /// treats results alike matches `Form.result` whole; what differs between results (glyph,
    /// image, colour, haptic, spoken word, terminal symbol) is a `switch` over this type, so a
    /// result added here is a compile error at each place that must decide for it.
    package enum Result: Sendable, Hashable, CaseIterable {
        /// A check mark.
        case success
        /// A cross.
        case error
        /// An "i" in a circle.
        case info
    }
}
