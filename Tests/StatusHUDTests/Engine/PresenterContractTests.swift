import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// What the engine tells a presenter on an update, and what it makes of the presenter's reports.
    @Suite("Presenter contract") @MainActor
    struct PresenterContractTests {
        @Test func anUpdateSaysWhatChanged() {
            let hud = TestHUD()
            HUD.showProgress(0.2, status: "Uploading")
            hud.finishTransition()
            hud.presenter.clear()
            HUD.showProgress(0.5, status: "Uploading")
            HUD.showProgress(0.5, status: "Uploading")             // nothing changed: no update
            HUD.showProgress(0.6, status: "Almost")
            HUD.showSuccess(status: "Almost")
            HUD.showImage(TestImage.make(), status: "Almost")
            HUD.setStatus("Done")
            HUD.configuration.style = .dark
            #expect(hud.presenter.changes == [
                .progress, [.progress, .status], .indicator, .indicator, .status, .configuration,
            ])
        }

        @Test func aResultImageReachesAVisibleHUDOnceAndClearingItRestoresTheDefault() throws {
            let hud = TestHUD()
            HUD.showSuccess(status: "Saved")
            hud.finishTransition()
            hud.presenter.clear()
            let thumb = TestImage.make(width: 3, height: 2)
            HUD.configuration.successImage = thumb
            HUD.configuration.successImage = TestImage.make(width: 3, height: 2)   // equal: no update
            HUD.configuration.errorImage = nil                                      // unchanged: no update
            #expect(hud.presenter.changes == [.configuration])
            #expect(HUD.configuration.successImage == thumb && HUD.configuration.errorImage == nil)
            HUD.configuration.successImage = nil
            #expect(hud.presenter.changes == [.configuration, .configuration])
            #expect(HUD.configuration == HUD.Configuration(), "no image set is the default configuration again")
        }

        @Test func offScreenPausesVisibilityAndTheCountdown() {
            let hud = TestHUD()
            HUD.showSuccess(status: "Saved")                        // 1.5 s on screen
            let shown = hud.presenter.lastTransition
            hud.finishTransition()
            hud.clock.advance(by: 1)
            shown?.reportOffScreen()
            #expect(!HUD.isVisible)
            #expect(HUD.current?.status == "Saved")
            hud.clock.advance(by: 60)
            #expect(hud.engine.phase == .offScreen, "the countdown waits while nobody can see it")
            shown?.reportOnScreen()
            #expect(HUD.isVisible && hud.engine.phase == .visible)
            hud.clock.advance(by: 0.49)
            #expect(hud.engine.phase == .visible)
            hud.clock.advance(by: 0.01)
            #expect(hud.engine.phase == .disappearing, "the remaining 0.5 s ran once back on screen")
            #expect(hud.log.entries == [.willAppear("Saved"), .didAppear("Saved"), .willDisappear("Saved")])
        }

        @Test func aDismissOffScreenFadesOutInNoTime() {
            let hud = TestHUD()
            hud.showVisible("Away")
            hud.presenter.transitions[0].reportOffScreen()
            HUD.dismiss()
            #expect(hud.presenter.events == [.hide(0)])
            hud.finishTransition()
            #expect(hud.log.entries == [.willDisappear("Away"), .didDisappear("Away")])
        }

        @Test func aReportOnAnOvertakenTransitionCannotTouchTheNewerHUD() {
            let hud = TestHUD()
            hud.showVisible("Old")
            let old = hud.presenter.transitions[0]
            HUD.dismiss()
            HUD.show(status: "New")                                  // a newer appear transition
            old.reportOffScreen()
            old.reportFinished()
            #expect(HUD.isVisible && hud.engine.phase == .appearing)
            hud.finishTransition()
            #expect(hud.engine.phase == .visible)
        }
    }
}
