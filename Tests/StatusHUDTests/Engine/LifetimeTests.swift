import Foundation
import Testing
@_spi(Presenter) @testable import StatusHUD

/// Nothing keeps a HUD's state alive but the one who owns its engine (for the static API, the
/// shared instance): not its timers, transitions, presenter, bound progress or button.
@Suite("Lifetime") @MainActor
struct LifetimeTests {
    @Test func anEngineInTheMiddleOfEverythingGoesWithItsOwner() {
        let clock = VirtualScheduler()
        weak var weakEngine: Engine?
        weak var weakPresenter: RecordingPresenter?
        weak var weakProgress: Progress?
        do {
            let presenter = RecordingPresenter()
            let engine = Engine(scheduler: clock, presenter: presenter)
            let progress = Progress(totalUnitCount: 10)
            ProgressBinding.start(FollowedProgress(progress: progress, status: "Copying", success: "Copied",
                                                   action: HUD.Action("Cancel") { [weak progress] in progress?.cancel() }),
                                  engine: engine)
            presenter.lastTransition?.reportOnScreen()          // mid fade-in: the transition is live
            progress.completedUnitCount = 5
            clock.advance(by: ProgressBinding.interval)         // the binding follows; its next read is scheduled
            #expect(engine.content?.indicator == .progress(0.5))
            engine.dismiss(after: 5) {}                         // a pending timer and completion
            weakEngine = engine
            weakPresenter = presenter
            weakProgress = progress
        }
        #expect(weakEngine == nil, "timers, transitions and the binding hold the engine weakly")
        #expect(weakPresenter == nil)
        clock.advance(by: 6)                                    // the binding's next read finds no engine
        #expect(weakProgress == nil, "and then lets go of its progress")
        #expect(clock.pendingCount == 0, "nothing is scheduled again")
    }
}
