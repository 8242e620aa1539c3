import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// Scenario 5: with the app's last window closed and let go of, a shared HUD stands free on the
/// screen, as the system's volume HUD does.
@MainActor
enum FreeStandingScenario {
    static func run(_ stage: SmokeStage) async {
        let report = stage.report
        // Every window the run opened was closed by the reset before this scenario; a last one,
        // opened and closed here, and let go of (isReleasedWhenClosed is false: Swift keeps it).
        weak var last: NSWindow?
        do {
            let doc = stage.makeDocumentWindow("The last window")
            last = doc.window
            _ = await stage.waitUntilKey(doc.window)
        }
        await stage.reset()
        _ = await SmokeWait.until(timeout: 2) { last == nil && others(stage).isEmpty }
        report.note("after the close: lastWindowFreed=\(last == nil) app's windows besides the HUD's panel="
                    + "\(others(stage).map { "\(SmokeStage.className($0)) visible=\($0.isVisible)" })")

        HUD.show(status: "Copied")
        guard let panel = await stage.waitForSharedPanel() else {
            report.check("mac.free.shown", false, "no HUD panel: HUD.isVisible=\(HUD.isVisible)")
            return
        }
        check(stage, panel: panel)
        await stage.reset()
        await closedButKept(stage)
    }

    /// The last window closed but kept alive, as a window controller keeps an app's Settings
    /// window: AppKit still lists it in `NSApp.windows`, ordered out and not minimised, which
    /// `HUD.MacWindowDescription.isOpen` does not count (before, the HUD took it for a window out
    /// of sight and waited off screen: this check failed then).
    private static func closedButKept(_ stage: SmokeStage) async {
        let report = stage.report
        let kept = stage.makeWindow("Settings, closed and kept", size: NSSize(width: 480, height: 300))
        kept.makeKeyAndOrderFront(nil)
        _ = await stage.waitUntilKey(kept)
        kept.close()
        _ = await SmokeWait.until(timeout: 2) { !kept.isVisible }
        report.note("closed and kept: inNSAppWindows=\(NSApp.windows.contains { $0 === kept }) isVisible=\(kept.isVisible) "
                    + "isOnActiveSpace=\(kept.isOnActiveSpace) others=\(others(stage).count)")

        HUD.show(status: "Copied")
        _ = await SmokeWait.until(timeout: 2) { stage.sharedPanel().map { $0.isVisible && $0.alphaValue >= 0.99 } ?? false }
        let panel = stage.sharedPanel()
        // HUDOnMacOS.md, "Which window": an app whose last window has closed gets a free-standing
        // HUD, whether or not it keeps the window object. Expected: panel visible, no parent,
        // level .floating.
        report.check("mac.free.closed-window-kept", panel?.isVisible == true && panel?.parent == nil && panel?.level == .floating,
                     "isVisible=\(String(describing: panel?.isVisible)) parent=\(SmokeStage.name(panel?.parent)) "
                     + "level=\(String(describing: panel?.level.rawValue)) HUD.isVisible=\(HUD.isVisible)")
    }

    /// The app's windows other than the HUD's panel.
    static func others(_ stage: SmokeStage) -> [NSWindow] {
        let panel = stage.sharedPanel()
        return NSApp.windows.filter { $0 !== panel }
    }

    /// The names of the checks `check(_:panel:prefix:)` makes, for a scenario that
    /// cannot make them to skip.
    static func checkNames(prefix: String) -> [String] {
        ["shown", "no-parent", "floating", "inside-visible-frame", "centred", "not-key"].map { "\(prefix).\($0)" }
    }

