import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// The work-driven calls, bound progress, waits and touches of a `HUD.Instance`: each drives
    /// that HUD's engine alone, as its static twin drives the shared HUD's. Two instances and the
    /// shared HUD (a recording engine installed behind the static API) are up in every test, and
    /// the untouched two must stay untouched.
    @MainActor
    @Suite("Instance work, waits and touches", .timeLimit(.minutes(1)))
    struct InstanceWorkTests {
        let shared = TestHUD.finishingFadesAtOnce()
        let a = InstanceTests.Made(), b = InstanceTests.Made()

        /// Neither the other instance nor the shared HUD has been asked to draw anything.
        func othersUntouched(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(b.presenter.events.isEmpty && b.hud.current == nil, "the other instance", sourceLocation: sourceLocation)
            #expect(shared.presenter.events.isEmpty && HUD.current == nil, "the shared HUD", sourceLocation: sourceLocation)
        }

        @Test func slowWorkShowsTheSpinnerThenTheSuccessOnItsHUDOnly() async throws {
            let gate = Gate()
            let hud = a.hud
            let task = Task { try await hud.whileRunning(status: "Saving", success: "Saved") { await gate.wait(); return "ok" } }
            await until { a.hud.engine.phase == .grace }
            #expect(a.hud.current?.status == "Saving")
            a.clock.advance(by: 0.3)
            #expect(a.hud.isVisible)
            gate.open()
            #expect(try await task.value == "ok")
            #expect(a.hud.current == HUD.Content(indicator: .success, status: "Saved"), "applied before it returned")
            othersUntouched()
        }

        @Test func quickWorkShowsNothingOnAnyHUD() async throws {
            let value = try await a.hud.whileRunning(status: "Quick", success: "Done") { 42 }
            #expect(value == 42)
            #expect(a.presenter.events.isEmpty && a.hud.engine.phase == .hidden)
            othersUntouched()
        }

        @Test func aThrownErrorShowsTheErrorOnItsHUDAndIsRethrown() async {
            let hud = a.hud
            await #expect(throws: Failure.self) { try await hud.whileRunning(status: "Writing", graceTime: 0) { throw Failure() } }
            #expect(a.hud.current == HUD.Content(indicator: .error, status: "The disk is full"))
            othersUntouched()
        }

        @Test func itsCancelButtonCancelsTheOperationAndDismissesItsHUD() async {
            let hud = a.hud
            let task = Task {
                try await hud.whileRunning(status: "Waiting", graceTime: 0, cancelTitle: "Cancel") {
                    try await Task.sleep(nanoseconds: 60_000_000_000)
                }
            }
            await until { a.hud.current?.action != nil }
            a.hud.performAction()
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(a.hud.engine.phase == .hidden)
            othersUntouched()
        }

        @Test func workInTheBackgroundShowsItsHUDThenRunsTheCompletion() async {
            let gate = DispatchSemaphore(value: 0)
            var completed = false
            a.hud.runInBackground(status: "Compressing", graceTime: 0) { gate.wait() } completion: { completed = true }
            #expect(a.hud.current?.status == "Compressing" && a.hud.isVisible)
            othersUntouched()
            gate.signal()
            await until { completed }
            #expect(a.hud.engine.phase == .hidden)
            othersUntouched()
        }

        @Test func aBoundProgressIsFollowedOnItsHUDToASuccess() {
            let progress = Progress(totalUnitCount: 10)
            a.hud.showProgress(of: progress, status: "Exporting", success: "Exported")
            #expect(a.hud.current == HUD.Content(indicator: .progress(0), status: "Exporting"))
            progress.completedUnitCount = 4
            a.clock.advance(by: ProgressBinding.interval)
            #expect(a.hud.current?.indicator == .progress(0.4))
            progress.completedUnitCount = 10
            a.clock.advance(by: ProgressBinding.interval)
            #expect(a.hud.current == HUD.Content(indicator: .success, status: "Exported"))
            othersUntouched()
        }

        @Test func waitingUntilHiddenWaitsForItsHUDAlone() async {
            HUD.show(status: "Shared, up for good")
            shared.presenter.clear()
            a.hud.showSuccess(status: "Saved")
            let finished = Locked(false)
            let hud = a.hud
            let waiting = Task.detached {
                await hud.waitUntilHidden()
                finished.withLock { $0 = true }
            }
            await until { a.hud.engine.hiddenWaiterCount == 1 }
            #expect(shared.engine.hiddenWaiterCount == 0 && b.hud.engine.hiddenWaiterCount == 0)
            #expect(!finished.withLock { $0 }, "its success is still up")
            a.clock.advance(by: a.hud.displayDuration(for: "Saved") + 0.01)
            await until { finished.withLock { $0 } }
            #expect(HUD.isVisible, "it returned though the shared HUD is still up")
            HUD.dismiss()
            await waiting.value
        }

        @Test func touchesArePostedWithItsHUDAsTheirObject() {
            a.hud.show(status: "Touchy")
            HUD.show(status: "Shared")
            var heard: [String] = []
            let names = [HUD.didReceiveTouchEventNotification, HUD.didTouchDownInsideNotification]
            let observers = names.flatMap { name in
                [("a", a.hud as AnyObject?), ("b", b.hud), ("any", nil)].map { label, object in
                    NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { note in
                        let status = note.userInfo?[HUD.statusUserInfoKey] as? String ?? "none"
                        let shortName = note.name == HUD.didTouchDownInsideNotification ? "inside" : "touch"
                        let sender = note.object == nil ? "nil" : note.object as AnyObject === a.hud ? "a" : "other"
                        MainActor.assumeIsolated { heard.append("\(label) \(shortName) \(status) \(sender)") }
                    }
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            a.hud.presenterDidReceiveTouch(insideHUD: true)
            HUD.presenterDidReceiveTouch(insideHUD: false)
            #expect(heard.sorted() == ["a inside Touchy a", "a touch Touchy a", "any inside Touchy a", "any touch Shared nil",
                                       "any touch Touchy a"])
            a.hud.dismiss()
            HUD.dismiss()
        }
    }
}
