import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// Scenario 3: a blocking shared HUD is its window's sheet; a sheet begun while it shows is
/// presented, key, above it (the HUD's steps aside and waits behind it); when it ends, the HUD is
/// presented again and takes the keyboard back.
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
        // MacSheet: a blocking HUD over a window is that window's sheet. Expected: attachedSheet is the panel.
        report.check("mac.sheet.hud-is-sheet", window.attachedSheet === panel && panel.sheetParent === window,
                     "attachedSheet=\(SmokeStage.name(window.attachedSheet)) sheetParent=\(SmokeStage.name(panel.sheetParent))")

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
        // The app's sheet on top: the window's top sheet, and the HUD's panel either queued
        // behind it (not on screen) or behind it in the window order (front to back).
        let order = (NSWindow.windowNumbers(options: []) ?? []).map(\.intValue)
        let sheetIndex = order.firstIndex(of: sheet.windowNumber), panelIndex = order.firstIndex(of: panel.windowNumber)
        let names = order.map { number in SmokeStage.name(NSApp.window(withWindowNumber: number)) }
        let behind = !panel.isVisible || (sheetIndex != nil && panelIndex != nil && sheetIndex! < panelIndex!)
        report.check("mac.sheet.above-hud", window.attachedSheet === sheet && behind,
                     "attachedSheet=\(SmokeStage.name(window.attachedSheet)) panel.isVisible=\(panel.isVisible) frontToBack=\(names)")
        // MacSheet.Queue: the HUD waits behind the app's sheet, on the same window. Expected: the
        // window's sheets are the app's, then the HUD's.
        report.check("mac.sheet.hud-stays", window.sheets.last === panel,
                     "sheets=\(window.sheets.map(SmokeStage.name))")

        window.endSheet(sheet)
        _ = await SmokeWait.until(timeout: 2) { !sheet.isVisible && NSApp.keyWindow === panel && panel.isVisible }
        await SmokeWait.pause(0.2)
        // AppKit presents the queued HUD again when the app's sheet ends, key, and the HUD takes
        // the keyboard (MacKeyboardClaim.windowBecameKey on the panel's didBecomeKey;
        // AppKitKeyboardFocus.take: its view the panel's first responder).
        // Expected: keyWindow is the panel, firstResponder the HUD view.
        let hudView = stage.hudView(in: panel)
        report.check("mac.sheet.keyboard-back", NSApp.keyWindow === panel && hudView != nil && panel.firstResponder === hudView,
                     "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) panelFirstResponder=\(SmokeStage.name(panel.firstResponder)) "
                     + "sheet.isVisible=\(sheet.isVisible) attachedSheet=\(SmokeStage.name(window.attachedSheet))")
    }
}
