import Foundation
@testable import StatusHUD

/// A fresh engine on a virtual clock with a recording presenter, installed behind the static API.
@MainActor
struct TestHUD {
    let clock = VirtualScheduler()
    let presenter = RecordingPresenter()
    let log = EventLog()
    let engine: Engine

    init(configuration: HUD.Configuration = HUD.Configuration()) {
        engine = Engine(scheduler: clock, presenter: presenter)
        engine.configuration = configuration
        HUD.engine = engine
    }
}

extension TestHUD {
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
