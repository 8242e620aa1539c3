import Testing
@testable import StatusHUDPresenting

/// The gestures of the views around a blocking HUD in a view (`BlockedGesture`): the back swipes,
/// the edge one and iOS 26's full-width one, go on as over a disabled view, and so does scrolling;
/// the covered view's own gestures do not.
@Suite("Blocked gesture")
struct BlockedGestureTests {
    @Test("Both back swipes pass a blocking HUD: the edge swipe and iOS 26's full-width one")
    func backSwipesPass() {
        #expect(BlockedGesture.screenEdgeSwipe.passes)
        #expect(BlockedGesture.contentPop.passes, "the full-width swipe begins on the HUD too")
    }

    @Test("The scroll view the HUD's view is in still scrolls and zooms")
    func scrollingPasses() {
        #expect(BlockedGesture.scrolling.passes && BlockedGesture.zooming.passes)
    }

    @Test("The covered view's own gestures are blocked, and only they")
    func othersAreBlocked() {
        #expect(!BlockedGesture.other.passes)
        #expect(BlockedGesture.allCases.filter { !$0.passes } == [.other])
    }
}
