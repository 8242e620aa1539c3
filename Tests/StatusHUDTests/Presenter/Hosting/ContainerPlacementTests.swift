import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// Where a HUD made for a view lives: never among a scroll view's content, the last shown on top,
/// and placed again only when it must be.
@Suite("Container placement")
struct ContainerPlacementTests {
    typealias Placement = ContainerPlacement

    @Test func aScrollViewNeverHoldsItsHUD() {
        #expect(Placement(scrolls: true, hasSuperview: true).host == .superview)
        #expect(Placement(scrolls: true, hasSuperview: false).host == .nowhere, "no superview: it waits unseen")
        #expect(Placement(scrolls: false, hasSuperview: true).host == .container)
        #expect(Placement(scrolls: false, hasSuperview: false).host == .container)
    }

    @Test func besideAScrollViewItGoesJustAboveItBelowWhatTheAppStackedAbove() {
        let beside = Placement(scrolls: true, hasSuperview: true)
        // The app's background, the table, then the app's floating button.
        #expect(beside.order(shownAt: 1, among: [.other, .container, .other]) == .above(1))
        #expect(beside.order(shownAt: 1, among: [.other, .container, .this, .other]) == .inPlace)
        #expect(beside.order(shownAt: 1, among: [.this, .other, .container, .other]) == .above(2),
                "a HUD below its scroll view (the app moved it) goes back above")
    }

    @Test func inAViewThatDoesNotScrollItGoesAboveAllItsContent() {
        let inside = Placement(scrolls: false, hasSuperview: true)
        #expect(inside.order(shownAt: 1, among: []) == .atBottom)
        #expect(inside.order(shownAt: 1, among: [.other, .other]) == .above(1))
        #expect(inside.order(shownAt: 1, among: [.other, .this, .other]) == .above(2), "a subview added later goes under it")
        #expect(inside.order(shownAt: 1, among: [.other, .this]) == .inPlace)
        #expect(inside.order(shownAt: 1, among: [.this]) == .inPlace)
    }

    @Test func ofSeveralHUDsTheLastShownIsOnTop() {
        let beside = Placement(scrolls: true, hasSuperview: true)
        // Two HUDs shown at 3 and 5 over the table; a third, shown at 7, goes above both.
        #expect(beside.order(shownAt: 7, among: [.container, .hud(shownAt: 3), .hud(shownAt: 5), .other]) == .above(2))
        // The one shown at 3 is shown again: it gets a new number and goes on top.
        #expect(beside.order(shownAt: 8, among: [.container, .this, .hud(shownAt: 5), .hud(shownAt: 7)]) == .above(3))
        // Placed again with its old number (its table moved), it stays below the later ones.
        #expect(beside.order(shownAt: 3, among: [.container, .this, .hud(shownAt: 5)]) == .inPlace)
        #expect(beside.order(shownAt: 3, among: [.container, .hud(shownAt: 5), .this]) == .above(0))
        let inside = Placement(scrolls: false, hasSuperview: true)
        #expect(inside.order(shownAt: 4, among: [.other, .hud(shownAt: 2), .hud(shownAt: 9)]) == .above(1))
        #expect(inside.order(shownAt: 4, among: [.hud(shownAt: 9)]) == .atBottom)
    }

    @Test func aStaleViewOfTheViewsOrNoHostMovesNothing() {
        #expect(Placement(scrolls: true, hasSuperview: true).order(shownAt: 1, among: [.other, .this]) == .inPlace)
        #expect(Placement(scrolls: true, hasSuperview: false).order(shownAt: 1, among: [.other]) == .inPlace)
    }

    @Test func itIsPlacedAgainOnlyWhenItMustBe() {
        let beside = Placement(scrolls: true, hasSuperview: true)
        #expect(beside.response(to: .shown) == .place)
        #expect(beside.response(to: .containerMoved) == .place)
        #expect(beside.response(to: .containerResized) == .followFrame)
        #expect(beside.response(to: .scrolled) == .nothing, "no work on every scroll tick")
        let inside = Placement(scrolls: false, hasSuperview: true)
        #expect(inside.response(to: .containerResized) == .nothing, "its autoresizing follows the container")
        #expect(inside.response(to: .scrolled) == .nothing)
        #expect(Placement(scrolls: true, hasSuperview: false).response(to: .containerMoved) == .place,
                "a table view controller's view that gets a superview takes its HUD")
    }

    @Test func besideAContainerThatCannotBeSeenItHidesAndItsCountdownWaits() {
        let beside = Placement(scrolls: true, hasSuperview: true)
        let seen = Placement.Sight(hidesHUD: false, isOnScreen: true)
        let unseen = Placement.Sight(hidesHUD: true, isOnScreen: false)
        #expect(beside.sight(inWindow: true, containerHidden: false, containerAlpha: 1) == seen)
        #expect(beside.sight(inWindow: true, containerHidden: true, containerAlpha: 1) == unseen, "an empty state hid the table")
        #expect(beside.sight(inWindow: true, containerHidden: false, containerAlpha: 0) == unseen, "faded out")
        #expect(beside.sight(inWindow: true, containerHidden: false, containerAlpha: 0.009) == unseen)
        #expect(beside.sight(inWindow: true, containerHidden: false, containerAlpha: 0.01) == seen)
        #expect(beside.sight(inWindow: true, containerHidden: false, containerAlpha: .nan) == unseen)
        #expect(beside.sight(inWindow: false, containerHidden: false, containerAlpha: 1)
                == Placement.Sight(hidesHUD: false, isOnScreen: false), "out of a window: unseen, nothing to hide")
    }

    @Test func inAContainerThatCannotBeSeenItGoesWithItAndItsCountdownWaits() {
        let inside = Placement(scrolls: false, hasSuperview: true)
        #expect(inside.sight(inWindow: true, containerHidden: true, containerAlpha: 1)
                == Placement.Sight(hidesHUD: false, isOnScreen: false), "UIKit hides it with its container")
        #expect(inside.sight(inWindow: true, containerHidden: false, containerAlpha: 0)
                == Placement.Sight(hidesHUD: false, isOnScreen: false))
        #expect(inside.sight(inWindow: true, containerHidden: false, containerAlpha: 1)
                == Placement.Sight(hidesHUD: false, isOnScreen: true))
    }

    @Test func besideAScrollViewABlockingHUDHidesOnlyTheScrollViewFromVoiceOver() {
        let beside = Placement(scrolls: true, hasSuperview: true)
        #expect(beside.voiceOver(blocks: true) == .hideContainer, "modal would hide the search bar beside the table")
        #expect(beside.voiceOver(blocks: false) == .none)
        let inside = Placement(scrolls: false, hasSuperview: true)
        #expect(inside.voiceOver(blocks: true) == .modal)
        #expect(inside.voiceOver(blocks: false) == .none)
    }
}
