import Foundation
import Testing
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

extension SharedHUDTests {
    /// Minimal reproductions of what the model-based test found in the engine, kept as regression
    /// tests now that the engine is fixed.
    @MainActor
    @Suite("Model-based findings")
    struct ModelFindingsTests {
        /// Found by the model-based test (seed d7dd6fc6758a7fa1 among others): a dismiss waiting out the
        /// minimum display time measured again when its timer fired. In floating point, `now` (8.04)
        /// minus the on-screen moment (7.04) is 0.9999999999999991, so 8.9e-16 s seemed to remain; that
        /// is below the clock's resolution at t = 8, the timer was due at once, and the same happened
        /// again, forever: with the virtual clock the test hung; with the live clock the main queue
        /// spun until real time moved past the deadline. Fixed in the engine (the wait is measured
        /// once). Unlike a plain `VirtualScheduler`, the scheduler here stops after 1,000 firings, so
        /// a regression fails this test instead of hanging the test run.
        @Test("a dismiss waiting out the minimum display time fades out when that time is over")
        func minimumDisplayWaitEnds() {
            let scheduler = ObservedScheduler()
            scheduler.fireLimit = 1_000
            let presenter = RecordingPresenter()
            presenter.finishesAtOnce = true
            let engine = Engine(scheduler: scheduler, presenter: presenter)
            var configuration = HUD.Configuration()
            configuration.minimumDisplayDuration = 1
            engine.configuration = configuration

            scheduler.clock.advance(by: 7.04)
            engine.show(HUD.Content(indicator: .spinner), kind: .activity)   // on screen at t = 7.04
            engine.dismiss(after: 0, completion: nil)                          // waits until t = 8.04
            scheduler.clock.advance(by: 1)

            #expect(!scheduler.isTripped, "more than 1,000 timers fired at t = \(scheduler.now)")
            #expect(engine.phase == .hidden)
        }
    }
}
