import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

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

/// MBProgressHUD's animation kinds and SVProgressHUD's parallax, decided in the drawing.
@Suite("Appear animation and parallax")
struct AppearAnimationTests {
    typealias Fade = HUD.Drawing.Fade

    @Test func eachKindZoomsItsOwnWayAndOnlyFadesWithReduceMotion() {
        let cases: [(HUD.AppearAnimation, start: Double, halfIn: Double, end: Double)] = [
            (.zoomOut, 1.3, 1.15, 0.8), (.zoomIn, 0.5, 0.75, 1.3), (.fade, 1, 1, 1), (.spring, 0.8, 0.9, 0.8),
        ]
        for (animation, start, halfIn, end) in cases {
            #expect(Fade(phase: .appearing(progress: 0), reducesMotion: false, animation: animation).scale == start)
            #expect(Fade(phase: .appearing(progress: 0.5), reducesMotion: false, animation: animation).scale == halfIn)
            #expect(Fade(phase: .visible, reducesMotion: false, animation: animation).scale == 1)
            #expect(Fade(phase: .disappearing(progress: 1), reducesMotion: false, animation: animation).scale == end)
            #expect(Fade(phase: .appearing(progress: 0), reducesMotion: true, animation: animation).scale == 1)
            #expect(Fade(phase: .disappearing(progress: 0.5), reducesMotion: false, animation: animation).alpha == 0.5)
        }
    }

    @Test func theDrawingTakesTheConfiguredKind() {
        var configuration = HUD.Configuration()
        configuration.appearAnimation = .zoomIn
        let drawing = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .spinner), container: .phone,
                                  measurer: GridMeasurer(), phase: .appearing(progress: 0))
        #expect(drawing.fade.scale == 0.5)
    }

    @Test func theParallaxIsTenPointsUnlessOffOrReduceMotion() {
        func depth(enabled: Bool = true, reducesMotion: Bool = false) -> CGFloat {
            var configuration = HUD.Configuration()
            configuration.isMotionEffectEnabled = enabled
            return HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .spinner), container: .phone,
                               measurer: GridMeasurer(), environment: .init(reducesMotion: reducesMotion)).parallaxDepth
        }
        #expect(depth() == 10)
        #expect(depth(enabled: false) == 0)
        #expect(depth(reducesMotion: true) == 0, "SVProgressHUD's ignored Reduce Motion")
    }

    @Test("SVProgressHUD's zoom is on a spring: 0.4 s with a bounce of 0.15, from rest to its end, overshooting a little")
    func appearSpring() {
        var configuration = HUD.Configuration()
        configuration.appearAnimation = .zoomOut
        let drawing = HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: .spinner), container: .phone,
                                  measurer: GridMeasurer())
        let spring = drawing.appearSpring
        #expect(spring == HUD.Spring(duration: 0.4, bounce: 0.15))
        // stiffness (2π / 0.4)² ≈ 246.7, damping 4π × 0.85 / 0.4 ≈ 26.7 (a unit mass)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.4, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.85 / 0.4) < 1e-9)
        #expect(spring.value(at: 0) == 0 && spring.value(at: -1) == 0 && spring.value(at: .nan) == 0)
        #expect(abs(spring.value(at: 0.12) - 0.6177) < 1e-3)
        let peak = stride(from: 0.0, through: 1, by: 0.001).map(spring.value(at:)).max() ?? 0
        #expect(peak > 1.005 && peak < 1.008, "overshoots by about 0.6 %")
        #expect(abs(spring.value(at: spring.settlingDuration) - 1) < 0.001)
        #expect(spring.value(at: .infinity) == 1)
        // no bounce: critically damped, never past its end
        let smooth = HUD.Spring(duration: 0.4, bounce: 0)
        #expect(stride(from: 0.0, through: 2, by: 0.01).allSatisfy { smooth.value(at: $0) <= 1 })
        // bad input is kept in range
        #expect(HUD.Spring(duration: .nan, bounce: 7) == HUD.Spring(duration: 0.001, bounce: 1))
        #expect(HUD.Spring(duration: -1, bounce: .nan).bounce == 0)
    }

    @Test("A frame of the appear animation: the opacity on the fade-in's curve, the zoom on the spring")
    func appearingAtATime() {
        let fadeIn = HUD.Animation(duration: 0.15, curve: .easeOut)
        let frame = Fade.appearing(at: 0.1, fadeIn: fadeIn, spring: .appear)
        #expect(frame.alpha == HUD.TimingCurve.easeOut.progress(at: 0.1 / 0.15))
        #expect(abs(frame.scale - (1.3 - 0.3 * HUD.Spring.appear.value(at: 0.1))) < 1e-12)
        #expect(Fade.appearing(at: 0, fadeIn: fadeIn, spring: .appear) == Fade(alpha: 0, scale: 1.3))
        #expect(Fade.appearing(at: 0.1, fadeIn: fadeIn, spring: .appear, reducesMotion: true).scale == 1)
        #expect(Fade.appearing(at: 0.1, fadeIn: fadeIn, spring: .appear, animation: .fade).scale == 1)
        let settled = Fade.appearing(at: 5, fadeIn: fadeIn, spring: .appear)
        #expect(settled.alpha == 1 && abs(settled.scale - 1) < 1e-12)
    }
}

