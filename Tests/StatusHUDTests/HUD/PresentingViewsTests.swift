import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// SwiftUI's `.statusHUD(while:status:on:)` and `.statusHUDTask(…on:)` with an instance: the
    /// views presenting on one HUD drive that HUD alone, and a view moved to another HUD ends its
    /// activity on the old one.
    @MainActor
    @Suite("Views presenting on an instance", .timeLimit(.minutes(1)))
    struct PresentingViewsTests {
        let shared = TestHUD.finishingFadesAtOnce()
        let a = InstanceTests.Made(), b = InstanceTests.Made()
        let views = PresentingViews()

        @Test func viewsPresentOnTheirOwnHUDOnly() {
            views.update(1, on: a.hud, isPresented: true, status: "Card A")
            views.update(2, on: HUD.shared, isPresented: true, status: "Everywhere")
            views.update(3, on: a.hud, isPresented: true, status: "Card A again")
            #expect(a.hud.current?.status == "Card A again" && a.hud.engine.activityCount == 2)
            #expect(HUD.current?.status == "Everywhere" && shared.engine.activityCount == 1)
            #expect(b.presenter.events.isEmpty)
            views.update(3, on: a.hud, isPresented: false, status: "Card A again")
            #expect(a.hud.current?.status == "Card A", "the other view's status is back")
            views.ended(1)
            #expect(a.hud.current == nil && a.hud.engine.activityCount == 0)
            #expect(HUD.current?.status == "Everywhere", "the shared HUD stays")
            views.ended(2)
            #expect(HUD.current == nil)
        }

        @Test func aViewGivenAnotherHUDEndsOnTheOldOneFirst() {
            views.update(1, on: a.hud, isPresented: true, status: "Moving")
            views.update(1, on: b.hud, isPresented: true, status: "Moving")
            #expect(a.hud.current == nil && a.hud.engine.activityCount == 0)
            #expect(b.hud.current?.status == "Moving" && b.hud.engine.activityCount == 1)
            views.ended(1)
            #expect(b.hud.current == nil)
            #expect(shared.presenter.events.isEmpty)
        }

        @Test func aViewsTaskRunsOnItsHUD() async {
            let failed = Locked<[String]>([])
            await a.hud.runForView(status: "Searching", success: nil, failure: "Search failed", { throw Failure() }) { error in
                failed.withLock { $0.append(error.localizedDescription) }
            }
            #expect(failed.withLock { $0 } == ["The disk is full"])
            #expect(a.hud.current == HUD.Content(indicator: .error, status: "Search failed"))
            #expect(b.presenter.events.isEmpty && shared.presenter.events.isEmpty && HUD.current == nil)
        }
    }
}
