import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    @Suite("Activity count") @MainActor
    struct ActivityTests {
        @Test func eachShowAddsOneAndTheLastPopDismisses() {
            let hud = TestHUD()
            HUD.show(status: "A")
            HUD.show()
            HUD.show(status: "C")
            #expect(hud.engine.activityCount == 3)
            HUD.popActivity()
            HUD.popActivity()
            #expect(hud.engine.activityCount == 1)
            #expect(hud.engine.phase == .appearing)
            HUD.popActivity()
            #expect(hud.engine.activityCount == 0)
            #expect(hud.engine.phase == .disappearing)
        }

        @Test func otherShowsDoNotChangeTheCount() {
            let hud = TestHUD()
            HUD.show()
            HUD.showProgress(0.5)
            HUD.setStatus("x")
            HUD.showSuccess()
            HUD.showError()
            HUD.showInfo()
            HUD.showImage(TestImage.make())
            #expect(hud.engine.activityCount == 1)
        }

        @Test func popWithNothingCountedDismisses() {
            let hud = TestHUD()
            HUD.showProgress(0.1)
            HUD.popActivity()
            #expect(hud.engine.phase == .disappearing)
            #expect(hud.engine.activityCount == 0)
        }

        @Test func dismissResetsTheCount() {
            let hud = TestHUD()
            HUD.show()
            HUD.show()
            HUD.dismiss(withDelay: 5)
            #expect(hud.engine.activityCount == 0)
            HUD.show()                        // cancels the delayed dismiss
            HUD.popActivity()                 // one show since the dismiss: this ends it
            #expect(hud.engine.phase == .disappearing)
        }

        @Test func theAutomaticDismissalResetsTheCountToo() {
            let hud = TestHUD()
            HUD.show()
            HUD.show()
            HUD.showSuccess(status: "Part done")
            hud.finishTransition()
            hud.clock.advance(by: 1.5)
            hud.finishTransition()
            #expect(hud.engine.phase == .hidden)
            #expect(hud.engine.activityCount == 0)
            HUD.show()
            HUD.popActivity()
            #expect(hud.engine.phase == .disappearing, "a stale count does not keep the next HUD up")
        }

        @Test func showAndPopFromManyThreadsBalanceOut() async {
            let hud = TestHUD()
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    DispatchQueue.concurrentPerform(iterations: 20) { _ in
                        for _ in 0..<50 { HUD.show() }
                        for _ in 0..<50 { HUD.popActivity() }
                    }
                    HUD.calls.submit(.perform { done.resume() })
                }
            }
            #expect(hud.engine.activityCount == 0)
            #expect(hud.engine.phase == .disappearing || hud.engine.phase == .hidden)
        }
    }
}
