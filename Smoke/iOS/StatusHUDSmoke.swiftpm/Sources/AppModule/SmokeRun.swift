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

/// The whole run: finds the stage, runs each scenario in turn under a watchdog, and returns the
/// report's status.
@MainActor
final class SmokeRun {
    /// How long the whole run may take before the watchdog ends it with a failure.
    static let watchdogSeconds: Double = 150

    private let report = SmokeReport()
    private let host: SmokeViewController
    private var current = "launch"

    init(host: SmokeViewController) {
        self.host = host
    }

    func run() async -> Int32 {
        startWatchdog()
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
            current = scenario.name
            report.scenario(scenario.name)
            await scenario.run(stage)
            await stage.reset()
        }
        return report.finish()
    }

    /// Ends a run stuck anywhere (a wait that never returns, a dead lock) with a failure line.
    private func startWatchdog() {
        let seconds = Self.watchdogSeconds
        // The run lives until the process exits: held strongly here.
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            MainActor.assumeIsolated {
                self.report.check("ios.watchdog", false, "the run took more than \(Int(seconds)) s; stuck in \"\(self.current)\"")
                _ = self.report.finish()
                exit(1)
            }
        }
    }
}
