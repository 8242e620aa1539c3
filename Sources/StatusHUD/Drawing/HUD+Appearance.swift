extension HUD {
    /// Whether the interface around the HUD is light or dark; resolves the `.automatic` style.
    public enum Appearance: Sendable, Equatable, Hashable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }
}
