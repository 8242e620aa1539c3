import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The colour and size of the building-block views (the spinner and the ring).
@Suite("Control colour and size")
struct ControlLookTests {
    static let brand = HUD.DynamicColor(light: HUD.Color(red: 0.1, green: 0.2, blue: 0.9), dark: HUD.Color(red: 0.5, green: 0.6, blue: 1))

    @Test func theAppsColourFollowsTheViewsAppearanceAndWinsOverTheTint() {
        let color = HUD.ControlColor(explicit: Self.brand, tint: .white)
        #expect(color.resolved(in: HUD.Environment(appearance: .light)) == HUD.Color(red: 0.1, green: 0.2, blue: 0.9))
        #expect(color.resolved(in: HUD.Environment(appearance: .dark)) == HUD.Color(red: 0.5, green: 0.6, blue: 1))
    }

    @Test func withNoColourTheResolvedTintIsDrawn() {
        let color = HUD.ControlColor(explicit: nil, tint: HUD.Color(red: 0, green: 0.48, blue: 1))
        #expect(color.resolved(in: HUD.Environment(appearance: .dark)) == HUD.Color(red: 0, green: 0.48, blue: 1))
    }

    @Test func unconstrainedItIsItsOwnSizeNotTheSpaceOffered() {
        let ring = HUD.ControlSize(side: HUD.ControlSize.ringSide)
        #expect(ring.size == CGSize(width: 28, height: 28))
        #expect(ring.fitting(width: nil, height: nil) == CGSize(width: 28, height: 28))
        #expect(ring.fitting(width: 390, height: 700) == CGSize(width: 28, height: 28), "a whole screen offered: still 28")
        #expect(ring.fitting(width: .infinity, height: .infinity) == CGSize(width: 28, height: 28))
        #expect(HUD.ControlSize(side: HUD.ControlSize.spinnerSide).fitting(width: 100, height: nil).width == 24)
    }

    @Test func offeredLessItShrinksToASquareThatFits() {
        let ring = HUD.ControlSize(side: 28)
        #expect(ring.fitting(width: 20, height: 100) == CGSize(width: 20, height: 20))
        #expect(ring.fitting(width: nil, height: 16) == CGSize(width: 16, height: 16))
    }

    @Test func badLengthsHaveADefinedSize() {
        #expect(HUD.ControlSize(side: .nan).size == .zero)
        #expect(HUD.ControlSize(side: -5).size == .zero)
        #expect(HUD.ControlSize(side: .infinity).size == .zero)
        let ring = HUD.ControlSize(side: 28)
        #expect(ring.fitting(width: -10, height: 40) == .zero)
        #expect(ring.fitting(width: .nan, height: 40) == .zero)
    }
}
