import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// A finger holding a toast (`reportHeld()` … `reportLetGo()`): its countdown waits, as iOS's
    /// banners do, and runs on with what was left, at least 1 s, once the finger lets go.
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
