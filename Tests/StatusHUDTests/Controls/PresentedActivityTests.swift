import Testing
@_spi(Presenter) @testable import StatusHUD

/// SwiftUI's `.statusHUD(isPresented:status:)`: what it asks of the shared HUD as its inputs and its
/// lifetime change.
@Suite("Presented activity")
struct PresentedActivityTests {
    @Test func itShowsOnceWhilePresentedAndEndsExactlyItsOwnActivity() {
        var activity = PresentedActivity()
        #expect(activity.update(isPresented: false, status: "Loading") == nil, "not presented: nothing")
        #expect(activity.update(isPresented: true, status: "Loading") == .show(status: "Loading"))
        #expect(activity.update(isPresented: true, status: "Loading") == nil, "the same inputs again: nothing")
        #expect(activity.update(isPresented: false, status: "Loading") == .end)
        #expect(activity.update(isPresented: false, status: "Loading") == nil, "ended once")
    }

    @Test func aNewStatusWhilePresentedIsSetInPlace() {
        var activity = PresentedActivity()
        _ = activity.update(isPresented: true, status: "Loading")
        #expect(activity.update(isPresented: true, status: "Almost there") == .setStatus("Almost there"))
        #expect(activity.update(isPresented: true, status: nil) == .setStatus(nil))
    }

    @Test func aViewThatGoesWhilePresentingEndsItsActivityAndOneThatNeverPresentedEndsNothing() {
        var presenting = PresentedActivity()
        _ = presenting.update(isPresented: true, status: nil)
        #expect(presenting.disappeared() == .end)
        #expect(presenting.disappeared() == nil)
        var idle = PresentedActivity()
        _ = idle.update(isPresented: false, status: nil)
        #expect(idle.disappeared() == nil, "another view's HUD is not ended")
    }
}
