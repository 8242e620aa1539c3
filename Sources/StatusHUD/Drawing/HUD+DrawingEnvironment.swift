extension HUD.Drawing {
    /// What the presenter knows about its surroundings that changes how the HUD looks.
    ///
    /// ```swift
    /// let environment = HUD.Drawing.Environment(appearance: .dark, reducesMotion: true)
    /// ```
    public struct Environment: Sendable, Equatable {
        /// Light or dark mode, for the `.automatic` style; light by default.
        public var appearance: HUD.Appearance
        /// Whether the user asked for less motion (Reduce Motion): the HUD then fades without
        /// zooming; `false` by default.
        public var reducesMotion: Bool
        /// Pixels per point of the screen, which picks the angle mask's image (1, 2 or 3); 2 by default.
        public var displayScale: Double

        /// Creates an environment.
        public init(appearance: HUD.Appearance = .light, reducesMotion: Bool = false, displayScale: Double = 2) {
            self.appearance = appearance
            self.reducesMotion = reducesMotion
            self.displayScale = displayScale
        }
    }
}
