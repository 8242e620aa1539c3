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
