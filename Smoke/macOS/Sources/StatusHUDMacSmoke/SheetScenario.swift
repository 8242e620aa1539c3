import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// Scenario 3: a blocking shared HUD blocks its window with a sheet of its own, the HUD a child
/// window; a sheet begun while it shows is presented, key, above it (the HUD's steps aside and
/// waits behind it, the HUD out of sight); when it ends, the HUD's sheet is presented again and
/// takes the keyboard back, and the HUD is seen again.
@MainActor
enum SheetScenario {
    static func run(_ stage: SmokeStage) async {
        let report = stage.report
        let doc = stage.makeDocumentWindow("Sheet over a blocking HUD")
        let window = doc.window
        report.note("window key=\(await stage.waitUntilKey(window))")

        HUD.configuration.interaction = .blocked
        HUD.show(status: "Saving")
        guard let panel = await stage.waitForSharedPanel(over: window) else {
            report.check("mac.sheet.hud-shown", false, "no HUD panel over the window")
            return
        }
        report.note("before the sheet: keyWindow=\(SmokeStage.name(NSApp.keyWindow))")
        // MacSheet: a blocking HUD blocks its window with its sheet (SheetBlocker), and is drawn
        // in a child window. Expected: attachedSheet is the HUD's sheet; the panel a child, no sheet.
        let blocker = stage.blocker(of: window)
        report.check("mac.sheet.hud-blocks", blocker != nil && window.attachedSheet === blocker
                        && panel.parent === window && !panel.isSheet,
                     "attachedSheet=\(SmokeStage.name(window.attachedSheet)) panel.parent=\(SmokeStage.name(panel.parent)) "
                     + "panel.isSheet=\(panel.isSheet)")

        let sheet = stage.makeWindow("Sheet", size: NSSize(width: 400, height: 160))
        let sheetField = NSTextField(frame: NSRect(x: 20, y: 60, width: 360, height: 24))
        sheet.contentView?.addSubview(sheetField)
        sheet.initialFirstResponder = sheetField
        window.beginSheet(sheet, completionHandler: nil)
        _ = await SmokeWait.until(timeout: 2) { sheet.isVisible && NSApp.keyWindow === sheet }
        await SmokeWait.pause(0.3)
        // MacSheet.Queue: AppKit queues a sheet begun while the HUD's is presented; the HUD's
        // steps aside and the app's is presented, key. Expected: NSApp.keyWindow is the sheet.
        report.check("mac.sheet.key", NSApp.keyWindow === sheet,
                     "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) sheet.isVisible=\(sheet.isVisible) "
                     + "sheets=\(window.sheets.map(SmokeStage.name))")
        // The app's sheet on top, and the HUD out of sight while its sheet waits (MacSheet.waits:
        // the panel's content hidden, its clicks let through). Expected: attachedSheet is the
        // app's sheet, the HUD's content hidden.
        let hidden = panel.contentView?.isHidden == true && panel.ignoresMouseEvents
        report.check("mac.sheet.above-hud", window.attachedSheet === sheet && hidden,
                     "attachedSheet=\(SmokeStage.name(window.attachedSheet)) panel.contentView.isHidden="
                     + "\(String(describing: panel.contentView?.isHidden)) panel.ignoresMouseEvents=\(panel.ignoresMouseEvents)")
        // MacSheet.Queue: the HUD's sheet waits behind the app's, on the same window (a new one:
        // the HUD begins one each time). Expected: the window's sheets are the app's, then the HUD's.
        let waiting = stage.blocker(of: window)
        report.check("mac.sheet.hud-stays", window.sheets.first === sheet && waiting != nil && window.sheets.last === waiting,
                     "sheets=\(window.sheets.map(SmokeStage.name))")

        window.endSheet(sheet)
        _ = await SmokeWait.until(timeout: 2) { !sheet.isVisible && stage.hudHasKeyboard(over: window) }
        await SmokeWait.pause(0.2)
        // AppKit presents the HUD's queued sheet again when the app's sheet ends, key, and the HUD
        // takes the keyboard (MacKeyboardClaim.windowBecameKey on the sheet's didBecomeKey;
        // AppKitKeyboardFocus.take: the sheet's view its first responder), and is seen again.
        // Expected: the HUD's sheet key with its view first responder; the panel's content shown.
        report.check("mac.sheet.keyboard-back",
                     stage.hudHasKeyboard(over: window) && panel.contentView?.isHidden == false && panel.isVisible,
                     "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) sheet.isVisible=\(sheet.isVisible) "
                     + "attachedSheet=\(SmokeStage.name(window.attachedSheet)) "
                     + "panel.contentView.isHidden=\(String(describing: panel.contentView?.isHidden))")

        // The HUD waiting behind another sheet of the app's, its window minimised, the HUD
        // dismissed while it is away: its sheet ends on the window it leaves (never one begun
        // anew as it leaves), and nothing is left to block the window once the app's sheet ends.
        let second = stage.makeWindow("Second sheet", size: NSSize(width: 400, height: 160))
        window.beginSheet(second, completionHandler: nil)
        _ = await SmokeWait.until(timeout: 2) { NSApp.keyWindow === second }
        window.miniaturize(nil)
        let minimised = await SmokeWait.until(timeout: 3) { window.isMiniaturized }
        HUD.dismiss()
        _ = await SmokeWait.until(timeout: 2) { !HUD.isVisible }
        window.deminiaturize(nil)
        _ = await SmokeWait.until(timeout: 3) { !window.isMiniaturized }
        window.endSheet(second)
        _ = await SmokeWait.until(timeout: 2) { window.sheets.isEmpty }
        window.makeKeyAndOrderFront(nil)
        let key = await stage.waitUntilKey(window)
        // AppKitPresenter.endSheet on the sheet's own window. Expected: no sheet left on the
        // window, which becomes key again.
        report.check("mac.sheet.nothing-left", minimised && window.sheets.isEmpty && window.attachedSheet == nil && key,
                     "minimised=\(minimised) sheets=\(window.sheets.map(SmokeStage.name)) "
                     + "attachedSheet=\(SmokeStage.name(window.attachedSheet)) keyWindow=\(SmokeStage.name(NSApp.keyWindow))")
        await movesWhileWaiting(stage, from: window)
    }

