import Foundation
import Testing
@testable import StatusHUD

/// The fade: appearing from alpha 0 and scale 1.3, disappearing to alpha 0 and scale 0.8, and no
/// zoom with Reduce Motion.
@Suite("Fade")
struct FadeTests {
    private func state(_ phase: HUD.Drawing.Fade.Phase, reducesMotion: Bool = false) -> HUD.Drawing.Fade {
        HUD.Drawing.Fade(phase: phase, reducesMotion: reducesMotion)
    }

    private func expect(_ state: HUD.Drawing.Fade, alpha: Double, scale: Double,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(state.alpha - alpha) < 1e-12, "alpha \(state.alpha)", sourceLocation: sourceLocation)
        #expect(abs(state.scale - scale) < 1e-12, "scale \(state.scale)", sourceLocation: sourceLocation)
    }

    @Test("Appearing goes from invisible at 1.3 to shown at 1")
    func appearing() {
        expect(state(.appearing(progress: 0)), alpha: 0, scale: 1.3)
        // 1.3 − 0.3 × 0.5 = 1.15
        expect(state(.appearing(progress: 0.5)), alpha: 0.5, scale: 1.15)
        expect(state(.appearing(progress: 1)), alpha: 1, scale: 1)
    }

    @Test("Visible is shown at 1")
    func visible() {
        expect(state(.visible), alpha: 1, scale: 1)
    }

    @Test("Disappearing goes from shown at 1 to invisible at 0.8")
    func disappearing() {
        expect(state(.disappearing(progress: 0)), alpha: 1, scale: 1)
        // 1 − 0.2 × 0.25 = 0.95
        expect(state(.disappearing(progress: 0.25)), alpha: 0.75, scale: 0.95)
        expect(state(.disappearing(progress: 1)), alpha: 0, scale: 0.8)
    }

    @Test("Reduce Motion fades without zooming")
    func reduceMotion() {
        expect(state(.appearing(progress: 0), reducesMotion: true), alpha: 0, scale: 1)
        expect(state(.appearing(progress: 0.5), reducesMotion: true), alpha: 0.5, scale: 1)
        expect(state(.disappearing(progress: 1), reducesMotion: true), alpha: 0, scale: 1)
    }

    @Test("Progress outside 0…1 is clamped and NaN counts as 0")
    func oddProgress() {
        expect(state(.appearing(progress: -3)), alpha: 0, scale: 1.3)
        expect(state(.appearing(progress: 7)), alpha: 1, scale: 1)
        expect(state(.appearing(progress: .nan)), alpha: 0, scale: 1.3)
        expect(state(.disappearing(progress: .infinity)), alpha: 0, scale: 0.8)
    }

    @Test("The drawing carries the fade of its phase and environment")
    func sceneFade() {
        let scene = HUD.Drawing(
            configuration: HUD.Configuration(),
            content: HUD.Content(indicator: .spinner),
            container: .phone,
            measurer: GridMeasurer(),
            environment: HUD.Drawing.Environment(appearance: .dark, reducesMotion: true),
            phase: .appearing(progress: 0)
        )
        expect(scene.fade, alpha: 0, scale: 1)
    }
}
