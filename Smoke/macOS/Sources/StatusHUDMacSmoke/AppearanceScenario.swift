import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// Scenario 7: the HUD is drawn in its window's own light or dark, not the app's: the app dark,
/// the window light, then the window dark.
@MainActor
enum AppearanceScenario {
    static func run(_ stage: SmokeStage) async {
        let report = stage.report
        let doc = stage.makeDocumentWindow("Light and dark")
        let window = doc.window
        // The app dark and the window forced light, so that a HUD taking the app's (or the
        // system's) look rather than the window's fails the light check, on a light-mode runner
        // too. SmokeStage.reset puts the app's back to the system's (nil).
        NSApp.appearance = NSAppearance(named: .darkAqua)
        window.appearance = NSAppearance(named: .aqua)
        _ = await SmokeWait.until(timeout: 2) { match(NSApp.effectiveAppearance) == .darkAqua }
        report.note("window key=\(await stage.waitUntilKey(window)) app=\(match(NSApp.effectiveAppearance)?.rawValue ?? "nil")")

        HUD.show(status: "Light or dark")
        guard let panel = await stage.waitForSharedPanel(over: window) else {
            report.check("mac.appearance.hud-shown", false, "no HUD panel over the window")
            return
        }
        // AppKitPresenter.attach: panel.appearanceSource = window ("light or dark as the window
        // it is over"). Expected: the panel's and the HUD view's best match is the window's, .aqua.
        check(stage, "mac.appearance.light", panel: panel, window: window, expected: .aqua)

        window.appearance = NSAppearance(named: .darkAqua)
        _ = await SmokeWait.until(timeout: 2) { match(panel.effectiveAppearance) == .darkAqua }
        await SmokeWait.pause(0.2)
        // The same, as the window turns dark while the HUD shows. Expected: .darkAqua.
        check(stage, "mac.appearance.dark", panel: panel, window: window, expected: .darkAqua)
    }

    private static func match(_ appearance: NSAppearance) -> NSAppearance.Name? {
        appearance.bestMatch(from: [.aqua, .darkAqua])
    }

    private static func check(_ stage: SmokeStage, _ name: String, panel: NSWindow, window: NSWindow, expected: NSAppearance.Name) {
        let view = stage.hudView(in: panel)
        let panelMatch = match(panel.effectiveAppearance), viewMatch = view.map { match($0.effectiveAppearance) } ?? nil
        let windowMatch = match(window.effectiveAppearance)
        stage.report.check(name, panelMatch == expected && viewMatch == expected && windowMatch == expected,
                           "window=\(windowMatch?.rawValue ?? "nil") panel=\(panelMatch?.rawValue ?? "nil") "
                           + "hudView=\(viewMatch?.rawValue ?? "nil") expected=\(expected.rawValue)")
    }
}