/// The default appear: a visible spring from 0.8 to full size, its reverse out, a fade with Reduce Motion.
@Suite("Spring appear")
struct SpringAppearTests {
    typealias Fade = HUD.Drawing.Fade
    private let fadeIn = HUD.Animation(duration: 0.15, curve: .easeOut)

    @Test("The default is the spring, on SwiftUI's .bouncy family: 0.4 s, bounce 0.35")
    func theDefault() {
        #expect(HUD.Configuration().appearAnimation == .spring)
        let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: HUD.Content(indicator: .spinner), container: .phone,
                                  measurer: GridMeasurer(), phase: .appearing(progress: 0))
        #expect(drawing.appearSpring == HUD.Spring(duration: 0.4, bounce: 0.35))
        #expect(drawing.fade.scale == 0.8)
    }

    @Test("It swings past full size by a visible amount, then rests at 1")
    func visibleOvershoot() {
        let frames = stride(from: 0.0, through: 2, by: 0.001).map {
            Fade.appearing(at: $0, fadeIn: fadeIn, spring: .pop, animation: .spring).scale
        }
        let peak = frames.max() ?? 0
        let peakTime = Double(frames.firstIndex(of: peak) ?? 0) / 1000
        // 1 + 0.2 × 0.068: 1.4 pt on a 100 pt tile, 4 px at 3×
        #expect(peak > 1.012 && peak < 1.016, "peak \(peak)")
        #expect(abs(peak - (1 + 0.2 * HUD.Spring.pop.overshoot)) < 1e-4)
        #expect(peakTime > 0.24 && peakTime < 0.29, "peak at \(peakTime) s")
        #expect(frames[0] == 0.8)
        #expect(abs(frames.last! - 1) < 1e-6, "ends at 1")
        #expect(abs(HUD.Spring.pop.settlingDuration - 0.976) < 0.002, "settled (the envelope within 0.1 %) under 1 s")
        // SVProgressHUD's: an overshoot nobody sees
        #expect(HUD.Spring.appear.overshoot < 0.007)
        #expect(HUD.Spring(duration: 0.4, bounce: 0).overshoot == 0)
    }

    @Test("The dismiss is its reverse: full size to 0.8 as it fades")
    func dismissReverses() {
        #expect(Fade(phase: .disappearing(progress: 0), reducesMotion: false, animation: .spring).scale == 1)
        #expect(Fade(phase: .disappearing(progress: 0.5), reducesMotion: false, animation: .spring).scale == 0.9)
        #expect(Fade(phase: .disappearing(progress: 1), reducesMotion: false, animation: .spring) == Fade(alpha: 0, scale: 0.8))
    }

    @Test("Reduce Motion cross-fades: the opacity on its curve, no zoom at any moment")
    func reduceMotionCrossFades() {
        for time in stride(from: 0.0, through: 1, by: 0.01) {
            let frame = Fade.appearing(at: time, fadeIn: fadeIn, spring: .pop, reducesMotion: true, animation: .spring)
            #expect(frame.scale == 1)
            #expect(frame.alpha == fadeIn.curve.progress(at: time / 0.15))
        }
        #expect(Fade(phase: .disappearing(progress: 0.5), reducesMotion: true, animation: .spring).scale == 1)
    }
}
