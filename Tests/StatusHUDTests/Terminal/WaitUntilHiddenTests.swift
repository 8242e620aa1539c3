#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Foundation
import Testing
@testable import StatusHUD

extension SharedHUDTests {
    @Suite("Waiting until hidden", .timeLimit(.minutes(1))) @MainActor
    struct WaitUntilHiddenTests {
        let clock = VirtualScheduler()
        let capture = TerminalCapture()

        init() {
            HUD.engine = Engine(scheduler: clock, presenter: TerminalPresenter(display: capture.display()))
        }

        /// Starts waiting on another task; `finished` turns true when the wait returns.
        private func startWaiting() -> (task: Task<Void, Never>, finished: Locked<Bool>) {
            let finished = Locked(false)
            let task = Task.detached {
                await HUD.waitUntilHidden()
                finished.withLock { $0 = true }
            }
            return (task, finished)
        }

        /// Lets the main queue run for a while (the waiter registers) without moving the HUD's clock.
        private func letTheMainQueueRun() async {
            try? await Task.sleep(nanoseconds: 200_000_000)
        }

        @Test func itReturnsAtOnceWhenTheHUDIsHidden() async {
            await HUD.waitUntilHidden()
            #expect(HUD.engine.phase == .hidden)
        }

        @Test func itWaitsForASuccessToDismissItself() async {
            HUD.showSuccess(status: "Done")
            let waiting = startWaiting()
            await letTheMainQueueRun()
            #expect(!waiting.finished.withLock { $0 }, "still showing: the clock has not moved")

            clock.advance(by: HUD.displayDuration(for: "Done"))
            await waiting.task.value
            #expect(waiting.finished.withLock { $0 })
            #expect(HUD.engine.phase == .hidden)
        }

        @Test func itWaitsForTheCallsMadeBeforeItOnTheSameThread() async {
            let finished = Locked(false)
            let task = Task.detached {
                HUD.show(status: "Working")        // applied later, on the main queue
                await HUD.waitUntilHidden()        // so this must wait for it
                finished.withLock { $0 = true }
            }
            await letTheMainQueueRun()
            #expect(HUD.engine.phase == .visible)
            #expect(!finished.withLock { $0 })
            HUD.dismiss()
            await task.value
            #expect(finished.withLock { $0 })
        }

        @Test func itReturnsWhenAHUDDismissedInItsGraceTimeGoesWithoutANotification() async {
            HUD.configuration.graceTimeInterval = 1
            HUD.show(status: "Quick")
            #expect(HUD.engine.phase == .grace)
            let waiting = startWaiting()
            await letTheMainQueueRun()
            #expect(!waiting.finished.withLock { $0 })
            HUD.dismiss()                          // hidden without a didDisappear notification
            await waiting.task.value
            #expect(HUD.engine.phase == .hidden)
        }

        @Test func itReturnsWhenItsTaskIsCancelled() async {
            HUD.show(status: "Forever")
            let waiting = startWaiting()
            await letTheMainQueueRun()
            waiting.task.cancel()
            await waiting.task.value
            #expect(waiting.finished.withLock { $0 })
            #expect(HUD.engine.phase == .visible)
            HUD.dismiss()
        }
    }
}
#endif
