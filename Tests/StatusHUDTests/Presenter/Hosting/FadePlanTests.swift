import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// How the macOS HUD fades and zooms from where it is on screen.
@Suite("Fade plan")
struct FadePlanTests {
    private static let drawing = HUD.Drawing(configuration: configuration(.zoomOut), content: HUD.Content(indicator: .spinner),
                                             container: .phone, measurer: GridMeasurer())

    private static func configuration(_ animation: HUD.AppearAnimation) -> HUD.Configuration {
        var configuration = HUD.Configuration()
        configuration.appearAnimation = animation
        return configuration
    }

    @Test("The default spring grows from 0.8 on the pop spring, with room for its peak past 1")
    func springFromSmaller() {
        let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: HUD.Content(indicator: .spinner),
                                  container: .phone, measurer: GridMeasurer())
        let fresh = FadePlan(.appear, drawing: drawing, appearAnimation: .spring, reducesMotion: false,
                             transitionDuration: 0.15, alphaOnScreen: 0)
        #expect(fresh.zoomFrom == 0.8 && fresh.zoomTo == 1 && fresh.spring == .pop)
        // peak 1 + 0.2 × 0.068 = 1.0136, and a tenth more: the panel has room for the overshoot
        #expect(abs(fresh.largestZoom - (1 + 0.2 * HUD.Spring.pop.overshoot) * 1.1) < 1e-9)
        #expect(fresh.largestZoom > 1.1)
        let leaving = FadePlan(.disappear, drawing: drawing, appearAnimation: .spring, reducesMotion: false,
                               transitionDuration: 0.15, alphaOnScreen: 1)
        #expect(leaving.zoomTo == 0.8 && leaving.spring == nil, "the dismiss is the appear's reverse, on the fade's curve")
    }

    private func plan(_ direction: HUD.Transition.Direction, alpha: Double, animation: HUD.AppearAnimation = .zoomOut,
                      reducesMotion: Bool = false, duration: TimeInterval = 0.15) -> FadePlan {
        FadePlan(direction, drawing: Self.drawing, appearAnimation: animation, reducesMotion: reducesMotion,
                 transitionDuration: duration, alphaOnScreen: alpha)
    }

    @Test("A new HUD fades in fully and zooms in from 1.3 on the appear spring")
    func newHUD() {
        let fresh = plan(.appear, alpha: 0)
        #expect(fresh.animation == Self.drawing.fadeIn)
        #expect(fresh.alpha == 1)
        #expect(fresh.zoomFrom == 1.3 && fresh.zoomTo == 1)
        #expect(fresh.spring == .appear)
        #expect(abs(fresh.largestZoom - 1.43) < 1e-9)
        #expect(!fresh.isInstant)
        #expect(fresh.zoomDuration == HUD.Spring.appear.settlingDuration && fresh.zoomDuration > 0.15,
                "the room for the zoom lasts until the spring settles, after the opacity's 0.15 s")
    }

    @Test("A fade-out turned back a quarter of the way in takes the rest of the way, zooming from where it is")
    func turnedBack() {
        let back = plan(.appear, alpha: 0.25)
        #expect(abs(back.animation.duration - 0.15 * 0.75) < 1e-9)
        #expect(back.zoomFrom == nil, "from the zoom on screen, not back at 1.3")
        #expect(back.zoomTo == 1)
        let out = plan(.disappear, alpha: 0.6)
        #expect(abs(out.animation.duration - 0.15 * 0.6) < 1e-9)
        #expect(out.alpha == 0 && out.zoomFrom == nil && out.zoomTo == 0.8 && out.spring == nil)
        #expect(out.zoomDuration == out.animation.duration)
    }

    @Test("Reduce Motion and a plain fade do not zoom")
    func noZoom() {
        for still in [plan(.appear, alpha: 0, reducesMotion: true), plan(.appear, alpha: 0, animation: .fade)] {
            #expect(still.zoomFrom == 1 && still.zoomTo == 1)
            #expect(still.largestZoom == 1)
        }
        #expect(plan(.disappear, alpha: 1, reducesMotion: true).zoomTo == 1)
    }

    @Test("An instant transition sets the look at once; an opacity that is not a number counts as none")
    func instantAndBadInput() {
        let instant = plan(.disappear, alpha: 1, duration: 0)
        #expect(instant.isInstant && instant.largestZoom == 1 && instant.zoomDuration == 0)
        let nan = plan(.appear, alpha: .nan)
        #expect(nan.zoomFrom == 1.3 && nan.animation == Self.drawing.fadeIn)
        let over = plan(.disappear, alpha: 7)
        #expect(over.animation == Self.drawing.fadeOut)
        #expect(plan(.appear, alpha: -3).zoomFrom == 1.3)
    }
}