    /// The HUD waiting behind an app's sheet when its window closes, another window open: it goes
    /// over that one, blocks it with a sheet of its own, and is seen there; nothing is begun on
    /// the window it left (its sheet ends there, never one begun anew as it leaves).
    private static func movesWhileWaiting(_ stage: SmokeStage, from window: NSWindow) async {
        let report = stage.report
        let other = stage.makeDocumentWindow("Other", origin: NSPoint(x: 420, y: 80)).window
        window.makeKeyAndOrderFront(nil)
        _ = await stage.waitUntilKey(window)
        HUD.show(status: "Saving")
        _ = await stage.waitForSharedPanel(over: window)
        let alert = stage.makeWindow("Alert", size: NSSize(width: 400, height: 160))
        window.beginSheet(alert, completionHandler: nil)
        _ = await SmokeWait.until(timeout: 2) { NSApp.keyWindow === alert }
        await SmokeWait.pause(0.3)
        // Closed with the app's sheet still up, the HUD waiting behind it.
        report.note("before closing: waiting=\(stage.panel(childOf: window)?.contentView?.isHidden == true) "
                    + "sheets=\(window.sheets.map(SmokeStage.name))")
        window.close()
        let moved = await SmokeWait.until(timeout: 3) {
            guard let panel = stage.panel(childOf: other) else { return false }
            return panel.isVisible && panel.alphaValue >= 0.99 && panel.contentView?.isHidden == false
        }
        await SmokeWait.pause(0.3)
        // MacHost moves it to the other window; AppKitPresenter.endSheet and cameOutOfWaiting.
        // Expected: the other window blocked by the HUD's sheet, the HUD seen over it; no sheet
        // of the HUD's left on the closed window.
        report.check("mac.sheet.moves-while-waiting",
                     moved && stage.blocker(of: other) != nil && stage.blocker(of: window) == nil,
                     "moved=\(moved) other.sheets=\(other.sheets.map(SmokeStage.name)) "
                     + "closed.sheets=\(window.sheets.map(SmokeStage.name))")
        HUD.dismiss()
        _ = await SmokeWait.until(timeout: 2) { !HUD.isVisible }
    }
}
