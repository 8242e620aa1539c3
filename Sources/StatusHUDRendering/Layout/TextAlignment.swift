import StatusHUDModel
extension HUD {
    /// How a label's lines sit in its frame.
    package enum TextAlignment: Sendable, Equatable {
        /// Each line centred in the frame's width.
        case center
    }
}
