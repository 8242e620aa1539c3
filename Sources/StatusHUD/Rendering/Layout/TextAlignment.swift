extension HUD {
    /// How a label's lines sit in its frame.
    @_spi(Presenter) public enum TextAlignment: Sendable, Equatable {
        /// Each line centred in the frame's width.
        case center
    }
}
