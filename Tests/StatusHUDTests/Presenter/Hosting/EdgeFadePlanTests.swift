import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// On a presenter that zooms apart from the fade (AppKit's `FadePlan`), a top or bottom toast
/// only fades: no zoom about its centre, whatever the appear animation.
@Suite("Edge fade plan")
struct EdgeFadePlanTests {
    @Test("A top toast neither zooms in nor out; a centred HUD still does", arguments: [
        HUD.Transition.Direction.appear, .disappear,
    ])
    func edgeToastsOnlyFade(direction: HUD.Transition.Direction) {
        let top = EdgeSlideTests.drawing(.top), centre = EdgeSlideTests.drawing(.center)
        let plan = FadePlan(direction, drawing: top, appearAnimation: .zoomOut, reducesMotion: false,
                            transitionDuration: 0.15, alphaOnScreen: direction == .appear ? 0 : 1)
        #expect((plan.zoomFrom ?? 1) == 1 && plan.zoomTo == 1 && plan.largestZoom == 1)
        let zooming = FadePlan(direction, drawing: centre, appearAnimation: .zoomOut, reducesMotion: false,
                               transitionDuration: 0.15, alphaOnScreen: direction == .appear ? 0 : 1)
        #expect(zooming.largestZoom > 1)
    }
}
