import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A top or bottom toast slides in from just beyond its edge and leaves the same way, without the
/// centre's zoom; with Reduce Motion it only fades.
@Suite("Edge slide")
struct EdgeSlideTests {
    static func drawing(_ placement: HUD.Placement, reducesMotion: Bool = false,
                        phase: HUD.Drawing.Fade.Phase = .visible) -> HUD.Drawing {
        var configuration = HUD.Configuration()
        configuration.placement = placement
        let layout = HUD.Layout(HUD.Content(indicator: .text, status: "Copied"), in: PlacementLayoutTests.island,
                                configuration: configuration)
        return HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .text, status: "Copied"),
                           layout: layout, environment: HUD.Drawing.Environment(reducesMotion: reducesMotion), phase: phase)
    }

    @Test("The slide moves the bezel by what is left of the way in, or gone of the way out, at scale 1")
    func slideFollowsTheFade() {
        let appearing = HUD.Drawing.Fade(phase: .appearing(progress: 0.25), reducesMotion: false, slide: -60)
        #expect(appearing.alpha == 0.25 && appearing.scale == 1 && appearing.offset == -45)
        let start = HUD.Drawing.Fade(phase: .appearing(progress: 0), reducesMotion: false, slide: 60)
        #expect(start.offset == 60 && start.alpha == 0)
        #expect(HUD.Drawing.Fade(phase: .visible, reducesMotion: false, slide: 60).offset == 0)
        let leaving = HUD.Drawing.Fade(phase: .disappearing(progress: 1), reducesMotion: false, slide: -60)
        #expect(leaving.offset == -60 && leaving.alpha == 0 && leaving.scale == 1)
        #expect(HUD.Drawing.Fade(phase: .appearing(progress: 0), reducesMotion: false, slide: .nan).offset == 0)
        #expect(HUD.Drawing.Fade(phase: .appearing(progress: 0), reducesMotion: false).offset == 0, "the zoom does not move")
    }

    @Test("A top toast's drawing slides from above, a bottom one's from below; the centre zooms")
    func drawingsChooseTheirMotion() {
        // The 48 pt toast and its 8 pt from the edge: 56 pt to just beyond it.
        let top = Self.drawing(.top, phase: .appearing(progress: 0))
        #expect(top.slide == -56 && top.fade.offset == -56 && top.fade.scale == 1)
        let bottom = Self.drawing(.bottom)
        #expect(bottom.slide == 56)
        #expect(bottom.fade(.disappearing(progress: 0.5), reducesMotion: false, animation: .zoomOut)
                == HUD.Drawing.Fade(phase: .disappearing(progress: 0.5), reducesMotion: false, slide: 56))
        let centre = Self.drawing(.center, phase: .appearing(progress: 0))
        #expect(centre.slide == nil && centre.fade.scale == HUD.Configuration().appearAnimation.scales.appearing && centre.fade.offset == 0)
    }

    @Test("With Reduce Motion an edge toast only fades")
    func reduceMotionCrossFades() {
        let top = Self.drawing(.top, reducesMotion: true, phase: .appearing(progress: 0.5))
        #expect(top.fade == HUD.Drawing.Fade(alpha: 0.5, scale: 1))
        #expect(top.fade(.disappearing(progress: 0.5), reducesMotion: true, animation: .zoomOut)
                == HUD.Drawing.Fade(alpha: 0.5, scale: 1))
    }
}
