import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

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

    /// The details line's colour, iOS's secondary label for this style: the foreground at the
    /// lowest opacity, in steps of 5 % from 60 %, that keeps 4.5 : 1 against every bezel it can
    /// be drawn on (the fill over black and over white, which is as far as a blur can pull it,
    /// and the opaque fill). That is 70 % for the light style and 85 % for the dark one; a custom
    /// style whose colours cannot afford a lighter shade gets the foreground itself.
    ///
    /// (iOS's own secondary label, 60 %, measures about 3.5 : 1 on white, under the 4.5 : 1 the
    /// HUD keeps for all its text.)
    let secondary: HUD.Color

    /// The bezel's hairline: the foreground at 18 %, so a light bezel on plain white and a dark one
    /// on plain black keep an outline of about 1.5 : 1 against the screen, iOS's separator lines'
    /// order of contrast (opaque separator on white: 1.7 : 1); the shape is never needed to read
    /// the text, which keeps 4.5 : 1 against the bezel.
    var edge: HUD.Color { foreground.withAlpha(foreground.alpha * 0.18) }
    /// The hairline with Increase Contrast: the foreground at 45 %.
    var strongEdge: HUD.Color { foreground.withAlpha(foreground.alpha * 0.45) }
    /// A soft shadow: black at 12 % under a light bezel, 35 % under a dark one, 12 pt blur, 4 pt down.
    var shadow: HUD.Drawing.Bezel.Shadow {
        HUD.Drawing.Bezel.Shadow(color: HUD.Color.black.withAlpha(foreground == .white ? 0.35 : 0.12),
                                 radius: 12, offset: CGSize(width: 0, height: 4))
    }
    /// The glass's tint: the fill's colour at the lowest opacity, in steps of 5 % from 20 %, under
    /// which the text keeps 4.5 : 1 with black or white behind the glass: 50 % light, 55 % dark
    /// (Liquid Glass blurs little, so what is behind it can be as light or as dark as it gets);
    /// none for custom styles, which are solid.
    let glassTint: HUD.Color?

    /// The opacity of the light and dark styles' fill over their blur: 0.6, as SVProgressHUD.
    ///
    /// With it, black text on the light bezel and white text on the dark bezel keep a contrast
    /// of at least 4.5 : 1 whatever is behind the HUD, blur or no blur.
    static let fillOpacity = 0.6

    /// The palette of `style` in `environment`; a dynamic style's colours are resolved here, each
    /// time a drawing is made (see ``HUD/DynamicColor``).
    init(style: HUD.Style, environment: HUD.Drawing.Environment) {
        switch style {
        case .automatic: self = environment.appearance == .dark ? .dark : .light
        case .light: self = .light
        case .dark: self = .dark
        case .custom(let foreground, let background):
            self.init(foreground: foreground, bezelFill: background, material: nil, opaqueBezelFill: background)
        case .dynamic(let foreground, let background):
            let background = background.resolved(in: environment)
            self.init(foreground: foreground.resolved(in: environment), bezelFill: background, material: nil,
                      opaqueBezelFill: background)
        }
    }

    /// The light and dark styles, worked out once.
    private static let light = Palette(foreground: .black, bezelFill: HUD.Color.white.withAlpha(fillOpacity),
                                       material: .systemMaterialLight, opaqueBezelFill: HUD.Color(white: 0.95))
    private static let dark = Palette(foreground: .white, bezelFill: HUD.Color.black.withAlpha(fillOpacity),
                                      material: .systemMaterialDark, opaqueBezelFill: HUD.Color(white: 0.12))

    private init(foreground: HUD.Color, bezelFill: HUD.Color, material: HUD.Drawing.Material?, opaqueBezelFill: HUD.Color) {
        self.foreground = foreground
        self.bezelFill = bezelFill
        self.material = material
        self.opaqueBezelFill = opaqueBezelFill
        let bezels = [bezelFill.composited(over: .black), bezelFill.composited(over: .white), opaqueBezelFill.composited(over: .black)]
        secondary = Self.lowestOpacity(of: foreground, from: 0.6) { color in
            bezels.allSatisfy { color.composited(over: $0).contrast(with: $0) >= 4.5 }
        }
        glassTint = material == nil ? nil : Self.lowestOpacity(of: bezelFill.withAlpha(1), from: 0.2) { tint in
            [HUD.Color.black, .white].allSatisfy { foreground.contrast(with: tint.composited(over: $0)) >= 4.5 }
        }
    }

    /// `color` at the lowest opacity, in steps of 5 % from `start`, that `suffices`; `color`
    /// itself when none below 100 % does.
    private static func lowestOpacity(of color: HUD.Color, from start: Double, where suffices: (HUD.Color) -> Bool) -> HUD.Color {
        var steps = Int((start * 20).rounded())
        while steps < 20 {
            let candidate = color.withAlpha(color.alpha * Double(steps) / 20)
            if suffices(candidate) { return candidate }
            steps += 1
        }
        return color
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
