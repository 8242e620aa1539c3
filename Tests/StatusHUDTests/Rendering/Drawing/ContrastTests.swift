import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Text on the bezel has a WCAG contrast of at least 4.5 : 1 in every built-in style and
/// appearance, measured against the bezel as it is drawn: its fill composited over the darkest
/// and the lightest backdrop the blur could let through (black and white), and its opaque
/// fallback for platforms that do not blur.
@Suite("Contrast")
struct ContrastTests {
    /// WCAG 2 relative luminance of an opaque sRGB colour.
    static func luminance(_ color: HUD.Color) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// WCAG 2 contrast ratio of two opaque colours, 1…21.
    static func contrast(_ a: HUD.Color, _ b: HUD.Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` drawn over the opaque `bottom` (source-over, in sRGB as UIKit composites).
    static func composite(_ top: HUD.Color, over bottom: HUD.Color) -> HUD.Color {
        let a = top.alpha
        return HUD.Color(
            red: top.red * a + bottom.red * (1 - a),
            green: top.green * a + bottom.green * (1 - a),
            blue: top.blue * a + bottom.blue * (1 - a)
        )
    }

    @Test("The helpers agree with WCAG's known values")
    func helpers() {
        #expect(abs(Self.contrast(.black, .white) - 21) < 1e-9)
        #expect(Self.contrast(.white, .white) == 1)
        // #777777 on white is the classic just-under-4.5 grey: 4.48
        let grey = HUD.Color(white: 119.0 / 255)
        #expect(abs(Self.contrast(grey, .white) - 4.48) < 0.01)
        let half = Self.composite(HUD.Color.white.withAlpha(0.5), over: .black)
        #expect(half == HUD.Color(white: 0.5))
    }

    static let cases: [(HUD.Style, HUD.Appearance)] = [
        (.light, .light), (.light, .dark), (.dark, .light), (.dark, .dark),
        (.automatic, .light), (.automatic, .dark),
    ]

    @Test("Text and bezel contrast is at least 4.5 : 1", arguments: cases)
    func textContrast(style: HUD.Style, appearance: HUD.Appearance) throws {
        var configuration = HUD.Configuration()
        configuration.style = style
        let scene = HUD.Drawing(
            configuration: configuration,
            content: HUD.Content(indicator: .spinner, status: "Loading", details: "Please wait"),
            container: .phone,
            measurer: GridMeasurer(),
            environment: HUD.Drawing.Environment(appearance: appearance)
        )
        _ = try #require(scene.status)
        _ = try #require(scene.details)
        let text = scene.textColor
        #expect(text.alpha == 1)

        for backdrop in [HUD.Color.black, .white] {
            let bezel = Self.composite(scene.bezel.fill, over: backdrop)
            let ratio = Self.contrast(text, bezel)
            #expect(ratio >= 4.5, "\(style) in \(appearance) over \(backdrop): \(ratio)")
        }
        #expect(scene.bezel.opaqueFill.alpha == 1)
        let fallback = Self.contrast(text, scene.bezel.opaqueFill)
        #expect(fallback >= 4.5, "\(style) in \(appearance) without blur: \(fallback)")
    }

    @Test("The details are a secondary shade that still keeps 4.5 : 1: 70 % light, 85 % dark", arguments: cases)
    func detailsContrast(style: HUD.Style, appearance: HUD.Appearance) {
        var configuration = HUD.Configuration()
        configuration.style = style
        let scene = HUD.Drawing(configuration: configuration,
                                content: HUD.Content(indicator: .spinner, status: "Loading", details: "Please wait"),
                                container: .phone, measurer: GridMeasurer(),
                                environment: HUD.Drawing.Environment(appearance: appearance))
        let isDark = scene.textColor == .white
        // Worked by hand, light: the bezel over black is 0.6 grey (luminance 0.318); black at 70 %
        // over it is 0.18 grey (0.0273): (0.318 + 0.05) / (0.0273 + 0.05) = 4.77. At 65 % it would
        // be 0.21 grey (0.0368): 4.24, too little. Dark: the bezel over white is 0.4 grey (0.133);
        // white at 85 % over it, 0.91 (0.807): 4.69; at 80 %, 0.88 (0.745): 4.37.
        #expect(scene.detailsColor == scene.textColor.withAlpha(isDark ? 0.85 : 0.7))
        for backdrop in [HUD.Color.black, .white] {
            let bezel = Self.composite(scene.bezel.fill, over: backdrop)
            let ratio = Self.contrast(Self.composite(scene.detailsColor, over: bezel), bezel)
            #expect(ratio >= 4.5, "\(style) in \(appearance) over \(backdrop): \(ratio)")
        }
        // one step lighter falls under 4.5 : 1 over the worse backdrop
        let lighter = scene.textColor.withAlpha(isDark ? 0.8 : 0.65)
        let worst = Self.composite(scene.bezel.fill, over: isDark ? .white : .black)
        #expect(Self.contrast(Self.composite(lighter, over: worst), worst) < 4.5)
    }

    @Test("On Liquid Glass the details take the foreground, which keeps 4.5 : 1 where a secondary shade does not",
          arguments: [HUD.Appearance.light, .dark])
    func detailsOnGlass(appearance: HUD.Appearance) throws {
        let scene = HUD.Drawing(configuration: HUD.Configuration(),
                                content: HUD.Content(indicator: .spinner, status: "Loading", details: "Please wait"),
                                container: .phone, measurer: GridMeasurer(),
                                environment: HUD.Drawing.Environment(appearance: appearance))
        let look = scene.bezel.look(canUseGlass: true)
        guard case .glass(let tint) = look else { Issue.record("no glass: \(look)"); return }
        #expect(scene.detailsColor(for: look) == scene.textColor)
        #expect(scene.detailsColor(for: scene.bezel.look(canUseGlass: false)) == scene.detailsColor)
        var worstSecondary = Double.infinity
        for backdrop in [HUD.Color.black, .white] {
            let glass = Self.composite(tint, over: backdrop)
            let ratio = Self.contrast(Self.composite(scene.detailsColor(for: look), over: glass), glass)
            #expect(ratio >= 4.5, "\(appearance) glass over \(backdrop): \(ratio)")
            worstSecondary = min(worstSecondary, Self.contrast(Self.composite(scene.detailsColor, over: glass), glass))
        }
        // what the secondary shade would keep there (light 3.4 : 1, dark 3.8 : 1)
        #expect(worstSecondary < 4.5)
        #expect(abs(worstSecondary - (appearance == .light ? 3.4 : 3.8)) < 0.05, "\(worstSecondary)")
    }

    @Test("A custom style whose colours cannot spare contrast draws its details in the foreground itself")
    func customDetails() {
        var configuration = HUD.Configuration()
        // white on a mid blue: 4.58 : 1 (luminance 1 against 0.179); white at 95 % over it is 4.30
        let background = HUD.Color(red: 0.2, green: 0.45, blue: 0.85)
        configuration.style = .custom(foreground: .white, background: background)
        let scene = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .text, status: "a", details: "b"),
                                container: .phone, measurer: GridMeasurer())
        #expect(Self.contrast(.white, background) >= 4.5)
        #expect(scene.detailsColor == .white)
    }

    @Test("Automatic is light in light mode and dark in dark mode")
    func automaticFollowsAppearance() {
        func scene(_ style: HUD.Style, _ appearance: HUD.Appearance) -> HUD.Drawing {
            var configuration = HUD.Configuration()
            configuration.style = style
            return HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .spinner, status: "a"),
                             container: .phone, measurer: GridMeasurer(),
                             environment: HUD.Drawing.Environment(appearance: appearance))
        }
        #expect(scene(.automatic, .light) == scene(.light, .light))
        #expect(scene(.automatic, .dark) == scene(.dark, .dark))
        #expect(scene(.light, .light).bezel.material == .systemMaterialLight)
        #expect(scene(.dark, .light).bezel.material == .systemMaterialDark)
        #expect(scene(.light, .dark).textColor == .black)
        #expect(scene(.dark, .light).textColor == .white)
    }

    @Test("A custom style draws exactly its colours, without blur")
    func customStyle() {
        var configuration = HUD.Configuration()
        let foreground = HUD.Color(red: 1, green: 0.9, blue: 0.2)
        let background = HUD.Color(red: 0.1, green: 0.3, blue: 0.6, alpha: 0.9)
        configuration.style = .custom(foreground: foreground, background: background)
        let scene = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .progress(0.5), status: "a"),
                              container: .phone, measurer: GridMeasurer())
        #expect(scene.bezel.material == nil)
        #expect(scene.bezel.fill == background)
        #expect(scene.bezel.opaqueFill == background)
        #expect(scene.textColor == foreground)
        guard case .ring(let ring)? = scene.indicator?.graphic else {
            Issue.record("expected a ring")
            return
        }
        #expect(ring.color == foreground)
        // the foreground at the lowest opacity standing 1.5 : 1 from the background (over black and white)
        let bezels = Palette(style: configuration.style, environment: HUD.Environment(appearance: .light)).bezels
        let lighter = ring.trackColor.withAlpha(ring.trackColor.alpha - 0.01)
        #expect(bezels.allSatisfy { ring.trackColor.composited(over: $0).contrast(with: $0) >= 1.5 })
        #expect(bezels.contains { lighter.composited(over: $0).contrast(with: $0) < 1.5 })
    }
}
