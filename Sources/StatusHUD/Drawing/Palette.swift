/// The colours of one style in one appearance.
struct Palette: Equatable {
    /// Text, indicators and glyphs.
    let foreground: HUD.Color
    /// The colour drawn over the material.
    let bezelFill: HUD.Color
    /// The blur under the fill, if any.
    let material: HUD.Drawing.Material?
    /// What non-blurring platforms draw instead of material and fill.
    let opaqueBezelFill: HUD.Color

    /// The opacity of the light and dark styles' fill over their blur: 0.6, as SVProgressHUD.
    ///
    /// With it, black text on the light bezel and white text on the dark bezel keep a contrast
    /// of at least 4.5 : 1 whatever is behind the HUD, blur or no blur.
    static let fillOpacity = 0.6

    init(style: HUD.Style, appearance: HUD.Appearance) {
        switch style {
        case .automatic:
            self.init(style: appearance == .dark ? .dark : .light, appearance: appearance)
        case .light:
            self.init(foreground: .black, bezelFill: HUD.Color.white.withAlpha(Self.fillOpacity),
                      material: .systemMaterialLight, opaqueBezelFill: HUD.Color(white: 0.95))
        case .dark:
            self.init(foreground: .white, bezelFill: HUD.Color.black.withAlpha(Self.fillOpacity),
                      material: .systemMaterialDark, opaqueBezelFill: HUD.Color(white: 0.12))
        case .custom(let foreground, let background):
            self.init(foreground: foreground, bezelFill: background, material: nil, opaqueBezelFill: background)
        }
    }

    private init(foreground: HUD.Color, bezelFill: HUD.Color, material: HUD.Drawing.Material?, opaqueBezelFill: HUD.Color) {
        self.foreground = foreground
        self.bezelFill = bezelFill
        self.material = material
        self.opaqueBezelFill = opaqueBezelFill
    }

    /// The faint colour behind progress (see ``HUD/Color/track``).
    var track: HUD.Color {
        foreground.track
    }
}

extension HUD.Color {
    /// The faint colour drawn behind progress in this colour: it at 10 % of its opacity.
    var track: HUD.Color {
        withAlpha(alpha * 0.1)
    }
}
