import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A gate an operation waits at until the test opens it.
final class Gate: Sendable {
    private let state = Locked<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.open { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.open = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

struct Failure: LocalizedError {
    var errorDescription: String? { "The disk is full" }
}

extension SharedHUDTests {
    @Suite("Work-driven HUDs", .timeLimit(.minutes(1))) @MainActor
    struct WorkTests {
        let hud = TestHUD.finishingFadesAtOnce()

        @Test func quickWorkShowsNothing() async throws {
            let value = try await HUD.whileRunning(status: "Quick", success: "Done") { 42 }
            await until { hud.engine.phase == .hidden && hud.engine.liveTimerCount == 0 }
            #expect(value == 42)
            #expect(hud.presenter.events.isEmpty)
            #expect(hud.log.entries.isEmpty)
        }

        @Test func slowWorkShowsTheSpinnerThenTheSuccess() async throws {
            let gate = Gate()
            let task = Task { try await HUD.whileRunning(status: "Saving", success: "Saved") { await gate.wait(); return "ok" } }
            await until { hud.engine.phase == .grace }
            #expect(HUD.current?.status == "Saving")
            hud.clock.advance(by: 0.3)
            #expect(hud.engine.phase == .visible)
            gate.open()
            #expect(try await task.value == "ok")
            await until { HUD.current?.indicator == .success }
            #expect(HUD.current?.status == "Saved")
        }

        @Test func aThrownErrorShowsTheErrorAndIsRethrown() async {
            let gate = Gate()
            let task = Task { try await HUD.whileRunning(status: "Writing") { await gate.wait(); throw Failure() } }
            await until { hud.engine.phase == .grace }
            hud.clock.advance(by: 0.3)
            gate.open()
            await #expect(throws: Failure.self) { try await task.value }
            await until { HUD.current?.indicator == .error }
            #expect(HUD.current?.status == "The disk is full")
        }

        @Test func cancellingTheTaskDismissesTheHUD() async {
            let task = Task { try await HUD.whileRunning(status: "Waiting") { try await Task.sleep(nanoseconds: 60_000_000_000) } }
            await until { hud.engine.phase == .grace }
            hud.clock.advance(by: 0.3)
            #expect(hud.engine.phase == .visible)
            task.cancel()
            _ = await task.result
            await until { hud.engine.phase == .hidden }
            #expect(hud.log.entries.contains(.didDisappear("Waiting")))
        }

        @Test func overlappingOperationsNeverDismissEachOthersHUD() async throws {
            let first = Gate(), second = Gate()
            let a = Task { try await HUD.whileRunning(status: "First", graceTime: 0) { await first.wait() } }
            await until { HUD.current?.status == "First" }
            let b = Task { try await HUD.whileRunning(status: "Second", graceTime: 0) { await second.wait() } }
            await until { HUD.current?.status == "Second" }
            first.open()
            try await a.value
            for _ in 0..<20 { await Task.yield() }
            #expect(HUD.current?.status == "Second", "the first operation left the second one's HUD alone")
            second.open()
            try await b.value
            await until { hud.engine.phase == .hidden }
        }

        @Test func aPlainShowTakesOverAndTheWorkLeavesItAlone() async throws {
            let gate = Gate()
            let task = Task { try await HUD.whileRunning(status: "Syncing", success: "Synced", graceTime: 0) { await gate.wait() } }
            await until { HUD.current?.status == "Syncing" }
            HUD.show(status: "Something else")
            gate.open()
            try await task.value
            for _ in 0..<20 { await Task.yield() }
            #expect(HUD.current == HUD.Content(indicator: .spinner, status: "Something else"))
        }

        @Test func theCancelButtonCancelsTheOperationAndTheHUDGoesAtOnce() async {
            let stopped = Locked(false)
            let task = Task {
                try await HUD.whileRunning(status: "Syncing", success: "Synced", graceTime: 0, cancelTitle: "Cancel") {
                    do {
                        try await Task.sleep(nanoseconds: 60_000_000_000)
                    } catch {
                        stopped.withLock { $0 = true }
                        throw error
                    }
                }
            }
            await until { HUD.current?.action?.title == "Cancel" }
            HUD.performAction()
            #expect(hud.engine.phase == .hidden, "the HUD went at once")
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(stopped.withLock { $0 }, "the operation was cancelled")
            #expect(!task.isCancelled, "the calling task itself was not")
            #expect(!hud.presenter.events.contains { if case .show(let content, _, _) = $0 { content.indicator == .success } else { false } })
        }

        @Test func withACancelButtonTheResultStillComesBack() async throws {
            let gate = Gate()
            let task = Task {
                try await HUD.whileRunning(status: "Counting", success: "Counted", graceTime: 0, cancelTitle: "Cancel") {
                    await gate.wait()
                    return 7
                }
            }
            await until { HUD.current?.action != nil }
            gate.open()
            #expect(try await task.value == 7)
            await until { HUD.current?.indicator == .success }
            #expect(HUD.current?.action == nil, "the success has no button")
        }

        @Test func theCompletionHandlerFormRunsItsCompletionOnceHidden() async {
            let done = Locked(false)
            HUD.runInBackground(status: "Compressing", graceTime: 0) {} completion: { done.withLock { $0 = true } }
            await until { done.withLock { $0 } }
            #expect(hud.engine.phase == .hidden)
        }

        /// Something an operation or a completion holds on to.
        final class Held: Sendable {}

        @Test func anOperationAndACompletionAreLetGoOnceTheHUDIsDone() async throws {
            weak var operationHeld: Held?
            weak var completionHeld: Held?
            do {
                let forOperation = Held(), forCompletion = Held()
                operationHeld = forOperation
                completionHeld = forCompletion
                try await HUD.whileRunning(status: "Holding", graceTime: 0) { _ = forOperation }
                let done = Locked(false)
                HUD.runInBackground(status: "Again", graceTime: 0) {} completion: {
                    _ = forCompletion
                    done.withLock { $0 = true }
                }
                await until { done.withLock { $0 } && hud.engine.phase == .hidden }
            }
            hud.clock.advance(by: 1)
            #expect(operationHeld == nil)
            #expect(completionHeld == nil)
        }

        // MARK: Progress

        @Test func aBoundProgressIsFollowedToASuccess() {
            let progress = Progress(totalUnitCount: 4)
            HUD.showProgress(of: progress, status: "Exporting", success: "Exported")
            #expect(HUD.current == HUD.Content(indicator: .progress(0), status: "Exporting"))
            progress.completedUnitCount = 1
            hud.clock.advance(by: ProgressBinding.interval)
            #expect(HUD.current == HUD.Content(indicator: .progress(0.25), status: "Exporting"))
            hud.clock.advance(by: ProgressBinding.interval)    // unchanged: no new update
            progress.completedUnitCount = 4
            hud.clock.advance(by: ProgressBinding.interval)
            #expect(HUD.current == HUD.Content(indicator: .success, status: "Exported"))
            #expect(hud.presenter.changes == [.progress, [.indicator, .status]])
        }

        @Test func aCancelledProgressDismissesTheHUD() {
            let progress = Progress(totalUnitCount: 4)
            HUD.showProgress(of: progress, status: "Importing")
            progress.cancel()
            hud.clock.advance(by: ProgressBinding.interval)
            #expect(hud.engine.phase == .hidden)
        }

        @Test func theHUDLetsGoOfAProgressOnceOtherContentTakesOver() {
            weak var released: Progress?
            do {
                let progress = Progress(totalUnitCount: 10)
                released = progress
                HUD.showProgress(of: progress, status: "Copying")
                hud.clock.advance(by: ProgressBinding.interval)
            }
            #expect(released != nil, "held while the HUD follows it")
            HUD.showSuccess(status: "Something else")
            hud.clock.advance(by: ProgressBinding.interval)
            #expect(released == nil, "the binding stopped and let go of the progress")
            #expect(hud.clock.pendingCount <= 1, "no read left scheduled (only the success's countdown)")
        }
    }
}
