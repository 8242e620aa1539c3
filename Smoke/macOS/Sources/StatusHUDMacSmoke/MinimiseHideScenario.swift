import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// Scenario 6: a blocking HUD over window A stays with A, or comes back to it, through A's
/// minimise and restore and the app's Hide and Unhide, while another window B is key.
///
/// Read in today's code (`MacHost.place`): A minimised no longer keeps the HUD, and the choice
/// goes to B, the window left (key by then); A restored, the HUD is pinned to B, which still
/// keeps it. Hidden, no window is seen and the HUD waits off screen with no host; unhidden, it
/// goes to the key window, else the main one, else the frontmost: B, key before the Hide. Both
/// end with the HUD over B, the window that is key: issue 44 (3).
@MainActor
enum MinimiseHideScenario {
    static let issue = "issue 44 (3): MacHost forgets its window when it leaves sight and picks the key one when it is back"

    static func run(_ stage: SmokeStage) async {
        let report = stage.report
        let b = stage.makeDocumentWindow("B", origin: NSPoint(x: 300, y: 100)).window
        let a = stage.makeDocumentWindow("A", origin: NSPoint(x: 60, y: 200)).window
        report.note("A key=\(await stage.waitUntilKey(a))")
        HUD.configuration.interaction = .blocked
        HUD.show(status: "Busy on A")
        let panel = await stage.waitForSharedPanel(over: a)
        // HUDOnMacOS.md, "Which window": over the key window. Expected: the panel's parent is A.
        report.check("mac.minimise.starts-on-a", panel?.parent === a, "parent=\(SmokeStage.name(panel?.parent))")
        guard let panel else { return }

        a.miniaturize(nil)
        let minimised = await SmokeWait.until(timeout: 3) { a.isMiniaturized }
        await SmokeWait.pause(0.5)
        report.note("A minimised=\(minimised): panel parent=\(SmokeStage.name(panel.parent)) visible=\(panel.isVisible) "
                    + "keyWindow=\(SmokeStage.name(NSApp.keyWindow))")
        a.deminiaturize(nil)
        _ = await SmokeWait.until(timeout: 3) { !a.isMiniaturized && a.isVisible }
        _ = await SmokeWait.until(timeout: 2) { panel.parent === a && panel.isVisible && panel.alphaValue >= 0.99 }
        await SmokeWait.pause(0.3)
        // The issue's rule (HUDOnMacOS.md: "a blocking HUD never leaves its busy window for an
        // idle one"): minimised and restored, the busy window has its HUD again. Expected: parent A.
        report.check("mac.minimise.back-on-a", minimised && panel.parent === a && panel.isVisible,
                     "minimised=\(minimised) parent=\(SmokeStage.name(panel.parent)) visible=\(panel.isVisible) "
                     + "keyWindow=\(SmokeStage.name(NSApp.keyWindow))", knownFailure: issue)

        // Hide and Unhide, from a fresh HUD over A.
        HUD.dismiss()
        _ = await SmokeWait.until(timeout: 2) { !HUD.isVisible && !panel.isVisible }
        a.makeKeyAndOrderFront(nil)
        _ = await stage.waitUntilKey(a)
        HUD.show(status: "Busy on A")
        _ = await stage.waitForSharedPanel(over: a)
        b.makeKeyAndOrderFront(nil)
        let bKey = await stage.waitUntilKey(b)
        await SmokeWait.pause(0.3)
        // MacHost: another window becoming key leaves the HUD where it is. Expected: parent A.
        report.check("mac.hide.stays-when-b-key", panel.parent === a,
                     "parent=\(SmokeStage.name(panel.parent)) keyWindow=\(SmokeStage.name(NSApp.keyWindow)) bKey=\(bKey)")

        NSApp.hide(nil)
        let hidden = await SmokeWait.until(timeout: 3) { NSApp.isHidden && !a.isVisible }
        await SmokeWait.pause(0.3)
        report.note("hidden=\(hidden): panel parent=\(SmokeStage.name(panel.parent)) visible=\(panel.isVisible)")
        NSApp.unhide(nil)
        _ = await SmokeWait.until(timeout: 3) { !NSApp.isHidden && a.isVisible }
        _ = await SmokeWait.until(timeout: 2) { panel.parent === a && panel.isVisible && panel.alphaValue >= 0.99 }
        await SmokeWait.pause(0.3)
        // The same rule: the app shown again after Hide, the busy window has its HUD. Expected: parent A.
        report.check("mac.hide.back-on-a", hidden && panel.parent === a && panel.isVisible,
                     "hidden=\(hidden) parent=\(SmokeStage.name(panel.parent)) visible=\(panel.isVisible) "
                     + "keyWindow=\(SmokeStage.name(NSApp.keyWindow))", knownFailure: issue)
    }
}
