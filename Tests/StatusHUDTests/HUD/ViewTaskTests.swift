import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// SwiftUI's `.statusHUDTask`: a view's task reports its errors as `whileRunning` does — the
    /// error HUD, and the error handed to the view in place of a throw — and not its cancellation.
    @Suite("A view's task", .timeLimit(.minutes(1))) @MainActor
    struct ViewTaskTests {
        let hud = TestHUD.finishingFadesAtOnce()

        @Test func anErrorIsShownAndHandedToTheView() async {
            let reported = Reports()
            await HUD.shared.runForView(status: "Searching", success: nil, failure: nil, { throw Failure() }) { error in
                reported.errors.append(error.localizedDescription)
            }
            #expect(reported.errors == ["The disk is full"])
            await until { HUD.current?.indicator == .error }
            #expect(HUD.current == HUD.Content(indicator: .error, status: "The disk is full"))
            HUD.dismiss()
        }

        @Test func anErrorTheHUDCannotShowStillReachesTheView() async {
            let reported = Reports()
            await HUD.shared.runForView(status: "Searching", success: nil, failure: "Search failed", {
                HUD.show(status: "Something else took the HUD")
                throw Failure()
            }) { error in
                reported.errors.append(error.localizedDescription)
            }
            #expect(reported.errors == ["The disk is full"], "not silently lost")
            await until { hud.engine.activityCount == 1 }
            #expect(HUD.current?.status == "Something else took the HUD")
            HUD.dismiss()
        }

        @Test func aCancellationIsNotReported() async {
            let reported = Reports()
            let task = Task {
                await HUD.shared.runForView(status: "Searching", success: nil, failure: nil, {
                    try await Task.sleep(nanoseconds: 60_000_000_000)
                }) { error in
                    reported.errors.append(error.localizedDescription)
                }
            }
            task.cancel()
            await task.value
            #expect(reported.errors.isEmpty)
        }

        @Test func successIsNotAnError() async {
            let reported = Reports()
            await HUD.shared.runForView(status: "Searching", success: nil, failure: nil, {}) { error in
                reported.errors.append(error.localizedDescription)
            }
            #expect(reported.errors.isEmpty)
        }
    }
}

/// What a view's error handler was handed.
@MainActor
private final class Reports: Sendable {
    var errors: [String] = []
}
