import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

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
        // the lowest tint keeping 4.5 : 1 with black behind: white at 46 % over black is 0.46 grey
        // (luminance 0.179): black text (0.179 + 0.05) / 0.05 = 4.58; at 45 %, 0.45 grey (0.171): 4.42
        #expect(light.look(canUseGlass: true) == .glass(tint: HUD.Color.white.withAlpha(0.46)))
        #expect(light.look(canUseGlass: false) == .material(.systemMaterialLight, fill: HUD.Color.white.withAlpha(0.6)))
        let dark = bezel(.dark)
        // 0.18 grey at 66 % over white is 0.459 grey (0.178): white text 1.05 / 0.228 = 4.60, at 65 %
        // 0.467 (0.184): 4.44; over black 0.119 grey, 1.26 : 1 from black
        #expect(dark.look(canUseGlass: true) == .glass(tint: HUD.Color(white: 0.18, alpha: 0.66)))
        #expect(dark.look(canUseGlass: false) == .material(.systemMaterialDark, fill: HUD.Color(white: 0.18, alpha: 0.72)))
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

    @Test("The dark bezel over black stands at least 1.25 : 1 from black, as material, glass and solid")
    func darkBezelOnBlack() throws {
        let dark = bezel(.dark)
        let looks: [HUD.Drawing.Bezel.Look] = [dark.look(canUseGlass: false), dark.look(canUseGlass: true),
                                                bezel(.dark, .init(reducesTransparency: true)).look(canUseGlass: true)]
        for look in looks {
            let overBlack: HUD.Color = switch look {
            case .material(_, let fill): fill.composited(over: .black)
            case .glass(let tint): tint.composited(over: .black)
            case .solid(let color): color.composited(over: .black)
            }
            #expect(overBlack.contrast(with: .black) >= 1.25, "\(look)")
        }
        // SVProgressHUD's black at 60 % was a hole: 1.00 : 1
        #expect(HUD.Color.black.withAlpha(0.6).composited(over: .black).contrast(with: .black) == 1)
        // and the white text keeps 4.5 : 1 over white behind the material
        #expect(HUD.Color.white.contrast(with: dark.fill.composited(over: .white)) >= 4.5)
    }

    @Test("Tracks stand at least 1.5 : 1 from every bezel they can be drawn on, at the lowest opacity that does", arguments: [
        HUD.Appearance.light, .dark,
    ])
    func tracks(appearance: HUD.Appearance) {
        let palette = Palette(style: .automatic, environment: HUD.Environment(appearance: appearance))
        #expect(palette.bezels.count == 5)
        #expect(palette.bezels.allSatisfy { palette.track.composited(over: $0).contrast(with: $0) >= 1.5 })
        let lighter = palette.track.withAlpha(palette.track.alpha - 0.01)
        #expect(palette.bezels.contains { lighter.composited(over: $0).contrast(with: $0) < 1.5 })
        #expect(palette.track.alpha == (appearance == .light ? 0.24 : 0.22))
    }

    @Test func glassDrawsItsOwnDepthButKeepsTheHairline() throws {
        let light = bezel(.light)
        // white glass on a white screen has no container of its own: the hairline stays
        #expect(light.edge(for: light.look(canUseGlass: true)) == light.edge)
        #expect(light.edge != nil)
        #expect(light.shadow(for: light.look(canUseGlass: true)) == nil)
        #expect(light.edge(for: light.look(canUseGlass: false)) == light.edge)
        let shadow = try #require(light.shadow(for: .solid(.white)))
        #expect(shadow == HUD.Drawing.Bezel.Shadow(color: HUD.Color.black.withAlpha(0.12), radius: 12, offset: CGSize(width: 0, height: 4)))
        #expect(bezel(.dark).shadow?.color == HUD.Color.black.withAlpha(0.35))
    }
}
