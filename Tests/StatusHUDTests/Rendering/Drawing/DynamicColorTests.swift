import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Colours resolved when the HUD draws (an app's UIColor or SwiftUI Color on Apple platforms):
/// the drawing asks for them with its own environment, each time it is made.
@Suite struct DynamicColorTests {
    static let navy = HUD.Color(red: 0.1, green: 0.1, blue: 0.4)
    static let sand = HUD.Color(red: 0.9, green: 0.85, blue: 0.7)
    static let container = HUD.Layout.Container(size: CGSize(width: 390, height: 844))

    static func drawing(_ configure: (inout HUD.Configuration) -> Void,
                        _ environment: HUD.Drawing.Environment = HUD.Drawing.Environment()) -> HUD.Drawing {
        var configuration = HUD.Configuration()
        configure(&configuration)
        return HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .spinner, status: "Saving"),
                           container: container, environment: environment)
    }

    @Test func aLightDarkPairFollowsTheDrawingsAppearance() {
        let style = HUD.Style.dynamic(foreground: HUD.DynamicColor(light: Self.navy, dark: Self.sand),
                                      background: HUD.DynamicColor(light: Self.sand, dark: Self.navy))
        let light = Self.drawing({ $0.style = style }, .init(appearance: .light))
        let dark = Self.drawing({ $0.style = style }, .init(appearance: .dark))
        #expect(light.textColor == Self.navy && light.bezel.fill == Self.sand && light.bezel.opaqueFill == Self.sand)
        #expect(dark.textColor == Self.sand && dark.bezel.fill == Self.navy && dark.bezel.opaqueFill == Self.navy)
        // Drawn as the same colours given as a custom style: solid, no material.
        let custom = Self.drawing({ $0.style = .custom(foreground: Self.sand, background: Self.navy) }, .init(appearance: .dark))
        #expect(dark.bezel == custom.bezel && dark.textColor == custom.textColor && dark.detailsColor == custom.detailsColor)
    }

    /// Not frozen when the style is set: a resolver that reads the app's state now gives the
    /// colour of the moment the drawing is made, with that drawing's environment.
    @Test func theResolverRunsForEachDrawingWithItsEnvironment() {
        let theme = Locked(Self.navy)
        let seen = Locked<[HUD.Drawing.Environment]>([])
        let live = HUD.DynamicColor(source: "theme") { environment in
            seen.withLock { $0.append(environment) }
            return theme.withLock { $0 }
        }
        var configuration = HUD.Configuration()
        configuration.style = .dynamic(foreground: HUD.DynamicColor(.white), background: live)
        let environment = HUD.Drawing.Environment(appearance: .dark, displayScale: 3, increasesContrast: true)
        let content = HUD.Content(indicator: .spinner, status: "Saving")
        let before = HUD.Drawing(configuration: configuration, content: content, container: Self.container, environment: environment)
        theme.withLock { $0 = Self.sand }
        let after = HUD.Drawing(configuration: configuration, content: content, container: Self.container, environment: environment)
        #expect(before.bezel.fill == Self.navy)
        #expect(after.bezel.fill == Self.sand)
        #expect(seen.withLock { $0 }.allSatisfy { $0 == environment })
        #expect(seen.withLock { $0.count } >= 2)
    }

    @Test func aDynamicMaskIsResolvedForTheDrawing() {
        let cover = HUD.DynamicColor(light: HUD.Color.black.withAlpha(0.2), dark: HUD.Color.white.withAlpha(0.2))
        #expect(Self.drawing({ $0.backdrop = .dynamic(cover) }, .init(appearance: .light)).mask == .color(HUD.Color.black.withAlpha(0.2)))
        #expect(Self.drawing({ $0.backdrop = .dynamic(cover) }, .init(appearance: .dark)).mask == .color(HUD.Color.white.withAlpha(0.2)))
        #expect(Self.drawing({ $0.backdrop = .dynamic(cover) }).blocksInteraction, "a dynamic mask blocks touches as a custom one does")
    }

    /// The details line keeps its contrast rule with resolved colours too.
    @Test func theDetailsShadeIsWorkedOutFromTheResolvedColours() {
        let style = HUD.Style.dynamic(foreground: HUD.DynamicColor(light: .black, dark: .white),
                                      background: HUD.DynamicColor(light: .white, dark: .black))
        for appearance in [HUD.Appearance.light, .dark] {
            let resolved = appearance == .dark ? HUD.Style.custom(foreground: .white, background: .black)
                                               : HUD.Style.custom(foreground: .black, background: .white)
            #expect(Self.drawing({ $0.style = style }, .init(appearance: appearance)).detailsColor
                    == Self.drawing({ $0.style = resolved }, .init(appearance: appearance)).detailsColor)
        }
    }

    /// The generic `custom` takes dynamic colours (and, on Apple platforms, SwiftUI colours);
    /// literal members still pick the `HUD.Color` case.
    @Test func customTakesDynamicColoursAndLiteralsStayPlainColours() {
        let pair = HUD.DynamicColor(light: Self.navy, dark: Self.sand)
        #expect(HUD.Style.custom(foreground: pair, background: pair) == .dynamic(foreground: pair, background: pair))
        #expect(HUD.Backdrop.custom(pair) == .dynamic(pair))
        let literal: HUD.Style = .custom(foreground: .white, background: .black)
        #expect(literal == .custom(foreground: HUD.Color.white, background: HUD.Color.black))
        let mask: HUD.Backdrop = .custom(.black)
        #expect(mask == .custom(HUD.Color.black))
    }

    /// Equal when made of the same colours or the same source, so setting the same style again is
    /// no change for the engine.
    @Test func equalityFollowsTheColoursOrTheSource() {
        #expect(HUD.DynamicColor(light: Self.navy, dark: Self.sand) == HUD.DynamicColor(light: Self.navy, dark: Self.sand))
        #expect(HUD.DynamicColor(light: Self.navy, dark: Self.sand) != HUD.DynamicColor(light: Self.sand, dark: Self.navy))
        #expect(HUD.DynamicColor(Self.navy) == HUD.DynamicColor(light: Self.navy, dark: Self.navy))
        let a = HUD.DynamicColor(source: "brand") { _ in .black }
        let b = HUD.DynamicColor(source: "brand") { _ in .white }
        #expect(a == b, "the same source is the same colour")
        #expect(a != HUD.DynamicColor(source: "accent") { _ in .black })
        #expect(a != HUD.DynamicColor(source: 1) { _ in .black }, "sources of other types differ")
        #expect(a != HUD.DynamicColor(.black), "a source is never a plain pair")
    }

    /// A resolver's out-of-range answer is clamped as any colour is, never drawn as is.
    @Test func outOfRangeComponentsAreClamped() {
        let wild = HUD.DynamicColor(source: "wide gamut") { _ in HUD.Color(red: 1.4, green: -0.2, blue: .nan, alpha: 2) }
        let drawing = Self.drawing({ $0.style = .dynamic(foreground: wild, background: HUD.DynamicColor(.black)) })
        #expect(drawing.textColor == HUD.Color(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
