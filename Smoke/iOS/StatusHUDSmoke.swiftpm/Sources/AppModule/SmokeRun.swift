import Foundation
import StatusHUD
import StatusHUDSmokeKit
import UIKit

/// One scenario of the run: it sets up what it needs on the stage, shows HUDs and checks what UIKit
/// answers. The run resets the stage after each, so a failing one does not poison the next.
@MainActor
protocol SmokeScenario {
    /// The heading the report prints before its checks.
    var name: String { get }
    func run(_ stage: SmokeStage) async
}

/// The whole run: finds the stage, runs each scenario in turn under the watchdog (`SmokeWatchdog`,
/// started with the app), and returns the report's status.
@MainActor
final class SmokeRun {
    private let report = SmokeReport()
    private let host: SmokeViewController

    init(host: SmokeViewController) {
        self.host = host
    }

    func run() async -> Int32 {
        watchdog.scenario = "0. launch"
        report.scenario("0. launch")
        guard let stage = await SmokeStage.find(host: host, report: report) else { return report.finish() }
        let scenarios: [any SmokeScenario] = [
            SharedHUDScenario(),
            PresentationScenario(),
            KeyboardScenario(),
            BlockingTableScenario(),
            RemovedViewScenario(),
            LightWindowScenario(),
            BoundProgressScenario(),
            ToastScenario(),
            RotationScenario(),
        ]
        for scenario in scenarios {
            watchdog.scenario = scenario.name
            report.scenario(scenario.name)
            await scenario.run(stage)
            await stage.reset()
        }
        return report.finish()
    }
}

/// The run's watchdog (`SmokeWatchdog`): started as the app launches, so that a run that never
/// starts still ends, 300 s.
let watchdog = SmokeWatchdog(check: "ios.watchdog", seconds: 300)
