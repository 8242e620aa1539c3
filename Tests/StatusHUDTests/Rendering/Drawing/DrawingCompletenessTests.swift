import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The drawing carries every value a presenter needs: the mask's pixels, caps and joins, text
/// alignment, and the timing of fades and progress changes.
@Suite("Drawing completeness")
struct DrawingCompletenessTests {
    static func drawing(_ indicator: HUD.Indicator, scale: Double = 2, configure: (inout HUD.Configuration) -> Void = { _ in }) -> HUD.Drawing {
        var configuration = HUD.Configuration()
        configure(&configuration)
        return HUD.Drawing(configuration: configuration, content: HUD.Content(indicator: indicator, status: "Hi"),
                           container: HUD.Layout.Container(size: CGSize(width: 390, height: 844)),
                           environment: HUD.Drawing.Environment(displayScale: scale))
    }

    @Test(arguments: [(1.0, 1), (2, 2), (3, 3), (2.6, 3), (.nan, 1), (10, 3)])
    func theSpinnerCarriesTheMaskPixelsForTheDisplayScale(scale: Double, expected: Int) throws {
        guard case .spinner(let spinner)? = Self.drawing(.spinner, scale: scale).indicator?.graphic else {
            Issue.record("no spinner")
            return
        }
        #expect(spinner.maskImage.scale == expected)
        #expect(spinner.maskImage.side == 100 * expected)
        #expect(spinner.maskImage.pixels == AngleMask.pixels(side: 100 * expected))
        #expect(spinner.lineCap == .round)
    }

    @Test func ringsAndGlyphsSayHowTheirLinesEnd() {
        guard case .ring(let ring)? = Self.drawing(.progress(0.3)).indicator?.graphic,
              case .glyph(let glyph)? = Self.drawing(.success).indicator?.graphic else {
            Issue.record("no ring or glyph")
            return
        }
        #expect(ring.lineCap == .round)
        #expect(glyph.lineCap == .round && glyph.lineJoin == .round)
    }

    @Test func fadesTakeTheConfiguredDurationsWithTheirCurves() {
        let drawing = Self.drawing(.spinner) {
            $0.fadeInDuration = 0.3
            $0.fadeOutDuration = .nan
        }
        #expect(drawing.fadeIn == HUD.Animation(duration: 0.3, curve: .easeOut))
        #expect(drawing.fadeOut == HUD.Animation(duration: 0, curve: .easeIn))
        #expect(drawing.progressChange == HUD.Animation(duration: 0.1, curve: .linear))
        #expect(drawing.textAlignment == .center)
    }

    @Test func anInterruptedAnimationTakesTheRemainingFraction() {
        let fadeIn = HUD.Animation(duration: 0.2, curve: .easeOut)
        #expect(fadeIn.resumed(remainingFraction: 0.25) == HUD.Animation(duration: 0.05, curve: .easeOut))
        #expect(fadeIn.resumed(remainingFraction: 2).duration == 0.2)
        #expect(fadeIn.resumed(remainingFraction: -1).duration == 0)
        #expect(fadeIn.resumed(remainingFraction: .nan).duration == 0.2)
        #expect(HUD.Animation(duration: -.infinity, curve: .linear).duration == 0)
    }

    @Test func timingCurvesMatchCoreAnimationsNamedCurves() {
        #expect(abs(HUD.TimingCurve.linear.progress(at: 0.3) - 0.3) < 1e-8)
        for curve in [HUD.TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
            #expect(curve.progress(at: .nan) == 0 && curve.progress(at: 7) == 1)
            // Never decreasing.
            let samples = stride(from: 0.0, through: 1, by: 0.05).map { curve.progress(at: $0) }
            #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
        }
        #expect(HUD.TimingCurve.easeIn.progress(at: 0.5) < 0.5)
        #expect(HUD.TimingCurve.easeOut.progress(at: 0.5) > 0.5)
        // easeInOut is symmetric about the middle.
        #expect(abs(HUD.TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(HUD.TimingCurve.easeInOut.progress(at: 0.2) + HUD.TimingCurve.easeInOut.progress(at: 0.8) - 1) < 1e-6)
    }
}

/// The style the UIKit layer resolves from a trait collection's interface style.
@Suite("Style per trait")
struct StylePerTraitTests {
    @Test(arguments: [(0, HUD.Appearance.light), (1, .light), (2, .dark), (7, .light)])
    func interfaceStylesResolveTheAutomaticStyle(rawValue: Int, expected: HUD.Appearance) {
        #expect(HUD.Appearance(userInterfaceStyle: rawValue) == expected)
        let container = HUD.Layout.Container(size: CGSize(width: 390, height: 844))
        let automatic = HUD.Drawing(configuration: HUD.Configuration(), content: HUD.Content(indicator: .spinner),
                                    container: container,
                                    environment: HUD.Drawing.Environment(appearance: HUD.Appearance(userInterfaceStyle: rawValue)))
        var fixed = HUD.Configuration()
        fixed.style = expected == .dark ? .dark : .light
        let explicit = HUD.Drawing(configuration: fixed, content: HUD.Content(indicator: .spinner), container: container)
        #expect(automatic.bezel == explicit.bezel && automatic.textColor == explicit.textColor)
    }
}
