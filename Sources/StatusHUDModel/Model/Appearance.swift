extension HUD {
    /// Whether the interface around the HUD is light or dark; resolves the `.automatic` style.
    package enum Appearance: Sendable, Equatable, Hashable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark

        /// The appearance for a `UIUserInterfaceStyle` raw value: dark for `.dark` (2); light for
        /// `.light` (1), `.unspecified` (0) and any value a later system adds.
        package init(userInterfaceStyle rawValue: Int) {
            self = rawValue == 2 ? .dark : .light
        }
    }
}
