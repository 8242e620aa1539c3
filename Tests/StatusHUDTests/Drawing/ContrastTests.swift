import Foundation
import Testing
@testable import StatusHUD

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
        #expect(ring.trackColor == foreground.withAlpha(0.1))
    }
}
