import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// HUDs of one's own (`HUD.Instance`): several at once, each with its own content, timers,
    /// completions and notifications, driven through the same public calls as the static API.
    /// In the shared suite: instances post real notifications, which other suites' logs would hear.
    @MainActor
    @Suite("Instances")
    struct InstanceTests {
        /// A HUD on its own virtual clock, drawn by a recording presenter that finishes its fades at once.
        @MainActor
        struct Made {
            let hud: HUD.Instance
            let clock = VirtualScheduler()
            let presenter = RecordingPresenter()

            init() {
                let (clock, presenter) = (self.clock, self.presenter)
                presenter.finishesAtOnce = true
                hud = HUD.Instance(postsAsItself: true) { sender in
                    Engine(scheduler: clock, presenter: presenter, delivery: LiveDelivery(sender: sender))
                }
            }
        }

        @Test func twoHUDsShowAtOnceAndChangeApart() {
            let a = Made(), b = Made()
            a.hud.show(status: "Syncing")
            b.hud.showProgress(0.5, status: "Uploading")
            a.hud.setStatus("Still syncing")
            b.hud.setDetails("3 of 10")
            #expect(a.hud.isVisible && b.hud.isVisible)
            #expect(a.hud.current == HUD.Content(indicator: .spinner, status: "Still syncing"))
            #expect(b.hud.current == HUD.Content(indicator: .progress(0.5), status: "Uploading", details: "3 of 10"))
            #expect(a.presenter.lastContent?.status == "Still syncing" && b.presenter.lastContent?.details == "3 of 10")
            #expect(HUD.current == nil || HUD.current?.status != "Syncing", "the shared HUD is not either of them")
            a.hud.dismiss()
            b.hud.dismiss()
        }

        @Test func oneDismissesItselfWhileTheOtherStays() {
            let a = Made(), b = Made()
            a.hud.show(status: "Loading")
            b.hud.showSuccess(status: "Saved")
            b.clock.advance(by: b.hud.displayDuration(for: "Saved") + 0.01)
            #expect(!b.hud.isVisible && b.hud.current == nil, "the success went after its display time")
            #expect(a.hud.isVisible && a.hud.current?.status == "Loading", "the other stays")
            a.clock.advance(by: 60)
            #expect(a.hud.isVisible, "its clock has no timer of the other's")
            a.hud.dismiss()
        }

        @Test func completionsAndGraceTimesAreEachHUDsOwn() {
            let a = Made(), b = Made()
            var configuration = HUD.Configuration()
            configuration.graceDuration = 0.5
            b.hud.configuration = configuration
            var ran: [String] = []
            a.hud.show(status: "A")
            b.hud.show(status: "B")
            #expect(a.hud.isVisible && !b.hud.isVisible, "only B waits out a grace time")
            a.hud.dismiss { ran.append("a") }
            a.clock.advance(by: 0.01)
            #expect(ran == ["a"] && b.hud.current?.status == "B")
            b.clock.advance(by: 0.5)
            #expect(b.hud.isVisible)
            b.hud.dismiss { ran.append("b") }
            b.clock.advance(by: 0.01)
            #expect(ran == ["a", "b"])
        }

        @Test func eachHUDsNotificationsCarryItAsTheirObject() {
            let a = Made(), b = Made()
            let onlyA = EventLog(object: a.hud), onlyB = EventLog(object: b.hud)
            a.hud.show(status: "A")
            b.hud.show(status: "B")
            a.hud.dismiss()
            #expect(onlyA.entries == [.willAppear("A"), .didAppear("A"), .willDisappear("A"), .didDisappear("A")])
            #expect(onlyB.entries == [.willAppear("B"), .didAppear("B")])
            b.hud.dismiss()
        }

        @Test func aDismissalWithoutAnimationHidesWithATransitionOfNoTime() {
            let a = Made()
            a.hud.show(status: "Loading")
            a.hud.dismiss(animated: false)
            #expect(a.presenter.events.last == .hide(0), "no fade")
            #expect(a.hud.current == nil)
            a.hud.show(status: "Again")
            a.hud.dismiss()
            #expect(a.presenter.events.last == .hide(a.hud.configuration.fadeOutDuration),
                    "the next dismissal fades as configured")
        }

        @Test func aDismissalWithoutAnimationStillWaitsOutTheMinimumDisplayTime() {
            let a = Made()
            a.hud.configuration.minimumDisplayDuration = 1
            a.hud.show(status: "Loading")
            a.hud.dismiss(animated: false)
            #expect(a.hud.isVisible, "shown for less than a second")
            a.clock.advance(by: 1)
            #expect(a.presenter.events.last == .hide(0) && a.hud.current == nil)
        }

        @Test func aHUDCanBeShownAgainAfterItHides() {
            let a = Made()
            a.hud.showError(status: "Failed")
            a.clock.advance(by: 10)
            #expect(a.hud.current == nil)
            a.hud.show(status: "Retrying")
            #expect(a.hud.isVisible && a.hud.current?.status == "Retrying")
            a.hud.dismiss()
        }

        @Test func aHUDThatNobodyKeepsIsLetGo() {
            weak var gone: HUD.Instance?
            weak var goneEngine: Engine?
            do {
                let a = Made()
                a.hud.show(status: "Brief")
                a.hud.dismiss()
                gone = a.hud
                goneEngine = a.hud.engine
            }
            #expect(gone == nil, "its call queue and engine do not keep it")
            #expect(goneEngine == nil)
        }

        @Test func theStaticCallsAreTheSharedInstances() {
            let hud = TestHUD()
            HUD.show(status: "Shared")
            #expect(HUD.shared.current?.status == "Shared" && HUD.shared.engine === hud.engine)
            HUD.shared.setStatus("Changed through the instance")
            #expect(HUD.current?.status == "Changed through the instance")
            HUD.dismiss()
        }
    }
}
