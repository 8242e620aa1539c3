import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    @Suite("Notifications") @MainActor
    struct NotificationTests {
        @Test func aFullCycleEachDidAfterItsWill() {
            let hud = TestHUD()
            HUD.show(status: "Cycle")
            hud.finishTransition()
            HUD.dismiss()
            hud.finishTransition()
            #expect(hud.log.entries == [
                .willAppear("Cycle"), .didAppear("Cycle"), .willDisappear("Cycle"), .didDisappear("Cycle"),
            ])
            #expect(hud.log.allOnMainQueue)
        }

        @Test func theStatusIsInUserInfoOnlyWhenThereIsOne() {
            let hud = TestHUD()
            var statuses: [String?] = []
            var hadUserInfo: [Bool] = []
            let observer = NotificationCenter.default.addObserver(
                forName: HUD.willAppearNotification, object: nil, queue: nil
            ) { note in
                let status = note.userInfo?[HUD.statusUserInfoKey] as? String
                let present = note.userInfo != nil
                MainActor.assumeIsolated {
                    statuses.append(status)
                    hadUserInfo.append(present)
                }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            HUD.show()
            HUD.dismiss()
            hud.finishTransition()
            HUD.show(status: "")
            #expect(hadUserInfo == [false, true])
            #expect(statuses == [nil, ""])
        }

        @Test func theStatusIsTheOneShownAtThatMoment() {
            let hud = TestHUD()
            HUD.show(status: "Start")
            HUD.setStatus("Middle")
            hud.finishTransition()
            HUD.setStatus("End")
            HUD.dismiss()
            hud.finishTransition()
            #expect(hud.log.entries == [
                .willAppear("Start"), .didAppear("Middle"), .willDisappear("End"), .didDisappear("End"),
            ])
        }

        @Test func anInterruptedFadeInPostsTheWillOfTheNewDirection() {
            let hud = TestHUD()
            HUD.show(status: "In")
            HUD.dismiss()
            hud.finishTransition()
            #expect(hud.log.entries == [.willAppear("In"), .willDisappear("In"), .didDisappear("In")])
        }

        @Test func anInterruptedFadeOutPostsTheWillOfTheNewDirection() {
            let hud = TestHUD()
            hud.showVisible("Out")
            HUD.dismiss()
            HUD.show(status: "Back")
            hud.finishTransition()
            #expect(hud.log.entries == [.willDisappear("Out"), .willAppear("Back"), .didAppear("Back")])
        }

        @Test func touchNotificationsCarryTheStatus() {
            _ = TestHUD()
            HUD.show(status: "Touchy")
            var names: [Notification.Name] = []
            let observers = [HUD.didReceiveTouchEventNotification, HUD.didTouchDownInsideNotification].map {
                NotificationCenter.default.addObserver(forName: $0, object: nil, queue: nil) { note in
                    let status = note.userInfo?[HUD.statusUserInfoKey] as? String
                    let name = note.name
                    MainActor.assumeIsolated { if status == "Touchy" { names.append(name) } }
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            HUD.presenterDidReceiveTouch(insideHUD: false)
            HUD.presenterDidReceiveTouch(insideHUD: true)
            #expect(names == [HUD.didReceiveTouchEventNotification,
                              HUD.didReceiveTouchEventNotification, HUD.didTouchDownInsideNotification])
        }
    }

    @Suite("Visibility") @MainActor
    struct VisibilityTests {
        @Test func isVisibleFromOnScreenUntilDidDisappear() {
            let hud = TestHUD()
            #expect(!HUD.isVisible)
            HUD.show()
            #expect(HUD.isVisible, "on screen at once with a presenter that has a window")
            hud.finishTransition()
            HUD.dismiss()
            #expect(HUD.isVisible, "still visible while fading out")
            hud.finishTransition()
            #expect(!HUD.isVisible)
        }

        @Test func aPresenterWithoutAWindowDelaysVisibilityAndNotifications() {
            let hud = TestHUD()
            hud.presenter.reportsOnScreenAtOnce = false
            HUD.showSuccess(status: "Saved")
            hud.clock.advance(by: 30)
            #expect(!HUD.isVisible)
            #expect(hud.engine.phase == .waitingForScreen)
            #expect(hud.log.entries.isEmpty)
            hud.presenter.lastTransition?.reportOnScreen()
            #expect(HUD.isVisible)
            #expect(hud.log.entries == [.willAppear("Saved")])
        }

        @Test func aHUDThatNeverReachedTheScreenIsDismissedSilently() {
            let hud = TestHUD()
            hud.presenter.reportsOnScreenAtOnce = false
            HUD.show(status: "Nowhere")
            let appear = hud.presenter.lastTransition
            HUD.dismiss(completion: hud.log.completion("done"))
            #expect(hud.presenter.events.last == .hide(0), "the presenter drops what it waited to show")
            #expect(hud.engine.phase == .hidden)
            appear?.reportOnScreen()                           // too late: ignored
            #expect(!HUD.isVisible)
            hud.clock.runDue()
            #expect(hud.log.entries == [.completion("done")])
        }

        @Test func theHeadlessPresenterFinishesTransitionsAfterTheirDurations() {
            let clock = VirtualScheduler()
            let engine = Engine(scheduler: clock)
            HUD.engine = engine
            HUD.show()
            #expect(engine.phase == .appearing)
            clock.advance(by: 0.15)
            #expect(engine.phase == .visible)
            HUD.dismiss()
            clock.advance(by: 0.149)
            #expect(engine.phase == .disappearing)
            clock.advance(by: 0.001)
            #expect(engine.phase == .hidden)
        }

        @Test func aNewPresenterWhileFadingOutEndsTheFadeAtOnce() {
            let hud = TestHUD()
            hud.showVisible("Leaving")
            HUD.dismiss(completion: hud.log.completion("done"))
            let fadeOut = hud.presenter.lastTransition
            let next = RecordingPresenter()
            HUD.presenter = next
            #expect(hud.presenter.events == [.hide(0.15), .hide(0)])
            #expect(next.events.isEmpty)
            #expect(hud.engine.phase == .hidden)
            fadeOut?.reportFinished()                       // the old presenter's late report changes nothing
            hud.presenter.lastTransition?.reportFinished()
            #expect(hud.log.entries == [.willDisappear("Leaving"), .didDisappear("Leaving"), .completion("done")])
        }

        @Test func aNewPresenterTakesOverAVisibleHUD() {
            let hud = TestHUD()
            hud.showVisible("Moving")
            let next = RecordingPresenter()
            HUD.presenter = next
            #expect(hud.presenter.events == [.hide(0)])
            #expect(next.events == [.show(HUD.Content(indicator: .spinner, status: "Moving"), .appear, 0)])
            #expect(hud.engine.phase == .visible)
            HUD.dismiss()
            #expect(next.events.last == .hide(0.15))
        }
    }
}
