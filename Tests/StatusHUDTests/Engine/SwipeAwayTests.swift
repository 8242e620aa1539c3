import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// A toast swiped away (`reportSwipedAway()`): it ends now, as when its countdown runs out,
    /// with its notifications and its dismissal's completions; anything else stays.
    @Suite("Swipe away") @MainActor
    struct SwipeAwayTests {
        @Test func aSwipedToastFadesOutAtOnceWithNotificationsAndCompletions() {
            var configuration = HUD.Configuration()
            configuration.minimumDisplayDuration = 10
            let hud = TestHUD(configuration: configuration)
            HUD.showText("Copied")
            HUD.dismiss(withDelay: 30, completion: hud.log.completion("done"))
            let shown = hud.presenter.transitions[0]
            shown.reportFinished()
            hud.clock.advance(by: 0.2)                                  // inside the minimum display time
            hud.log.clear()
            hud.presenter.clear()
            shown.reportSwipedAway()
            #expect(hud.presenter.events == [.hide(0.15)], "fades out now, not after 10 s or 30 s")
            #expect(hud.log.entries == [.willDisappear("Copied")])
            hud.finishTransition()
            hud.clock.advance(by: 0)
            #expect(hud.log.entries == [.willDisappear("Copied"), .didDisappear("Copied"), .completion("done")])
            #expect(hud.engine.phase == .hidden && hud.engine.liveTimerCount == 0)
            shown.reportSwipedAway()
            hud.clock.advance(by: 60)
            #expect(hud.log.entries.count == 3, "a second report does nothing")
        }

        @Test func theNextQueuedToastComesUpAfterASwipe() {
            var configuration = HUD.Configuration()
            configuration.isResultQueueEnabled = true
            let hud = TestHUD(configuration: configuration)
            hud.presenter.finishesAtOnce = true
            HUD.showSuccess(status: "A")
            HUD.showText("B")
            hud.presenter.transitions[0].reportSwipedAway()
            hud.clock.advance(by: 0)
            #expect(HUD.current?.status == "B", "the toast waiting its turn stays in line")
        }

        @Test func aSpinnerIsNotSwipedAway() {
            let hud = TestHUD()
            HUD.show(status: "Loading")
            hud.finishTransition()
            hud.presenter.transitions[0].reportSwipedAway()
            hud.clock.advance(by: 60)
            #expect(HUD.isVisible && hud.presenter.events.allSatisfy { if case .hide = $0 { false } else { true } })
        }

        @Test func anOvertakenTransitionsSwipeEndsNothing() {
            let hud = TestHUD()
            HUD.showText("Old")
            hud.finishTransition()
            let old = hud.presenter.transitions[0]
            HUD.dismiss()
            HUD.showText("New")
            #expect(hud.presenter.lastTransition !== old)
            old.reportSwipedAway()
            #expect(HUD.isVisible && HUD.current?.status == "New")
        }
    }
}
