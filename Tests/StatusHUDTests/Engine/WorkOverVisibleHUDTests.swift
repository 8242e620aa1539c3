import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// Work-driven HUDs meeting a HUD that is already up, and dismissals that must stay final: grace
    /// time means the same whether or not a HUD is shown, and work whose HUD was dismissed never
    /// shows anything again. (Each test here failed before: the quick work drew its spinner at once,
    /// and a binding or operation brought a dismissed HUD back.)
    @Suite("Work over a HUD that is up") @MainActor
    struct WorkOverVisibleHUDTests {
        let hud = TestHUD()

        func spinner(_ status: String) -> HUD.Content { HUD.Content(indicator: .spinner, status: status) }

        /// Work's show as `whileRunning` makes it: the spinner, with a grace time of 0.3 s.
        func startWork(_ status: String) -> WorkOwner {
            let work = WorkOwner()
            hud.engine.show(spinner(status), kind: .progress, owner: work, grace: 0.3)
            return work
        }

        var hides: Int { hud.presenter.events.filter { if case .hide = $0 { true } else { false } }.count }

        @Test func quickWorkLeavesASuccessToastToFinishItsOwnCountdown() {
            HUD.showSuccess(status: "Saved")
            hud.finishTransition()
            hud.presenter.clear()
            let work = startWork("Quick")
            hud.clock.advance(by: 0.02)
            hud.engine.finish(work, with: .success("Loaded"))
            #expect(HUD.current == HUD.Content(indicator: .success, status: "Saved"))
            #expect(hud.presenter.events.isEmpty, "neither the spinner nor the success was drawn")
            hud.clock.advance(by: 6)
            #expect(hides == 1, "the toast dismissed itself")
        }

        @Test func quickWorkLeavesAPlainShowUp() {
            hud.showVisible("Syncing")
            let work = startWork("Quick")
            hud.clock.advance(by: 0.02)
            hud.engine.finish(work, with: .dismiss)
            hud.clock.advance(by: 1)
            #expect(HUD.current == spinner("Syncing"))
            #expect(hud.engine.phase == .visible && hud.presenter.events.isEmpty)
            #expect(hud.engine.liveTimerCount == 0)
        }

        @Test func slowWorkTakesTheHUDOverWhenItsGraceTimeEnds() {
            hud.showVisible("Syncing")
            let work = startWork("Loading")
            hud.clock.advance(by: 0.29)
            #expect(HUD.current == spinner("Syncing"))
            hud.clock.advance(by: 0.01)
            #expect(HUD.current == spinner("Loading"))
            #expect(hud.presenter.events == [.update(spinner("Loading"))])
            hud.engine.finish(work, with: .success("Loaded"))
            #expect(HUD.current == HUD.Content(indicator: .success, status: "Loaded"))
        }

        @Test func quickWorkThatFailsShowsItsErrorAsWithNothingUp() {
            HUD.showSuccess(status: "Saved")
            hud.finishTransition()
            let work = startWork("Quick")
            hud.engine.finish(work, with: .error("The disk is full"))
            #expect(HUD.current == HUD.Content(indicator: .error, status: "The disk is full"))
        }

        @Test func aDismissalWhileWorkWaitsOutItsGraceTakesItsChanceAway() {
            hud.showVisible("Syncing")
            let work = startWork("Loading")
            HUD.dismiss()
            hud.clock.advance(by: 1)
            hud.finishTransition()
            hud.clock.advance(by: 1)
            #expect(hud.engine.phase == .hidden && HUD.current == nil)
            hud.engine.finish(work, with: .success("Loaded"))
            #expect(HUD.current == nil)
            #expect(!hud.presenter.events.contains(.update(spinner("Loading"))))
        }

        @Test func aDismissedBoundProgressStaysDismissedThroughItsFadeOut() {
            let progress = Progress(totalUnitCount: 10)
            progress.completedUnitCount = 2
            HUD.showProgress(of: progress, status: "Uploading", success: "Uploaded")
            hud.finishTransition()
            hud.clock.advance(by: 1)
            hud.presenter.clear()
            HUD.dismiss()
            #expect(hud.engine.phase == .disappearing)
            progress.completedUnitCount = 5
            hud.clock.advance(by: ProgressBinding.interval * 5)
            progress.completedUnitCount = 10
            hud.clock.advance(by: ProgressBinding.interval * 5)
            #expect(hud.engine.phase == .disappearing, "no comeback at 50 %, no success")
            #expect(hud.presenter.events == [.hide(hud.engine.configuration.sanitizedTiming.fadeOutDuration)])
            hud.finishTransition()
            #expect(hud.engine.phase == .hidden && hud.clock.pendingCount == 0, "the binding stopped reading")
        }

        @Test func anOperationWhoseHUDWasDismissedShowsNoSuccess() {
            let work = WorkOwner()
            hud.engine.show(spinner("Saving"), kind: .progress, owner: work, grace: 0)
            hud.finishTransition()
            hud.clock.advance(by: 1)
            HUD.dismiss()
            #expect(hud.engine.phase == .disappearing)
            hud.engine.finish(work, with: .success("Saved"))
            #expect(hud.engine.phase == .disappearing && HUD.current == spinner("Saving"))
            hud.finishTransition()
            #expect(hud.engine.phase == .hidden)
        }

        @Test func aDelayedDismissalIsNotUndoneByTheBindingsNextRead() {
            let progress = Progress(totalUnitCount: 10)
            HUD.showProgress(of: progress, status: "Uploading")
            hud.finishTransition()
            HUD.dismiss(withDelay: 1)
            progress.completedUnitCount = 10
            hud.clock.advance(by: ProgressBinding.interval * 3)
            #expect(HUD.current?.indicator == .progress(0), "frozen where the user dismissed it")
            hud.clock.advance(by: 1)
            #expect(hud.engine.phase == .disappearing)
        }
    }
}
