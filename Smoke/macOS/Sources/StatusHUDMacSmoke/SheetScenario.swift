import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// Scenario 3: a sheet begun while a blocking shared HUD shows keeps the keyboard and sits above
/// the HUD; when it ends, the HUD takes the keyboard back.
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

        let sheet = stage.makeWindow("Sheet", size: NSSize(width: 400, height: 160))
        let sheetField = NSTextField(frame: NSRect(x: 20, y: 60, width: 360, height: 24))
        sheet.contentView?.addSubview(sheetField)
        sheet.initialFirstResponder = sheetField
        window.beginSheet(sheet, completionHandler: nil)
        _ = await SmokeWait.until(timeout: 2) { sheet.isVisible && NSApp.keyWindow === sheet }
        await SmokeWait.pause(0.3)
        // MacKeyboardClaim: a sheet opened after the HUD keeps the keyboard (the HUD takes it only
        // from its own window). Expected: NSApp.keyWindow is the sheet.
        report.check("mac.sheet.key", NSApp.keyWindow === sheet,
                     "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) sheet.isVisible=\(sheet.isVisible)")
        // HUDOnMacOS.md's checklist, "A sheet during a blocking HUD: the sheet sits above the
        // HUD". Expected: the sheet before the panel in NSWindow.windowNumbers (front to back).
        let order = (NSWindow.windowNumbers(options: []) ?? []).map(\.intValue)
        let sheetIndex = order.firstIndex(of: sheet.windowNumber), panelIndex = order.firstIndex(of: panel.windowNumber)
        let names = order.map { number in SmokeStage.name(NSApp.window(withWindowNumber: number)) }
        report.check("mac.sheet.above-hud", sheetIndex != nil && panelIndex != nil && sheetIndex! < panelIndex!,
                     "frontToBack=\(names) sheetIndex=\(String(describing: sheetIndex)) panelIndex=\(String(describing: panelIndex)) "
                     + "orderedIndex sheet=\(sheet.orderedIndex) panel=\(panel.orderedIndex)")
        // MacHost: a sheet becoming key leaves the HUD where it is. Expected: panel's parent is the window.
        report.check("mac.sheet.hud-stays", panel.parent === window && panel.isVisible,
                     "parent=\(SmokeStage.name(panel.parent)) isVisible=\(panel.isVisible)")

        window.endSheet(sheet)
        _ = await SmokeWait.until(timeout: 2) { !sheet.isVisible && NSApp.keyWindow === panel }
        await SmokeWait.pause(0.2)
        // MacKeyboardClaim.windowBecameKey: the sheet over it ending makes the HUD's window key
        // again, and the HUD takes the keyboard (AppKitKeyboardFocus.take: the panel key, the
        // HUD's view its first responder). Expected: keyWindow is the panel, firstResponder the HUD view.
        let hudView = stage.hudView(in: panel)
        report.check("mac.sheet.keyboard-back", NSApp.keyWindow === panel && hudView != nil && panel.firstResponder === hudView,
                     "keyWindow=\(SmokeStage.name(NSApp.keyWindow)) panelFirstResponder=\(SmokeStage.name(panel.firstResponder)) "
                     + "sheet.isVisible=\(sheet.isVisible)")
    }
}
