import StatusHUDModel
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
    /// The hairline among a Mac's windows (``HUD/Environment/outlinesLikeWindows``): a dark
    /// bezel's is the foreground at the lowest opacity, in steps of 1 % from 18 %, that stands
    /// 3 : 1 (the contrast WCAG asks of a shape one must see) from black, the darkest desktop, over
    /// the fill over black: 26 % white for the dark style (3.1 : 1), where ``edge`` gave 2.3 : 1
    /// and a dark success on a dark desktop all but disappeared. A Mac's own dark windows draw such a light
    /// outline. A light bezel keeps ``edge``: on a dark desktop it stands out by itself.
    let windowEdge: HUD.Color
    /// A soft shadow: black at 12 % under a light bezel, 35 % under a dark one, 12 pt blur, 4 pt down.
    var shadow: HUD.Drawing.Bezel.Shadow {
        HUD.Drawing.Bezel.Shadow(color: HUD.Color.black.withAlpha(foreground == .white ? 0.35 : 0.12),
                                 radius: 12, offset: CGSize(width: 0, height: 4))
    }
    /// The glass's tint: the fill's colour at the lowest opacity, in steps of 1 % from 20 %, under
    /// which the text keeps 4.5 : 1 with black or white directly behind the glass, and (dark style)
    /// the glass over black stays at least ``darkOverBlack`` : 1 against it: 46 % white for the
    /// light style, 66 % of the dark fill's grey for the dark one; none for custom styles, which
    /// are solid.
    ///
    /// Why the worst case and not what a picture shows: `UIGlassEffect` documents a style
    /// (regular or clear), a tint colour and interactivity, nothing about how much it blurs or how
    /// it adapts to what is behind it, and Liquid Glass blurs little; so the only contrast one can
    /// promise is the one that holds with pure black or pure white behind the glass. Lower tints
    /// read less milky on a device but lose that promise (45 % white over black gives black text
    /// 4.42 : 1).
    let glassTint: HUD.Color?
    /// The faint colour behind progress (the ring's and the spinner's track, the bar's track; the
    /// pie has none): the foreground at the lowest opacity, in steps of 1 % from 10 %, that keeps
    /// ``trackContrast`` against every bezel it can be drawn on (``bezels``): 24 % black on the
    /// light bezel, 22 % white on the dark one. At 10 % (1.25 : 1 on the light bezel) an empty
    /// ring read as a ghost.
    let track: HUD.Color
    /// The button's fill: a light tint of the foreground, as iOS's grey and tinted buttons are, at
    /// the lowest opacity, in steps of 1 % from 6 %, that stands ``controlContrast`` from every
    /// material and solid bezel it can be drawn on (the fill over black and over white, the opaque
    /// fill) while the foreground title keeps 4.5 : 1 on it: 10 % black on the light bezel, 9 %
    /// white on the dark one. Translucent, so it is always the bezel's own colour moved a little
    /// toward the text, whatever the blur makes of the bezel; quieter than the text, which stands
    /// 7 : 1 or more from the bezel. (Until 2026 it was an opaque 0.35 grey slab, the loudest
    /// thing on the HUD.) On Liquid Glass the button is glass on the glass instead (UIKit's
    /// `.glass()` configuration; the gallery draws the glass's tint again over the bezel).
    /// When no tint can (a custom style of two close colours), the track under the foreground.
    let controlFill: HUD.Color
    /// The button's title colour: the foreground, or else white or black, whichever first keeps
    /// 4.5 : 1 on ``controlFill`` over every bezel (the foreground for the light and dark styles).
    let controlTitle: HUD.Color

    /// The opacity of the light style's fill over its blur: 0.6, as SVProgressHUD.
    ///
    /// With it, black text on the light bezel keeps a contrast of at least 4.5 : 1 whatever is
    /// behind the HUD, blur or no blur.
    static let fillOpacity = 0.6
    /// The dark style's fill: 0.18 grey at 72 %. Over black it is 0.13 grey (#212121), 1.30 : 1
    /// against black (``darkOverBlack`` asks 1.25 : 1; iOS's #1C1C1E gives 1.23 : 1), so the bezel
    /// is no hole on a black screen; over white it is 0.41 grey, where white text keeps 5.5 : 1 and
    /// the details, at 85 %, 4.5 : 1. (SVProgressHUD's black at 60 % is black over black: 1.00 : 1.)
    static let darkFill = HUD.Color(white: 0.18, alpha: 0.72)
    /// How far the dark bezel over black must stand from black: 1.25 : 1.
    static let darkOverBlack = 1.25
    /// How far a track stands from the bezel: 1.5 : 1, the order of iOS's separators.
    static let trackContrast = 1.5
    /// How far the button's fill stands from the bezel: 1.2 : 1, iOS's tertiary fill's order (a
    /// shape one sees without it pulling the eye from the text).
    static let controlContrast = 1.2

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
    private static let dark = Palette(foreground: .white, bezelFill: darkFill,
                                      material: .systemMaterialDark, opaqueBezelFill: HUD.Color(white: 0.12))

    private init(foreground: HUD.Color, bezelFill: HUD.Color, material: HUD.Drawing.Material?, opaqueBezelFill: HUD.Color) {
        self.foreground = foreground
        self.bezelFill = bezelFill
        self.material = material
        self.opaqueBezelFill = opaqueBezelFill
        let fills = [bezelFill.composited(over: .black), bezelFill.composited(over: .white), opaqueBezelFill.composited(over: .black)]
        secondary = Self.lowestOpacity(of: foreground, from: 0.6, step: 0.05) { color in
            fills.allSatisfy { color.composited(over: $0).contrast(with: $0) >= 4.5 }
        }
        let isDark = foreground.luminance > bezelFill.withAlpha(1).luminance
        let tint: HUD.Color? = material == nil ? nil : Self.lowestOpacity(of: bezelFill.withAlpha(1), from: 0.2, step: 0.01) { tint in
            [HUD.Color.black, .white].allSatisfy { foreground.contrast(with: tint.composited(over: $0)) >= 4.5 }
                && (!isDark || tint.composited(over: .black).contrast(with: .black) >= Self.darkOverBlack)
        }
        glassTint = tint
        let bezels = fills + (tint.map { [$0.composited(over: .black), $0.composited(over: .white)] } ?? [])
        track = Self.lowestOpacity(of: foreground, from: 0.1, step: 0.01) { color in
            bezels.allSatisfy { color.composited(over: $0).contrast(with: $0) >= Self.trackContrast }
        }
        (controlFill, controlTitle) = Self.control(foreground: foreground, bezels: fills, fallback: track)
        let overBlack = bezelFill.composited(over: .black)
        windowEdge = isDark
            ? Self.lowestOpacity(of: foreground, from: 0.18, step: 0.01) { $0.composited(over: overBlack).contrast(with: .black) >= 3 }
            : foreground.withAlpha(foreground.alpha * 0.18)
    }

    /// The colours a bezel of this palette can take behind its content: the fill over black and
    /// over white (as far as a blur can pull it), the opaque fill, and the glass's tint over black
    /// and over white.
    var bezels: [HUD.Color] {
        var bezels = [bezelFill.composited(over: .black), bezelFill.composited(over: .white), opaqueBezelFill.composited(over: .black)]
        if let glassTint { bezels += [glassTint.composited(over: .black), glassTint.composited(over: .white)] }
        return bezels
    }

    /// `color` at the lowest opacity, in steps of `step` from `start`, that `suffices`; `color`
    /// itself when none below 100 % does.
    private static func lowestOpacity(of color: HUD.Color, from start: Double, step: Double,
                                      where suffices: (HUD.Color) -> Bool) -> HUD.Color {
        let count = Int((1 / step).rounded())
        var steps = Int((start / step).rounded())
        while steps < count {
            let candidate = color.withAlpha(color.alpha * Double(steps) / Double(count))
            if suffices(candidate) { return candidate }
            steps += 1
        }
        return color
    }

    /// See ``controlFill`` and ``controlTitle``: the first opacity of the foreground, from 6 %,
    /// that stands apart from every one of `bezels` under a title that keeps 4.5 : 1 over each.
    private static func control(foreground: HUD.Color, bezels: [HUD.Color],
                                fallback: HUD.Color) -> (fill: HUD.Color, title: HUD.Color) {
        for step in 6...100 {
            let tint = foreground.withAlpha(foreground.alpha * Double(step) / 100)
            let tinted = bezels.map { tint.composited(over: $0) }
            guard zip(tinted, bezels).allSatisfy({ $0.contrast(with: $1) >= controlContrast }) else { continue }
            if let title = [foreground.withAlpha(1), .white, .black].first(where: { title in tinted.allSatisfy { title.contrast(with: $0) >= 4.5 } }) {
                return (tint, title)
            }
        }
        return (fallback, foreground)
    }
}

extension HUD.Color {
    /// The faint colour drawn behind progress in this colour: it at 10 % of its opacity.
    var track: HUD.Color {
        withAlpha(alpha * 0.1)
    }
}
