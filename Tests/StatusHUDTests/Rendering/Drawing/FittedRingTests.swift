import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// The spinner and ring that the public building-block views (`HUD.SpinnerView`,
/// `HUD.ProgressRingView`) draw: the HUD's own, fitted to any box.
@Suite("Fitted spinner and ring")
struct FittedRingTests {
    @Test func aRingFillsTheShorterSideOfItsBox() {
        let box = CGRect(x: 0, y: 0, width: 40, height: 24)
        #expect(HUD.Drawing.ProgressRing.fittingRadius(in: box, lineWidth: 2) == 11)
        #expect(HUD.Drawing.ProgressRing.fittingRadius(in: box, lineWidth: 30) == 0, "a line wider than the box")
        #expect(HUD.Drawing.ProgressRing.fittingRadius(in: .zero, lineWidth: 2) == 0)
    }

    @Test func theFittedSpinnerIsTheHUDsSpinnerWithAnotherRadius() throws {
        let drawing = HUD.Drawing(configuration: HUD.Configuration(), content: HUD.Content(indicator: .spinner),
                                  container: HUD.Layout.Container(size: CGSize(width: 390, height: 844)))
        let indicator = try #require(drawing.indicator)
        guard case .spinner(let hud) = indicator.graphic else {
            Issue.record("not a spinner")
            return
        }
        let box = CGRect(x: 0, y: 0, width: 24, height: 24)
        let fitted = HUD.Drawing.Spinner(in: box, lineWidth: 3, color: .black, displayScale: 2)
        #expect(fitted.arc == HUD.Arc(center: CGPoint(x: 12, y: 12), radius: 10.5,
                                      startAngle: hud.arc.startAngle, endAngle: hud.arc.endAngle))
        #expect(fitted.animation == hud.animation)
        #expect(fitted.lineCap == hud.lineCap)
        #expect(fitted.maskFrame == box)
    }

    @Test func theFittedRingClampsItsProgressAndTracksItsColour() {
        let box = CGRect(x: 0, y: 0, width: 28, height: 28)
        let color = HUD.Color(red: 0, green: 0.5, blue: 1, alpha: 1)
        let ring = HUD.Drawing.ProgressRing(in: box, lineWidth: 2, color: color, progress: .nan)
        #expect(ring.progress == 0)
        #expect(HUD.Drawing.ProgressRing(in: box, lineWidth: 2, color: color, progress: 7).progress == 1)
        #expect(ring.trackColor == color.track)
        #expect(ring.arc.radius == 13)
        #expect(ring.arc.startAngle == -.pi / 2)
    }
}
