import Foundation
@testable import StatusHUD
@testable import StatusHUDModel
@testable import StatusHUDRendering
@testable import StatusHUDPresenting
@testable import StatusHUDEngine
@testable import StatusHUDControls

/// A fresh engine on a virtual clock, installed behind the static API; its presenter is a
/// ``RecordingPresenter`` unless another is given.
@MainActor
struct TestHUD<Presenter: HUD.Presenter> {
    let clock: VirtualScheduler
    let presenter: Presenter
    let log: EventLog
    let engine: Engine

    init(configuration: HUD.Configuration = HUD.Configuration(), presenter: Presenter) {
        clock = VirtualScheduler()
        log = EventLog()
        self.presenter = presenter
        engine = Engine(scheduler: clock, presenter: presenter)
        engine.configuration = configuration
        HUD.engine = engine
    }

    /// A presenter made on the HUD's own clock (the headless presenter times its fades with it).
    init(configuration: HUD.Configuration = HUD.Configuration(), makePresenter: (VirtualScheduler) -> Presenter) {
        clock = VirtualScheduler()
        log = EventLog()
        presenter = makePresenter(clock)
        engine = Engine(scheduler: clock, presenter: presenter)
        engine.configuration = configuration
        HUD.engine = engine
    }
}

extension TestHUD where Presenter == RecordingPresenter {
    init(configuration: HUD.Configuration = HUD.Configuration()) {
        self.init(configuration: configuration, presenter: RecordingPresenter())
    }

    /// Reports the presenter's latest transition as finished, as a presenter does when a fade ends.
    func finishTransition() {
        presenter.lastTransition?.reportFinished()
    }

    /// Shows `status` with a spinner and completes the fade-in, then clears the logs.
    func showVisible(_ status: String? = "Visible") {
        HUD.show(status: status)
        finishTransition()
        log.clear()
        presenter.clear()
    }
}

extension TestHUD where Presenter == RecordingPresenter {
    /// A test HUD whose presenter finishes every fade at once: for tests of work and waits, where
    /// only the order of what happens matters.
    static func finishingFadesAtOnce() -> TestHUD {
        let hud = TestHUD()
        hud.presenter.finishesAtOnce = true
        return hud
    }
}
