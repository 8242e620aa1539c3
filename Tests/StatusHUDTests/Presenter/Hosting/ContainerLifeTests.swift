import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// When a view-bound HUD has lost its view for good, and when it only waits.
@Suite("Container life")
struct ContainerLifeTests {
    @Test func aFreedViewIsGone() {
        #expect(ContainerLife(exists: false, inWindow: false, hasSuperview: false, isViewControllerView: false) == .gone)
        #expect(ContainerLife(exists: false, inWindow: false, hasSuperview: true, isViewControllerView: true) == .gone)
    }

    @Test func aViewTheAppRemovedIsGone() {
        #expect(ContainerLife(exists: true, inWindow: false, hasSuperview: false, isViewControllerView: false) == .gone)
    }

    @Test func aViewOffWindowForANavigationPushWaits() {
        // An ancestor went (a push, a tab switch): the view keeps its superview.
        #expect(ContainerLife(exists: true, inWindow: false, hasSuperview: true, isViewControllerView: false) == .away)
        // A view controller's view, taken out by its container view controller.
        #expect(ContainerLife(exists: true, inWindow: false, hasSuperview: false, isViewControllerView: true) == .away)
    }

    @Test func aViewInAWindowIsOnScreen() {
        #expect(ContainerLife(exists: true, inWindow: true, hasSuperview: true, isViewControllerView: false) == .inWindow)
        #expect(ContainerLife(exists: true, inWindow: true, hasSuperview: false, isViewControllerView: true) == .inWindow,
                "a window's root view controller's view")
    }

    @Test func aWindowUsedAsTheContainerIsOnScreenWhileItExists() {
        // MBProgressHUD's `showAdded(to: view.window!)`: no superview, not a view controller's view.
        #expect(ContainerLife(exists: true, inWindow: false, hasSuperview: false, isViewControllerView: false,
                              isWindow: true) == .inWindow)
        #expect(ContainerLife(exists: false, inWindow: false, hasSuperview: false, isViewControllerView: false,
                              isWindow: true) == .gone)
    }
}
