import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// A finger holding a toast (`reportHeld()` … `reportLetGo()`), or VoiceOver's focus on it
    /// (`reportHeld(by: .voiceOverFocus)`): its countdown waits, as iOS's banners do, and runs on
    /// with what was left, at least 1 s, once the finger lets go (and the focus has moved on).
    @Suite("Holding a toast") @MainActor
    struct HoldTests {
        /// "Copied" counts down 1.5 s (the minimum display time), fades 0.15 s.
        private func showCopied() -> (TestHUD<RecordingPresenter>, HUD.Transition) {
            let hud = TestHUD()
            HUD.showText("Copied")
            let shown = hud.presenter.transitions[0]
            shown.reportFinished()
            hud.log.clear()
            return (hud, shown)
        }

        private func hides(_ hud: TestHUD<RecordingPresenter>) -> Bool {
            hud.presenter.events.contains { if case .hide = $0 { true } else { false } }
        }

        /// Held 0.5 s into its 1.5 s, 1 s is left; held at 1.4 s, 0.1 s is left, but it stays 1 s
        /// after the finger lifts. Either way it hides 1 s after the let-go, however long the hold.
        @Test(arguments: [(heldAt: 0.5, heldFor: 30.0), (heldAt: 1.4, heldFor: 5.0)])
        func aHeldToastWaitsThenRunsOnWithWhatWasLeftAtLeastASecond(heldAt: Double, heldFor: Double) {
            let (hud, shown) = showCopied()
            hud.clock.advance(by: heldAt)
            shown.reportHeld()
            hud.clock.advance(by: heldFor)
            #expect(!hides(hud), "held: it stays however long the finger stays")
            shown.reportLetGo()
            hud.clock.advance(by: 0.99)
            #expect(!hides(hud), "1 s after the let-go it is still up")
            hud.clock.advance(by: 0.02)
            #expect(hides(hud))
        }

        @Test func aNewToastUnderTheFingerWaitsToo() {
            let (hud, shown) = showCopied()
            shown.reportHeld()
            HUD.showSuccess(status: "Saved")
            hud.clock.advance(by: 30)
            #expect(HUD.current?.status == "Saved" && !hides(hud))
        }

        @Test func aSpinnerOrAnOvertakenTransitionIgnoresAHold() {
            let hud = TestHUD()
            HUD.show(status: "Loading")
            hud.presenter.transitions[0].reportFinished()
            hud.presenter.transitions[0].reportHeld()
            #expect(!hud.engine.isHeld, "a spinner stands for work: nothing counts down")
            HUD.showSuccess(status: "Done")
            hud.presenter.transitions[0].reportLetGo()
            hud.clock.advance(by: 60)
            #expect(hides(hud), "the success counted down as usual")
        }

        @Test func voiceOversFocusHoldsAToastAsAFingerDoes() {
            let (hud, shown) = showCopied()
            hud.clock.advance(by: 0.5)
            shown.reportHeld(by: .voiceOverFocus)
            hud.clock.advance(by: 30)
            #expect(!hides(hud), "held while the focus is on it")
            shown.reportLetGo(by: .voiceOverFocus)
            hud.clock.advance(by: 0.99)
            #expect(!hides(hud))
            hud.clock.advance(by: 0.02)
            #expect(hides(hud), "the focus gone, it runs on with what was left, 1 s")
        }

        /// VoiceOver's double-tap and hold passes a finger to a toast the focus is on: the toast
        /// waits until both have let go, in either order.
        @Test(arguments: [[HUD.Transition.Holder.finger, .voiceOverFocus], [.voiceOverFocus, .finger]])
        func aFingerAndTheFocusHoldUntilBothLetGo(lettingGo order: [HUD.Transition.Holder]) {
            let (hud, shown) = showCopied()
            shown.reportHeld(by: .voiceOverFocus)
            shown.reportHeld(by: .finger)
            shown.reportLetGo(by: order[0])
            hud.clock.advance(by: 30)
            #expect(!hides(hud), "the other still holds it")
            shown.reportLetGo(by: order[1])
            hud.clock.advance(by: 1.49)
            #expect(!hides(hud), "held from its start: its whole 1.5 s is left")
            hud.clock.advance(by: 0.02)
            #expect(hides(hud))
        }

        @Test func aLetGoByWhatDoesNotHoldChangesNothing() {
            let (hud, shown) = showCopied()
            shown.reportHeld(by: .finger)
            shown.reportLetGo(by: .voiceOverFocus)
            hud.clock.advance(by: 30)
            #expect(!hides(hud), "the focus never held it: the finger still does")
        }

        /// A finger held a toast the app dismissed, and lifted while it faded out (a report the
        /// engine ignores): a toast shown over the fade-out is a new transition, and the focus
        /// alone holds it, so the focus's let-go lets it count down.
        @Test func theHoldersOfAnOlderToastAreForgotten() {
            let (hud, shown) = showCopied()
            shown.reportHeld(by: .finger)
            HUD.dismiss()
            hud.clock.advance(by: 2)
            #expect(hides(hud), "fading out under the finger")
            HUD.showText("Pasted")
            let next = hud.presenter.transitions.last!
            #expect(next !== shown && next.direction == .appear)
            next.reportFinished()
            hud.presenter.clear()
            next.reportHeld(by: .voiceOverFocus)
            hud.clock.advance(by: 30)
            #expect(!hides(hud))
            next.reportLetGo(by: .voiceOverFocus)
            hud.clock.advance(by: 1.51)
            #expect(hides(hud), "the finger held the old transition's toast, not this one")
        }

        @Test func aLetGoWithoutAHoldChangesNothing() {
            let (hud, shown) = showCopied()
            shown.reportLetGo()
            hud.clock.advance(by: 1.49)
            #expect(!hides(hud))
            hud.clock.advance(by: 0.02)
            #expect(hides(hud), "still 1.5 s: a let-go without a hold adds no time")
        }
    }
}
