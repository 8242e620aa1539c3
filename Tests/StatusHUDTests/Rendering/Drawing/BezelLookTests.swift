import Foundation
import Testing
@_spi(Presenter) @testable import StatusHUD

/// How the bezel is drawn: Liquid Glass where the platform has it, else the material; solid for
/// custom styles, Reduce Transparency and Increase Contrast; a hairline edge and a soft shadow so
/// its shape reads on a plain background of its own colour.
@Suite("Bezel look")
struct BezelLookTests {
    func bezel(_ style: HUD.Style = .light, _ environment: HUD.Drawing.Environment = .init()) -> HUD.Drawing.Bezel {
        var configuration = HUD.Configuration()
        configuration.style = style
        return HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .success, status: "Saved"),
                           container: .phone, measurer: GridMeasurer(), environment: environment).bezel
    }

    @Test func glassWhereThePlatformHasItElseTheMaterial() {
        let light = bezel(.light)
        // the lowest tint keeping 4.5 : 1 with black behind: white at 50 % over black is 0.5 grey
        // (luminance 0.214): black text (0.214 + 0.05) / 0.05 = 5.28; at 45 %, 0.45 grey (0.171): 4.42
        #expect(light.look(canUseGlass: true) == .glass(tint: HUD.Color.white.withAlpha(0.5)))
        #expect(light.look(canUseGlass: false) == .material(.systemMaterialLight, fill: HUD.Color.white.withAlpha(0.6)))
        let dark = bezel(.dark)
        // black at 55 % over white is 0.45 grey (0.171): white text 1.05 / 0.221 = 4.75; at 50 %, 0.5 grey: 3.98
        #expect(dark.look(canUseGlass: true) == .glass(tint: HUD.Color.black.withAlpha(0.55)))
        #expect(dark.look(canUseGlass: false) == .material(.systemMaterialDark, fill: HUD.Color.black.withAlpha(0.6)))
        #expect(bezel(.automatic, .init(appearance: .dark)).look(canUseGlass: true) == dark.look(canUseGlass: true))
    }

    @Test func customStylesAndTheUsersSettingsGetASolidBezel() {
        let purple = HUD.Color(red: 0.35, green: 0.2, blue: 0.85)
        #expect(bezel(.custom(foreground: .white, background: purple)).look(canUseGlass: true) == .solid(purple))
        #expect(bezel(.light, .init(reducesTransparency: true)).look(canUseGlass: true) == .solid(HUD.Color(white: 0.95)))
        #expect(bezel(.dark, .init(increasesContrast: true)).look(canUseGlass: true) == .solid(HUD.Color(white: 0.12)))
    }

    @Test func theEdgeIsAHairlineOfTheForegroundStrongerWithIncreaseContrast() throws {
        let edge = try #require(bezel(.light).edge)
        #expect(edge.color == HUD.Color.black.withAlpha(0.18))
        #expect(edge.width == 0.5, "one pixel at the default scale of 2")
        #expect(bezel(.light, .init(displayScale: 3)).edge?.width == 1.0 / 3)
        #expect(bezel(.light, .init(displayScale: .nan)).edge?.width == 1, "a bad scale counts as 1")
        #expect(bezel(.dark).edge?.color == HUD.Color.white.withAlpha(0.18))
        #expect(bezel(.dark, .init(increasesContrast: true)).edge?.color == HUD.Color.white.withAlpha(0.45))
    }

    @Test func glassDrawsItsOwnEdgeAndDepth() throws {
        let light = bezel(.light)
        #expect(light.edge(for: light.look(canUseGlass: true)) == nil)
        #expect(light.shadow(for: light.look(canUseGlass: true)) == nil)
        #expect(light.edge(for: light.look(canUseGlass: false)) == light.edge)
        let shadow = try #require(light.shadow(for: .solid(.white)))
        #expect(shadow == HUD.Drawing.Bezel.Shadow(color: HUD.Color.black.withAlpha(0.12), radius: 12, offset: CGSize(width: 0, height: 4)))
        #expect(bezel(.dark).shadow?.color == HUD.Color.black.withAlpha(0.35))
    }
}
