import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    @Suite("Dismissing") @MainActor
    struct DismissingTests {
        @Test func dismissWithDelayFadesOutAfterTheDelay() {
            let hud = TestHUD()
            hud.showVisible("Work")
            HUD.dismiss(withDelay: 2)
            hud.clock.advance(by: 1.999)
            #expect(hud.engine.phase == .visible)
            #expect(hud.presenter.events.isEmpty)
            hud.clock.advance(by: 0.001)
            #expect(hud.engine.phase == .disappearing)
            #expect(hud.presenter.events == [.hide(0.15)])
            #expect(hud.log.entries == [.willDisappear("Work")])
            hud.finishTransition()
            #expect(hud.engine.phase == .hidden)
            #expect(HUD.current == nil)
            #expect(!HUD.isVisible)
            #expect(hud.log.entries == [.willDisappear("Work"), .didDisappear("Work")])
        }

        @Test func aShowDuringTheDelayCancelsAStaleDelayedDismiss() {
            let hud = TestHUD()
            hud.showVisible("First")
            HUD.dismiss(withDelay: 1, completion: hud.log.completion("stale"))
            hud.clock.advance(by: 0.5)
            HUD.show(status: "Second")
            #expect(hud.log.entries == [.completion("stale")], "the superseded completion runs right away")
            hud.clock.advance(by: 10)
            #expect(hud.engine.phase == .visible)
            #expect(HUD.current?.status == "Second")
            #expect(hud.engine.liveTimerCount == 0)
        }

        @Test func aShowDuringTheFadeOutBringsTheHUDBack() {
            let hud = TestHUD()
            hud.showVisible("First")
            HUD.dismiss(completion: hud.log.completion("dismissed"))
            #expect(hud.engine.phase == .disappearing)
            HUD.showProgress(0.5, status: "Again")
            #expect(hud.engine.phase == .appearing)
            #expect(HUD.isVisible)
            // willAppear first: the superseded completion sees the HUD that came back.
            #expect(hud.log.entries == [.willDisappear("First"), .willAppear("Again"), .completion("dismissed")])
            #expect(hud.presenter.events.last == .show(HUD.Content(indicator: .progress(0.5), status: "Again"), .appear, 0.15))
            hud.finishTransition()
            #expect(hud.engine.phase == .visible)
            #expect(hud.log.entries.last == .didAppear("Again"))
        }

        @Test func aLateReportFromAnOvertakenFadeOutIsIgnored() {
            let hud = TestHUD()
            hud.showVisible("First")
            HUD.dismiss()
            let fadeOut = hud.presenter.lastTransition
            HUD.show(status: "Back")
            fadeOut?.reportFinished()
            #expect(hud.engine.phase == .appearing)
            #expect(HUD.current?.status == "Back")
            #expect(!hud.log.entries.contains(.didDisappear("First")))
        }

        @Test func completionsRunOnceInRegistrationOrderAfterDidDisappear() {
            let hud = TestHUD()
            hud.showVisible("Work")
            HUD.dismiss(withDelay: 1, completion: hud.log.completion("a"))
            HUD.dismiss(withDelay: 0.5, completion: hud.log.completion("b"))
            hud.clock.advance(by: 0.5)
            HUD.dismiss(completion: hud.log.completion("c"))
            hud.finishTransition()
            hud.finishTransition()
            hud.clock.advance(by: 5)
            #expect(hud.log.entries == [
                .willDisappear("Work"), .didDisappear("Work"),
                .completion("a"), .completion("b"), .completion("c"),
            ])
        }

        @Test func aCompletionOnAHiddenHUDRunsOnTheNextTurnNotInsideTheCall() {
            let hud = TestHUD()
            HUD.dismiss(completion: hud.log.completion("first"))
            HUD.dismiss(withDelay: 3, completion: hud.log.completion("second"))
            #expect(hud.log.entries.isEmpty, "never inside the call that registered it")
            hud.clock.runDue()
            #expect(hud.log.entries == [.completion("first"), .completion("second")])
            #expect(hud.engine.liveTimerCount == 0)
        }

        @Test func aCompletionSupersededLaterKeepsRegistrationOrder() {
            let hud = TestHUD()
            HUD.dismiss(completion: hud.log.completion("hidden"))   // next turn
            HUD.show(status: "Quick")
            HUD.dismiss(completion: hud.log.completion("superseded"))
            HUD.show(status: "Again")                                 // supersedes the second
            #expect(hud.log.entries == [.willAppear("Quick"), .willDisappear("Quick"), .willAppear("Again")],
                    "the superseded completion waits behind the one held for the next turn")
            hud.clock.runDue()
            #expect(hud.log.entries.suffix(2) == [.completion("hidden"), .completion("superseded")])
        }

        @Test func completionsRunOnTheMainActorAndMayCallTheHUD() {
            let hud = TestHUD()
            hud.showVisible("One")
            HUD.dismiss {
                MainActor.assertIsolated()
                HUD.showSuccess(status: "From completion")
            }
            hud.finishTransition()
            #expect(HUD.current?.status == "From completion")
            #expect(hud.log.entries == [
                .willDisappear("One"), .didDisappear("One"), .willAppear("From completion"),
            ])
        }

        /// The observer's dismiss takes effect inside it: its willDisappear is posted there (as a post
        /// made inside an observer is), so the log, whose observer `NotificationCenter` may call before
        /// or after this one, has both.
        @Test func aNotificationObserverMayCallTheHUD() {
            let hud = TestHUD()
            var seenInside: [Engine.Phase] = []
            let engine = hud.engine
            hud.log.onNotification = { name, _ in
                guard name == HUD.didAppearNotification else { return }
                HUD.dismiss()
                seenInside.append(engine.phase)
            }
            defer { hud.log.onNotification = nil }
            HUD.show(status: "Blink")
            hud.finishTransition()
            #expect(seenInside == [.disappearing])
            #expect(hud.engine.phase == .disappearing)
            #expect(hud.log.entries == [.willAppear("Blink"), .didAppear("Blink"), .willDisappear("Blink")])
        }

        @Test func aLaterDelayedDismissReplacesAnEarlierOne() {
            let hud = TestHUD()
            hud.showVisible()
            HUD.dismiss(withDelay: 1)
            hud.clock.advance(by: 0.5)
            HUD.dismiss(withDelay: 2)
            hud.clock.advance(by: 1.9)
            #expect(hud.engine.phase == .visible)
            hud.clock.advance(by: 0.1)
            #expect(hud.engine.phase == .disappearing)
        }

        @Test(arguments: [Double.nan, -5, 0])
        func aDelayThatIsNotPositiveDismissesNow(delay: Double) {
            let hud = TestHUD()
            hud.showVisible()
            HUD.dismiss(withDelay: delay)
            #expect(hud.engine.phase == .disappearing)
        }

        @Test(arguments: [Double.infinity, 1e300])
        func anEndlessDelayNeverFiresButAShowStillSupersedesIt(delay: Double) {
            let hud = TestHUD()
            hud.showVisible()
            HUD.dismiss(withDelay: delay, completion: hud.log.completion("done"))
            hud.clock.advance(by: 1e6)
            #expect(hud.engine.phase == .visible)
            HUD.show()
            #expect(hud.log.entries == [.completion("done")])
        }

        @Test func dismissCancelsTheAutomaticDismissal() {
            let hud = TestHUD()
            HUD.showSuccess(status: "Saved")
            hud.finishTransition()
            HUD.dismiss(withDelay: 10)
            hud.clock.advance(by: 9.9)
            #expect(hud.engine.phase == .visible)
            hud.clock.advance(by: 0.1)
            #expect(hud.engine.phase == .disappearing)
        }
    }
}
