import Foundation
import Testing
@testable import StatusHUDModel
@testable import StatusHUDPresenting
@testable import StatusHUDEngine

/// What can end a wait for the HUD to hide without another call: a wait on a plain spinner lasts
/// until someone dismisses it, one on a result, a delayed dismissal or work does not.
@Suite("What hides the HUD without a call") @MainActor
struct HidesWithoutACallTests {
    let clock = VirtualScheduler()
    let engine: Engine

    init() {
        engine = Engine(scheduler: clock)
    }

    func spinner(_ status: String = "Syncing files") -> HUD.Content { HUD.Content(indicator: .spinner, status: status) }

    @Test func aHiddenHUDNeedsNothing() {
        #expect(engine.hidesWithoutACall)
    }

    @Test func aPlainSpinnerOrProgressNeedsADismissal() {
        engine.show(spinner(), kind: .activity)
        #expect(!engine.hidesWithoutACall)
        clock.advance(by: 10)
        #expect(!engine.hidesWithoutACall, "shown and still up")
        engine.show(HUD.Content(indicator: .progress(0.5), status: "Copying"), kind: .progress)
        #expect(!engine.hidesWithoutACall)
    }

    @Test func aResultHidesItself() {
        engine.show(spinner(), kind: .activity)
        engine.show(HUD.Content(indicator: .success, status: "Synced"), kind: .dismissesItself)
        #expect(engine.hidesWithoutACall)
    }

    @Test func aDelayedDismissalOrOneWaitingOutTheMinimumDisplayTimeHidesIt() {
        engine.show(spinner(), kind: .activity)
        clock.advance(by: 1)
        engine.dismiss(after: 5, completion: nil)
        #expect(engine.hidesWithoutACall)

        engine.configuration.minimumDisplayDuration = 5
        engine.show(spinner(), kind: .activity)
        #expect(!engine.hidesWithoutACall, "the show took the delayed dismissal away")
        engine.dismiss(after: 0, completion: nil)
        #expect(engine.hidesWithoutACall)
    }

    @Test func workThatPutItUpOrWaitsToTakeItOverEndsIt() {
        let work = WorkOwner()
        engine.show(spinner(), kind: .progress, owner: work, grace: 0)
        clock.advance(by: 10)
        #expect(engine.hidesWithoutACall, "the work ends its HUD")

        engine.show(spinner("Plain"), kind: .activity)
        #expect(!engine.hidesWithoutACall, "a plain show took the HUD from the work")
        engine.show(spinner("Later work"), kind: .progress, owner: WorkOwner(), grace: 0.3)
        #expect(engine.hidesWithoutACall, "work waits out its grace time over the spinner")
    }

    @Test func theWatchSpeaksOnlyIfNothingWillHideTheHUDWhenItsTimeComes() {
        var reports = 0
        engine.show(spinner(), kind: .activity)
        _ = engine.whenNothingWillHide(after: 3) { reports += 1 }
        clock.advance(by: 2.9)
        #expect(reports == 0)
        clock.advance(by: 0.2)
        #expect(reports == 1)

        engine.dismiss(after: 10, completion: nil)
        _ = engine.whenNothingWillHide(after: 3) { reports += 1 }
        clock.advance(by: 5)
        #expect(reports == 1, "a delayed dismissal will end the wait")

        let cancelled = engine.whenNothingWillHide(after: 3) { reports += 1 }
        engine.show(spinner(), kind: .activity)
        cancelled.cancel()
        clock.advance(by: 5)
        #expect(reports == 1)
    }
}
