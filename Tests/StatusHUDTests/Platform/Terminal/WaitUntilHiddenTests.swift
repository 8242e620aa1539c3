#if canImport(Glibc) || (canImport(Darwin) && os(macOS))
import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDPlatform
@testable import StatusHUDControls

extension SharedHUDTests {
    @Suite("Waiting until hidden", .timeLimit(.minutes(1))) @MainActor
    struct WaitUntilHiddenTests {
        let hud = TestHUD(presenter: TerminalPresenter(display: TerminalCapture().display()))

        /// Starts waiting on another task; `finished` turns true when the wait returns.
        private func startWaiting() -> (task: Task<Void, Never>, finished: Locked<Bool>) {
            let finished = Locked(false)
            let task = Task.detached {
                await HUD.waitUntilHidden()
                finished.withLock { $0 = true }
            }
            return (task, finished)
        }

        /// Lets the main queue run, without moving the HUD's clock, until a waiter has registered
        /// with the engine (so every call its task made before has been applied too).
        private func untilAWaiterIsRegistered() async {
            while hud.engine.hiddenWaiterCount == 0 { await Task.yield() }
        }

        @Test func itReturnsAtOnceWhenTheHUDIsHidden() async {
            await HUD.waitUntilHidden()
            #expect(HUD.engine.phase == .hidden)
        }

        /// In a terminal the ✔ line is in the scroll-back once written: waiting for it takes one
        /// turn of the clock, not the 1.5 s (or, for 100,000 characters, the maximum) display time.
        @Test(arguments: ["Done", String(repeating: "long ", count: 20_000)])
        func itReturnsOnceASuccessLineIsWritten(status: String) async {
            HUD.showSuccess(status: status)
            let waiting = startWaiting()
            await untilAWaiterIsRegistered()
            #expect(!waiting.finished.withLock { $0 }, "the clock has not turned yet")

            hud.clock.advance(by: 0)
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
            await untilAWaiterIsRegistered()
            #expect(HUD.engine.phase == .visible)
            #expect(!finished.withLock { $0 })
            HUD.dismiss()
            await task.value
            #expect(finished.withLock { $0 })
        }

        @Test func itReturnsWhenAHUDDismissedInItsGraceTimeGoesWithoutANotification() async {
            HUD.configuration.graceDuration = 1
            HUD.show(status: "Quick")
            #expect(HUD.engine.phase == .grace)
            let waiting = startWaiting()
            await untilAWaiterIsRegistered()
            #expect(!waiting.finished.withLock { $0 })
            HUD.dismiss()                          // hidden without a didDisappear notification
            await waiting.task.value
            #expect(HUD.engine.phase == .hidden)
        }

        @Test func itReturnsWhenItsTaskIsCancelled() async {
            HUD.show(status: "Forever")
            let waiting = startWaiting()
            await untilAWaiterIsRegistered()
            waiting.task.cancel()
            await waiting.task.value
            #expect(waiting.finished.withLock { $0 })
            #expect(HUD.engine.phase == .visible)
            HUD.dismiss()
        }
    }
}
#endif
