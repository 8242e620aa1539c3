extension HUD {
    /// Whether touches pass through to what is behind the HUD.
    public enum Interaction: Sendable, Equatable {
        /// Blocked by every backdrop except `.none`.
        case automatic
        /// Always blocked, whatever the backdrop.
        case blocked
        /// Always passed through, whatever the backdrop.
        case passedThrough
    }
}

extension HUD.Configuration {
    /// Whether touches behind the HUD are blocked with this configuration's backdrop and interaction.
    public var isInteractionBlocked: Bool {
        switch interaction {
        case .automatic: return backdrop != .none
        case .blocked: return true
        case .passedThrough: return false
        }
    }
}
