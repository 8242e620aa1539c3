import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// The live scheduler, on the real main queue.
    @Suite("Live scheduler", .timeLimit(.minutes(1))) @MainActor
    struct SchedulerTests {
        /// Waits `seconds` of real time without blocking the main actor.
        private func pause(_ seconds: TimeInterval) async {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { done.resume() }
            }
        }

        @Test func aTimerFiresOnceOnTheMainQueueUnlessCancelled() async {
            let scheduler = DispatchScheduler()
            var fired: [String] = []
            _ = scheduler.schedule(after: 0) { fired.append("zero") }
            _ = scheduler.schedule(after: 0.01) { fired.append("soon") }
            scheduler.schedule(after: 0.01) { fired.append("cancelled") }.cancel()
            await pause(0.1)
            #expect(fired == ["zero", "soon"])
        }

        @Test(arguments: [Double.infinity, 1e300, DispatchScheduler.longestDelay * 2])
        func anEndlessDelayNeverFiresAndDoesNotTrap(delay: Double) async {
            var fired = false
            _ = DispatchScheduler().schedule(after: delay) { fired = true }
            await pause(0.02)
            #expect(!fired)
        }

        @Test func anEngineThatIsGoneLeavesItsPendingTimersHarmless() async {
            var engine: Engine? = Engine(scheduler: DispatchScheduler(), presenter: RecordingPresenter())
            weak let released = engine
            engine?.show(HUD.Content(indicator: .success), kind: .dismissesItself)   // auto-dismiss timer pending
            engine?.dismiss(after: 0.01, completion: nil)                            // delayed dismiss pending
            engine = nil
            #expect(released == nil, "timers hold the engine weakly")
            await pause(0.05)                                                      // they fire into nothing
        }
    }
}
