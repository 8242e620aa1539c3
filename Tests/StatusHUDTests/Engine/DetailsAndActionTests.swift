import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// The details line and the button: set by the calls, kept and dropped as ``HUD/Action`` says,
    /// and a tap that runs the handler on the main actor.
    @Suite("Details and action button") @MainActor
    struct DetailsAndActionTests {
        let hud = TestHUD()

        /// Counts taps; its handler checks it runs on the main queue.
        final class Taps: @unchecked Sendable {
            var count = 0
            var offMain = 0
            lazy var action = HUD.Action("Cancel") { [self] in
                if !MainQueue.isCurrent { offMain += 1 }
                count += 1
            }
        }

        @Test func showsWithDetailsCarryBothLines() {
            HUD.show(status: "Syncing", details: "Contacts")
            #expect(HUD.current == HUD.Content(indicator: .spinner, status: "Syncing", details: "Contacts"))
            HUD.showProgress(0.5, status: "Uploading", details: "3 of 10 photos")
            #expect(HUD.current == HUD.Content(indicator: .progress(0.5), status: "Uploading", details: "3 of 10 photos"))
            HUD.showError(status: "Failed", details: "The disk is full")
            #expect(HUD.current == HUD.Content(indicator: .error, status: "Failed", details: "The disk is full"))
            HUD.showSuccess(status: "Saved", details: "In the cloud")
            #expect(HUD.current == HUD.Content(indicator: .success, status: "Saved", details: "In the cloud"))
            HUD.showInfo(status: "Up to date", details: "3 files")
            #expect(HUD.current == HUD.Content(indicator: .info, status: "Up to date", details: "3 files"))
            let heart = TestImage.make()
            HUD.showImage(heart, status: "Liked", details: "Your friends will see it")
            #expect(HUD.current == HUD.Content(indicator: .image(heart), status: "Liked", details: "Your friends will see it"))
            HUD.showProgress(0.6, status: "Uploading")
            #expect(HUD.current?.details == nil, "a show without details has none")
        }

        @Test func setDetailsChangesOnlyTheDetails() {
            hud.showVisible("Uploading")
            HUD.setDetails("1 of 3")
            HUD.setDetails("1 of 3")
            HUD.setDetails(nil)
            #expect(hud.presenter.changes == [.details, .details])
            #expect(HUD.current == HUD.Content(indicator: .spinner, status: "Uploading"))
        }

        @Test func setDetailsDoesNothingWhileHidden() {
            HUD.setDetails("ignored")
            HUD.setAction(HUD.Action("ignored") {})
            #expect(HUD.current == nil)
            #expect(hud.presenter.events.isEmpty)
        }

        @Test func aResultStaysLongEnoughToReadBothLines() {
            let status = "Saved", details = "Your document is in the cloud and on this device"
            HUD.showSuccess(status: status, details: details)
            let expected = HUD.displayDuration(for: status + " " + details)
            #expect(expected > HUD.displayDuration(for: status))
            hud.finishTransition()
            hud.clock.advance(by: expected - 0.01)
            #expect(hud.engine.phase == .visible)
            hud.clock.advance(by: 0.02)
            #expect(hud.engine.phase == .disappearing)
        }

        @Test func aTapRunsTheHandlerOnceOnTheMainActor() async {
            let taps = Taps()
            hud.showVisible("Uploading")
            HUD.setAction(taps.action)
            #expect(hud.presenter.changes == [.action])
            #expect(HUD.current?.action == taps.action)
            HUD.performAction()
            await Task.detached { HUD.performAction() }.value
            let deadline = Date().addingTimeInterval(10)
            while taps.count < 2, Date() < deadline { await Task.yield() }
            #expect(taps.count == 2)
            #expect(taps.offMain == 0)
        }

        @Test func theButtonStaysThroughProgressAndGoesWithAResult() {
            let taps = Taps()
            HUD.showProgress(0.1, status: "Uploading")
            HUD.setAction(taps.action)
            HUD.showProgress(0.2, status: "Uploading")
            HUD.show(status: "Finishing")
            #expect(HUD.current?.action == taps.action)
            HUD.showSuccess(status: "Uploaded")
            #expect(HUD.current?.action == nil)
            HUD.performAction()
            #expect(taps.count == 0)
        }

        @Test func aDismissalTakesTheButtonAwayAtOnce() {
            let taps = Taps()
            hud.showVisible("Uploading")
            HUD.setAction(taps.action)
            HUD.dismiss(withDelay: 1)
            #expect(hud.engine.phase == .visible)
            #expect(HUD.current?.action == nil)
            #expect(hud.presenter.lastContent?.action == nil, "the presenter took the button away")
            HUD.performAction()
            #expect(taps.count == 0)
            HUD.show(status: "Again")
            #expect(HUD.current?.action == nil, "a show after a dismissal does not bring the button back")
        }

        @Test func aTapBeforeTheHUDIsVisibleDoesNothing() {
            var configuration = HUD.Configuration()
            configuration.graceDuration = 1
            hud.engine.configuration = configuration
            let taps = Taps()
            HUD.show(status: "Waiting")
            HUD.setAction(taps.action)
            HUD.performAction()
            #expect(taps.count == 0)
            hud.clock.advance(by: 1)
            HUD.performAction()
            #expect(taps.count == 1)
        }

        // MARK: A bound progress's button

        @Test func theCancelButtonOfABoundProgressCancelsItAndTheHUDGoes() {
            let progress = Progress(totalUnitCount: 10)
            HUD.showProgress(of: progress, status: "Exporting", cancelTitle: "Cancel")
            hud.finishTransition()
            #expect(HUD.current?.action?.title == "Cancel")
            progress.completedUnitCount = 3
            hud.clock.advance(by: ProgressBinding.interval)
            #expect(HUD.current?.action?.title == "Cancel", "progress updates keep the button")
            HUD.performAction()
            #expect(progress.isCancelled)
            hud.clock.advance(by: ProgressBinding.interval)
            #expect(hud.engine.phase == .disappearing)
        }

        @Test func otherContentDoesNotInheritTheButtonOfAnotherHandsWork() {
            let progress = Progress(totalUnitCount: 10)
            HUD.showProgress(of: progress, status: "Exporting", cancelTitle: "Cancel")
            HUD.show(status: "Something else")
            #expect(HUD.current?.action == nil)
            HUD.performAction()
            #expect(!progress.isCancelled)
        }

        @Test func theButtonDoesNotKeepTheProgressAlive() {
            weak var released: Progress?
            var button: HUD.Action?
            do {
                let progress = Progress(totalUnitCount: 10)
                released = progress
                HUD.showProgress(of: progress, status: "Copying", cancelTitle: "Cancel")
                button = HUD.current?.action
                hud.clock.advance(by: ProgressBinding.interval)
            }
            HUD.showSuccess(status: "Something else")
            hud.clock.advance(by: ProgressBinding.interval)
            #expect(button != nil)
            #expect(released == nil, "a button kept by someone else holds its progress weakly")
            button?.perform()    // harmless: nothing left to cancel
        }
    }
}