    /// The free-standing HUD's checks (AppKitPresenter.standFree, HUDOnMacOS.md "Which window").
    static func check(_ stage: SmokeStage, panel: NSWindow, prefix: String = "mac.free") {
        let report = stage.report
        // Standing free: in no window, above normal windows. Expected: visible, alpha 1, no parent,
        // level .floating.
        report.check("\(prefix).shown", panel.isVisible && panel.alphaValue >= 0.99,
                     "isVisible=\(panel.isVisible) alpha=\(panel.alphaValue) HUD.isVisible=\(HUD.isVisible)")
        report.check("\(prefix).no-parent", panel.parent == nil, "parent=\(SmokeStage.name(panel.parent))")
        report.check(SmokeExpectation.equal(panel.level, .floating, name: "\(prefix).floating", what: "level"))
        // On the screen with the pointer, in its visible frame (clear of the menu bar and the
        // Dock), the bezel centred there. Expected: the panel inside the visible frame, the bezel
        // centred in it (1 pt).
        let pointer = NSEvent.mouseLocation
        let screen = NSScreen.screens.first { NSMouseInRect(pointer, $0.frame, false) } ?? NSScreen.main
        let visible = screen.map { stage.flipped($0.visibleFrame) } ?? .null
        report.check(SmokeExpectation.inside(stage.flipped(panel.frame), visible, name: "\(prefix).inside-visible-frame"))
        let bezel = stage.bezel(in: stage.hudView(in: panel)).map { stage.flipped(stage.screenFrame(of: $0)) } ?? .null
        report.check(SmokeExpectation.centred(bezel, in: visible, name: "\(prefix).centred"))
        // Configuration.freeStanding: no backdrop, blocks nothing, never takes the keyboard.
        // Expected: the panel is not key and ignores the mouse (no button).
        report.check("\(prefix).not-key", !panel.isKeyWindow && panel.ignoresMouseEvents,
                     "isKeyWindow=\(panel.isKeyWindow) ignoresMouseEvents=\(panel.ignoresMouseEvents) keyWindow=\(SmokeStage.name(NSApp.keyWindow))")
    }
}

/// Scenario 5b: an accessory app (a menu-bar app) that is not active, with its settings window
/// open behind other apps' windows: a shared HUD stands free rather than going onto that window.
///
/// `HUD.MacWindowChoice` answers `.accessoryInactive` for an accessory app that is not active,
/// whatever its windows. Before, it looked at the windows only: the settings window was visible,
/// the "frontmost window that can" host the HUD, and the HUD went onto it, out of sight behind the
/// other apps (the panel a child of it, at the normal level: `no-parent`, `floating`, `centred`
/// failed then).
@MainActor
enum InactiveAccessoryScenario {

    static func run(_ stage: SmokeStage) async {
        let report = stage.report
        NSApp.setActivationPolicy(.accessory)
        defer { NSApp.setActivationPolicy(.regular) }
        let settings = stage.makeDocumentWindow("Settings")
        _ = await stage.waitUntilKey(settings.window)
        // NSApplication.deactivate: the app gives up being active; AppKit activates another app.
        NSApp.deactivate()
        let inactive = await SmokeWait.until(timeout: 3) { !NSApp.isActive }
        report.note("policy=accessory isActive=\(NSApp.isActive) settings.isVisible=\(settings.window.isVisible) "
                    + "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) mainWindow=\(SmokeStage.name(NSApp.mainWindow))")
        guard inactive else {
            for name in FreeStandingScenario.checkNames(prefix: "mac.accessory") {
                report.skip(name, "the app could not be made inactive here (isActive=\(NSApp.isActive) 3 s after deactivate())")
            }
            return
        }

        HUD.show(status: "Copied")
        _ = await SmokeWait.until(timeout: 2) { stage.sharedPanel().map { $0.isVisible && $0.alphaValue >= 0.99 } ?? false }
        await SmokeWait.pause(0.5)
        guard let panel = stage.sharedPanel(), panel.isVisible else {
            report.check("mac.accessory.shown", false, "no visible HUD panel: HUD.isVisible=\(HUD.isVisible)")
            return
        }
        report.note("panel parent=\(SmokeStage.name(panel.parent)) level=\(panel.level.rawValue)")
        FreeStandingScenario.check(stage, panel: panel, prefix: "mac.accessory")

        await stage.reset()
        NSApp.setActivationPolicy(.regular)
        SmokeAppDelegate.activate()
        report.note("restored: policy=regular isActive=\(await SmokeWait.until(timeout: 2) { NSApp.isActive })")
    }
}
