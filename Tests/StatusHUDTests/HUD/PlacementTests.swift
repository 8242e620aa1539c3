import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A HUD made before the view that draws it (SwiftUI's `.statusHUDArea(hud)`): it waits for a place,
/// is drawn once it has one, ends at once when that place goes, and an area made again draws it.
@Suite("Placement") @MainActor
struct PlacementTests {
    /// An unplaced HUD on a virtual clock, recording its notifications.
    @MainActor
    private struct Made {
        let clock = VirtualScheduler()
        let posted = PostedNames()
        let hud: HUD.Instance

        init() {
            let (clock, posted) = (self.clock, self.posted)
            hud = HUD.Instance(postsAsItself: true) { _ in
                Engine(scheduler: clock, presenter: UnplacedPresenter(), delivery: posted)
            }
        }

        /// Places the HUD in a new stand-in view, drawn by a recording presenter that finishes its fades at once.
        func place(in view: AnyObject = NSObject()) -> (view: AnyObject, presenter: RecordingPresenter) {
            let presenter = RecordingPresenter()
            presenter.finishesAtOnce = true
            hud.place(in: view, presenter: presenter)
            return (view, presenter)
        }
    }

    @Test func aHUDMadeWithoutAViewWaitsForAPlace() {
        let hud = HUD.Instance()
        #expect(hud.presenter is UnplacedPresenter)
        hud.show(status: "Waiting")
        #expect(!hud.isVisible && hud.current?.status == "Waiting", "kept, not visible")
        hud.dismiss()
        #expect(hud.current == nil)
    }

    @Test func aShowBeforeThePlaceIsDrawnOncePlacedAndCountsDownFromThen() {
        let made = Made()
        made.hud.showSuccess(status: "Saved")
        made.clock.advance(by: 10)
        #expect(!made.hud.isVisible && made.hud.current?.status == "Saved", "waits, its countdown not started")
        #expect(made.posted.names.isEmpty)
        let place = made.place()
        #expect(made.hud.isVisible && place.presenter.lastContent?.status == "Saved")
        #expect(made.posted.names == [HUD.willAppearNotification, HUD.didAppearNotification])
        made.clock.advance(by: 10)
        #expect(made.hud.current == nil, "then it dismisses itself")
    }

    @Test func aDismissalBeforeThePlaceEndsItThereAndThen() {
        let made = Made()
        var ran = 0
        made.hud.show(status: "Waiting")
        made.hud.dismiss { ran += 1 }
        made.clock.advance(by: 0)
        #expect(ran == 1 && made.hud.current == nil && made.posted.names.isEmpty, "never shown, so nothing posted")
    }

    @Test func thePlaceGoingEndsTheHUDAtOnceWithItsCompletions() {
        let made = Made()
        made.hud.configuration.minimumDisplayDuration = 5
        let place = made.place()
        var ran = 0
        made.hud.show(status: "Uploading")
        made.hud.dismiss(withDelay: 60) { ran += 1 }
        made.posted.names.removeAll()
        made.hud.leave(place.view)
        #expect(made.hud.current == nil && ran == 1, "hidden now: no delay, no minimum display time")
        #expect(made.posted.names == [HUD.willDisappearNotification, HUD.didDisappearNotification])
        #expect(place.presenter.events.last == .hide(0), "nothing left drawn in the view that went")
        #expect(made.hud.presenter is UnplacedPresenter, "it waits for a place again")
        #expect(made.clock.pendingCount == 0, "nothing left waiting")
    }

    @Test func anAreaMadeAgainDrawsTheSameHUD() {
        let made = Made()
        let first = made.place()
        made.hud.leave(first.view)
        made.hud.show(status: "Waiting for the new area")
        let second = made.place()
        #expect(made.hud.isVisible && second.presenter.lastContent?.status == "Waiting for the new area")
        #expect(first.presenter.events.isEmpty)
    }

    @Test func anOlderPlaceGoingEndsNothing() {
        let made = Made()
        let older = made.place()
        let newer = made.place()
        made.hud.show(status: "Drawn in the newer")
        made.hud.leave(older.view)
        #expect(made.hud.isVisible && made.hud.presenter === newer.presenter)
        made.hud.leave(newer.view)
        #expect(made.hud.current == nil)
    }
}

/// Records the names of the notifications an engine posts, and posts nothing.
@MainActor
private final class PostedNames: EffectDelivery {
    var names: [Notification.Name] = []

    func post(_ name: Notification.Name, status: String?) {
        names.append(name)
    }

    func run(_ completion: StepRunner.Completion) {
        completion()
    }
}
