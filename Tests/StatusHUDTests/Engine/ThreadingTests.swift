import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    @Suite("Threading") @MainActor
    struct ThreadingTests {
        /// Runs `work` on a background thread, then waits until every call it made has been applied.
        private func onBackgroundThread(_ work: @escaping @Sendable () -> Void) async {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread {
                    work()
                    HUD.calls.submit(.perform { done.resume() })
                }
            }
        }

        @Test func aCallFromAnotherThreadIsAppliedOnTheMainQueueInOrder() async {
            let hud = TestHUD()
            await onBackgroundThread {
                #expect(!MainQueue.isCurrent)
                HUD.show(status: "1")
                HUD.setStatus("2")
                HUD.showProgress(0.3, status: "3")
                HUD.showSuccess(status: "4")
            }
            // Calls waiting together merge into one with their joint effect (how many wait
            // together depends on when the hops run), so the presenter sees some of the steps, in
            // order, ending with the last content; the first call's activity is counted.
            let statuses = hud.presenter.events.compactMap { event -> String? in
                switch event {
                case .show(let content, _, _), .update(let content): content.status
                case .hide: "hide"
                }
            }
            #expect(statuses == statuses.sorted() && statuses.last == "4", "\(statuses)")
            #expect(hud.presenter.lastContent == HUD.Content(indicator: .success, status: "4"))
            #expect(hud.engine.activityCount == 1)
            #expect(hud.log.allOnMainQueue)
        }

        @Test func progressThenSuccessFromABackgroundThreadEndsInSuccess() async {
            let hud = TestHUD()
            await onBackgroundThread {
                HUD.showProgress(0.5)
                HUD.showSuccess()
            }
            #expect(HUD.current?.indicator == .success)
            _ = hud
        }

        @Test func aMainQueueCallComesAfterCallsThatHappenedBeforeIt() async {
            let hud = TestHUD()
            let submitted = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                HUD.show(status: "from background")
                submitted.signal()
            }
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    submitted.wait()
                    done.resume()
                }
            }
            HUD.setStatus("from main")      // must not be applied before the show that preceded it
            #expect(HUD.current?.status == "from main")
            _ = hud
        }

        @Test func aProgressFloodIsMergedNewestWinsAndHopsAreRateLimited() async {
            let hud = TestHUD()
            let start = DispatchTime.now().uptimeNanoseconds
            let hopsBefore = HUD.calls.hopCount
            let maxInFlight = Locked(0)
            await onBackgroundThread {
                DispatchQueue.concurrentPerform(iterations: 4) { thread in
                    for step in 1...50_000 {
                        HUD.showProgress(Double(step) / 50_000 * 0.5 + (thread == 0 ? 0 : -0.6))
                        if step % 500 == 0 {
                            let inFlight = HUD.calls.hopsInFlight
                            maxInFlight.withLock { $0 = max($0, inFlight) }
                        }
                    }
                }
                HUD.showProgress(0.75, status: "last")
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let hops = HUD.calls.hopCount - hopsBefore
            #expect(HUD.current == HUD.Content(indicator: .progress(0.75), status: "last"), "the newest progress wins")
            #expect(maxInFlight.withLock { $0 } <= 1, "at most one hop pending at any moment")
            #expect(Double(hops) <= seconds * 120 + 2, "\(hops) hops in \(seconds) s")
            #expect(hud.presenter.events.count < 200_001 / 10, "the presenter saw merged updates, not every call")
        }

        @Test func callsFromTwentyThreadsAtOnceAllLand() async {
            let hud = TestHUD()
            let completions = Locked(0)
            await onBackgroundThread {
                DispatchQueue.concurrentPerform(iterations: 20) { thread in
                    HUD.show(status: "thread \(thread)")
                    HUD.showProgress(.nan, status: "👩‍👩‍👧‍👦 \(thread)")
                    HUD.setStatus(String(repeating: "ש", count: 1000))
                    HUD.dismiss(withDelay: 0.01) { completions.withLock { $0 += 1 } }
                }
            }
            hud.clock.advance(by: 1)
            hud.finishTransition()
            hud.clock.advance(by: 1)
            #expect(completions.withLock { $0 } == 20)
            #expect(hud.engine.phase == .hidden)
            #expect(hud.engine.activityCount == 0)
        }
    }
}
