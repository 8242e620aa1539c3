import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
/// A presenter that draws nothing: the HUD counts as on screen at once and each transition
/// finishes after its configured duration. It stands in where no real presenter exists.
@MainActor
final class HeadlessPresenter: HUD.Presenter {
    private let scheduler: any Scheduler
    private var pending: ScheduledTimer?

    init(scheduler: any Scheduler) {
        self.scheduler = scheduler
    }

    func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
        transition.reportOnScreen()
        finish(transition)
    }

    func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {}

    func hide(transition: HUD.Transition) {
        finish(transition)
    }

    private func finish(_ transition: HUD.Transition) {
        pending?.cancel()
        pending = scheduler.schedule(after: transition.duration) { [weak transition] in
            transition?.reportFinished()
        }
    }
}
