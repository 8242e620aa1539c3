import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// SwiftUI's `.statusHUD(while:status:)`: what the presenting views ask of the shared HUD as their
/// inputs and lifetimes change.
@Suite("Presented activities")
struct PresentedActivitiesTests {
    @Test func aViewShowsOnceWhilePresentedAndEndsExactlyItsOwnActivity() {
        var views = PresentedActivities()
        #expect(views.update(1, isPresented: false, status: "Loading") == [], "not presented: nothing")
        #expect(views.update(1, isPresented: true, status: "Loading") == [.show(status: "Loading")])
        #expect(views.update(1, isPresented: true, status: "Loading") == [], "the same inputs again: nothing")
        #expect(views.update(1, isPresented: false, status: "Loading") == [.end])
        #expect(views.update(1, isPresented: false, status: "Loading") == [], "ended once")
    }

    @Test func aNewStatusWhilePresentedIsSetInPlace() {
        var views = PresentedActivities()
        _ = views.update(1, isPresented: true, status: "Loading")
        #expect(views.update(1, isPresented: true, status: "Almost there") == [.setStatus("Almost there")])
        #expect(views.update(1, isPresented: true, status: nil) == [.setStatus(nil)])
    }

    @Test func aViewThatGoesWhilePresentingEndsItsActivityAndOneThatNeverPresentedEndsNothing() {
        var views = PresentedActivities()
        _ = views.update(1, isPresented: true, status: nil)
        _ = views.update(2, isPresented: false, status: nil)
        #expect(views.ended(2) == [], "another view's HUD is not ended")
        #expect(views.ended(1) == [.end])
        #expect(views.ended(1) == [])
        #expect(!views.isPresenting(1))
    }

    @Test func theNewestPresenterIsShownAndWhenItStopsTheOtherIsShownAgain() {
        var views = PresentedActivities()
        _ = views.update(1, isPresented: true, status: "Syncing")
        #expect(views.update(2, isPresented: true, status: "Searching") == [.show(status: "Searching")])
        #expect(views.update(1, isPresented: true, status: "Syncing 3 of 9") == [],
                "the older view's new status does not overwrite the one shown")
        #expect(views.update(2, isPresented: false, status: "Searching") == [.setStatus("Syncing 3 of 9"), .end],
                "the newest stops: the other's latest status comes back, and its activity stays")
        #expect(views.update(1, isPresented: true, status: "Syncing 4 of 9") == [.setStatus("Syncing 4 of 9")])
        #expect(views.ended(1) == [.end])
    }

    @Test func anOlderPresenterThatStopsLeavesTheShownStatusAlone() {
        var views = PresentedActivities()
        _ = views.update(1, isPresented: true, status: "Syncing")
        _ = views.update(2, isPresented: true, status: "Searching")
        #expect(views.ended(1) == [.end], "only its activity ends; the newest's text stays")
        #expect(views.update(2, isPresented: true, status: "Still searching") == [.setStatus("Still searching")])
    }
}
