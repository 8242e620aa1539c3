import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// A presenter whose place for the HUD has gone for good (`reportGone()`, a container view freed
    /// or removed): the HUD ends at once, as a dismissal does, and nothing is left waiting.
    @Suite("Place gone") @MainActor
    struct PlaceGoneTests {
        @Test func aSuccessWhoseViewGoesEndsAtOnceWithItsCompletions() {
            let hud = TestHUD()
            hud.presenter.finishesAtOnce = true
            HUD.showSuccess(status: "Saved")
            HUD.dismiss(withDelay: 30, completion: hud.log.completion("done"))
            let shown = hud.presenter.transitions[0]
            hud.clock.advance(by: 0.1)                                 // inside the minimum display time
            hud.log.clear()
            hud.presenter.clear()
            shown.reportGone()
            #expect(!HUD.isVisible && hud.engine.phase == .hidden, "ended at once, not after 30 s nor the countdown")
            #expect(hud.presenter.events == [.hide(0)], "the presenter is told to hide, in no time")
            #expect(hud.log.entries == [.willDisappear("Saved"), .didDisappear("Saved"), .completion("done")])
            #expect(hud.engine.liveTimerCount == 0 && hud.engine.hiddenWaiterCount == 0, "nothing left waiting")
            shown.reportGone()
            hud.clock.advance(by: 60)
            #expect(hud.log.entries.filter { $0 == .completion("done") }.count == 1, "the completion ran once")
        }

        @Test func aHUDOffScreenWhenItsViewGoesEndsTooAndWaitersReturn() {
            let hud = TestHUD()
            hud.presenter.finishesAtOnce = true
            HUD.showSuccess(status: "Saved")
            let shown = hud.presenter.transitions[0]
            shown.reportOffScreen()                                    // its view left the window first
            hud.clock.advance(by: 600)
            #expect(hud.engine.phase == .offScreen, "off screen, the countdown waits")
            var returned = false
            hud.engine.whenHidden { returned = true }
            shown.reportGone()
            #expect(hud.engine.phase == .hidden)
            hud.clock.advance(by: 0)
            #expect(returned, "a wait for the HUD to hide returns")
        }

        @Test func aHUDThatNeverReachedTheScreenEndsWithoutNotifications() {
            let hud = TestHUD()
            hud.presenter.reportsOnScreenAtOnce = false
            HUD.show(status: "Loading")
            HUD.dismiss(withDelay: 5, completion: hud.log.completion("done"))
            hud.presenter.transitions[0].reportGone()
            #expect(hud.engine.phase == .hidden)
            hud.clock.advance(by: 0)
            #expect(hud.log.entries == [.completion("done")], "never seen: no willDisappear, but the completion runs")
        }

        @Test func goneDuringTheFadeOutFinishesIt() {
            let hud = TestHUD()
            hud.showVisible("Bye")
            HUD.dismiss(completion: hud.log.completion("done"))
            hud.presenter.lastTransition?.reportGone()
            #expect(hud.engine.phase == .hidden)
            #expect(hud.log.entries == [.willDisappear("Bye"), .didDisappear("Bye"), .completion("done")])
        }

        @Test func anOvertakenTransitionsGoneCannotEndTheNewerHUD() {
            let hud = TestHUD()
            hud.showVisible("Old")
            let old = hud.presenter.transitions[0]
            HUD.dismiss()
            HUD.show(status: "New")
            old.reportGone()
            #expect(HUD.isVisible && HUD.current?.status == "New")
        }
    }
}
