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

/// Starts the scenarios once the app has launched, and ends the run: when they are done, when the
/// app cannot be made active, or when the watchdog fires.
@MainActor
final class SmokeAppDelegate: NSObject, NSApplicationDelegate {
    private let report = SmokeReport()
    /// The whole run's limit: a scenario that hangs (a wait that never returns, a modal loop, a
    /// main thread stuck) still ends the run with a line naming it (`SmokeWatchdog`).
    private static let watchdog = SmokeWatchdog(check: "mac.watchdog", seconds: 300)

    func applicationDidFinishLaunching(_ notification: Notification) {
        let report = self.report
        Self.watchdog.start()
        Self.activate()
        Task { @MainActor in
            report.scenario("0 launch")
            report.note("macOS \(ProcessInfo.processInfo.operatingSystemVersionString); "
                        + "screens=\(NSScreen.screens.map { SmokeExpectation.describe($0.frame) }.joined(separator: " "))")
            // The gate: every scenario needs a key window, which an app that is not active never
            // has; a run that cannot be made active here ends at once rather than checking nothing
            // that means anything.
            let active = await SmokeWait.until(timeout: 5) { NSApp.isActive }
            report.check("mac.launch.active", active, "isActive=\(NSApp.isActive) after 5 s "
                         + "(activate(ignoringOtherApps:), then activate() on macOS 14+)")
            guard active else { exit(report.finish()) }
            await SmokeWait.pause(0.5)
            let stage = SmokeStage(report: report)
            let scenarios: [(String, @MainActor (SmokeStage) async -> Void)] = [
                ("1 shared HUD over a key document window", SharedHUDScenario.run),
                ("2 blocking HUD, fresh show: it takes the keyboard", FreshBlockingScenario.run),
                ("3 a sheet over a blocking HUD", SheetScenario.run),
                ("4 commands and Esc under a blocking HUD", BlockedCommandsScenario.run),
                ("8 a blocking HUD for one window, beside a usable one", PerWindowScenario.run),
                ("5 the last window closed: the HUD stands free", FreeStandingScenario.run),
                // 7 before 6: 6 hides the app (NSApp.hide), which deactivates it, and AppKit
                // (macOS 14+) may decline to make it active again.
                ("7 light and dark follow the window", AppearanceScenario.run),
                ("6 minimise and hide leave a blocking HUD on its window", MinimiseHideScenario.run),
                // Last: once the app has been deactivated, AppKit (macOS 14+) may decline to make
                // it active again, which would leave the scenarios after it without a key window.
                ("5b an inactive accessory app: the HUD stands free", InactiveAccessoryScenario.run),
            ]
            for (name, run) in scenarios {
                Self.watchdog.scenario = name
                report.scenario(name)
                if NSApp.isHidden { NSApp.unhide(nil) }
                Self.activate()
                await run(stage)
                await stage.reset()
            }
            Self.watchdog.scenario = "the summary"
            exit(report.finish())
        }
    }

    /// Makes the app active. An unbundled binary started from a shell (a CI runner's) may never
    /// become active on macOS 14+ with `activate()` alone, which only asks: the older call, which
    /// still takes the app to the front (in the macOS 15.5 SDK to be deprecated, no warning yet),
    /// on every version, then `activate()` where there is one.
    static func activate() {
        NSApp.activate(ignoringOtherApps: true)
        if #available(macOS 14, *) { NSApp.activate() }
    }
}
