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
        SmokeWatchdog.current.value = "0. launch"
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
            SmokeWatchdog.current.value = scenario.name
            report.scenario(scenario.name)
            await scenario.run(stage)
            await stage.reset()
        }
        return report.finish()
    }
}

/// Ends a run stuck anywhere (a wait that never returns, a dead lock, a main thread that hangs,
/// a run that never starts) with a `FAIL ios.watchdog` line naming the scenario under way, and
/// exit status 1. It runs on a global queue and writes the line itself, as the report lives on
/// the main actor, which may be the one stuck.
enum SmokeWatchdog {
    /// How long the whole run may take, from the app's launch.
    static let seconds = 300
    /// The scenario under way: set by the run on the main actor, read by the watchdog.
    static let current = ScenarioName("the app's launch, before the run started")

    static func start() {
        let seconds = Self.seconds, current = Self.current
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) {
            let line = "FAIL ios.watchdog  the run took longer than \(seconds) s; stuck in \"\(current.value)\"\n"
            FileHandle.standardOutput.write(Data(line.utf8))
            exit(1)
        }
    }
}

/// A scenario's name behind a lock: written on the main thread, read from the watchdog's queue.
final class ScenarioName: @unchecked Sendable {
    private let lock = NSLock()
    private var name: String

    init(_ name: String) {
        self.name = name
    }

    var value: String {
        get {
            lock.lock()
            defer { lock.unlock() }
            return name
        }
        set {
            lock.lock()
            name = newValue
            lock.unlock()
        }
    }
}
