import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// The macOS smoke program: an AppKit app in-process that opens its own windows, shows HUDs over
/// them, lets the run loop turn and checks what AppKit answers, a line per check (`SmokeReport`);
/// exit status 1 on any failure. Run it on a Mac: `swift run --package-path Smoke/macOS`.
@main
@MainActor
struct SmokeApp {
    /// The app's delegate, which AppKit holds weakly.
    private static var delegate: SmokeAppDelegate?

    static func main() {
        let app = NSApplication.shared
        app.setActivationPolicy(.regular)
        let delegate = SmokeAppDelegate()
        Self.delegate = delegate
        app.delegate = delegate
        app.run()
    }
}

/// Starts the scenarios once the app has launched, and ends the run: when they are done, or when
/// the watchdog fires.
@MainActor
final class SmokeAppDelegate: NSObject, NSApplicationDelegate {
    private let report = SmokeReport()
    /// The whole run's limit: a scenario that hangs (a wait that never returns, a modal loop)
    /// still ends the run with a line that says so.
    private static let watchdogSeconds = 120.0

    func applicationDidFinishLaunching(_ notification: Notification) {
        let report = self.report
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.watchdogSeconds) {
            MainActor.assumeIsolated {
                report.check("mac.watchdog", false, "the run took longer than \(Int(Self.watchdogSeconds)) s")
                _ = report.finish()
                exit(1)
            }
        }
        Self.activate()
        Task { @MainActor in
            await SmokeWait.pause(0.5)
            let stage = SmokeStage(report: report)
            report.note("macOS \(ProcessInfo.processInfo.operatingSystemVersionString); active=\(NSApp.isActive); "
                        + "screens=\(NSScreen.screens.map { SmokeExpectation.describe($0.frame) }.joined(separator: " "))")
            let scenarios: [(String, @MainActor (SmokeStage) async -> Void)] = [
                ("1 shared HUD over a key document window", SharedHUDScenario.run),
                ("2 blocking HUD, fresh show: it takes the keyboard", FreshBlockingScenario.run),
                ("3 a sheet over a blocking HUD", SheetScenario.run),
                ("4 commands and Esc under a blocking HUD", BlockedCommandsScenario.run),
                ("5 the last window closed: the HUD stands free", FreeStandingScenario.run),
                ("6 minimise and hide leave a blocking HUD on its window", MinimiseHideScenario.run),
                ("7 light and dark follow the window", AppearanceScenario.run),
                // Last: once the app has been deactivated, AppKit (macOS 14+) may decline to make
                // it active again, which would leave the scenarios after it without a key window.
                ("5b an inactive accessory app: the HUD stands free", InactiveAccessoryScenario.run),
            ]
            for (name, run) in scenarios {
                report.scenario(name)
                if NSApp.isHidden { NSApp.unhide(nil) }
                Self.activate()
                await run(stage)
                await stage.reset()
            }
            exit(report.finish())
        }
    }

    /// Makes the app active (`activate()` from macOS 14, where the older call is to be deprecated).
    static func activate() {
        if #available(macOS 14, *) { NSApp.activate() } else { NSApp.activate(ignoringOtherApps: true) }
    }
}
