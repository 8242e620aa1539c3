extension HUD {
    /// What the presenter knows about its surroundings that changes how the HUD looks: the
    /// drawing's environment (`HUD.Drawing.Environment`), and what an app's own colours resolve
    /// for (``HUD/DynamicColor``).
    ///
    /// ```swift
    /// let environment = HUD.Environment(appearance: .dark, reducesMotion: true)
    /// ```
    package struct Environment: Sendable, Equatable {
        /// Light or dark mode, for the `.automatic` style; light by default.
        package var appearance: HUD.Appearance
        /// Whether the user asked for less motion (Reduce Motion): the HUD then fades without
        /// zooming; `false` by default.
        package var reducesMotion: Bool
        /// Pixels per point of the screen, which picks the angle mask's image (1, 2 or 3) and the
        /// width of the bezel's hairline edge; 2 by default.
        package var displayScale: Double
        /// Whether the user asked for less transparency (Reduce Transparency): the bezel is then
        /// solid, with a visible edge; `false` by default.
        package var reducesTransparency: Bool
        /// Whether the user asked for more contrast (Increase Contrast): the bezel is then solid,
        /// with a stronger edge; `false` by default.
        package var increasesContrast: Bool
        /// Whether the HUD is among a Mac's windows, whose dark ones draw a light outline that
        /// keeps them apart from a dark desktop: a dark bezel's hairline is then as strong (3 : 1
        /// from black); `false` by default (iOS, where the HUD sits on the app's own content).
        package var outlinesLikeWindows: Bool

        /// Creates an environment.
        package init(appearance: HUD.Appearance = .light, reducesMotion: Bool = false, displayScale: Double = 2,
                    reducesTransparency: Bool = false, increasesContrast: Bool = false, outlinesLikeWindows: Bool = false) {
            self.appearance = appearance
            self.reducesMotion = reducesMotion
            self.displayScale = displayScale
            self.reducesTransparency = reducesTransparency
            self.increasesContrast = increasesContrast
            self.outlinesLikeWindows = outlinesLikeWindows
        }
    }
}
