import AppKit
import StatusHUD
import StatusHUDSmokeKit

/// Scenario 4: under a blocking shared HUD with a Cancel button, the Edit menu's commands meant
/// for the covered window grey out, typing stops at the HUD, Esc presses Cancel, and a click on
/// Cancel would reach the HUD, not its sheet.
@MainActor
enum BlockedCommandsScenario {
    static func run(_ stage: SmokeStage) async {
        let report = stage.report
        let (menu, edit) = makeMainMenu()
        let previousMenu = NSApp.mainMenu
        NSApp.mainMenu = menu
        defer { NSApp.mainMenu = previousMenu }
        let doc = stage.makeDocumentWindow("Commands under a blocking HUD")
        let window = doc.window
        report.note("window key=\(await stage.waitUntilKey(window))")
        // The control for typing-stops below: without the HUD, the synthesised key reaches the key
        // window's field. Were it lost on the way, the field would be unchanged under the HUD too,
        // and that check would pass for nothing. Expected: the field's text changed.
        let original = doc.field.stringValue
        send(key: "x", keyCode: 7)
        _ = await SmokeWait.until(timeout: 1) { doc.field.stringValue != original }
        let typed = doc.field.stringValue
        report.check("mac.commands.keys-arrive", typed != original,
                     "field=\(typed) before=\(original) keyWindow=\(SmokeStage.name(NSApp.keyWindow)) "
                     + "firstResponder=\(SmokeStage.name(SmokeStage.responder(of: window)))")
        // Back to the text it had, the field editing it again.
        doc.field.stringValue = original
        window.makeFirstResponder(doc.field)
        await SmokeWait.pause(0.1)
        report.note("field restored=\(doc.field.stringValue == original) firstResponder=\(SmokeStage.name(SmokeStage.responder(of: window)))")
        // Something to undo in the window, so that Undo is enabled without the HUD.
        window.undoManager?.registerUndo(withTarget: doc.field) { _ in }
        edit.update()
        let before = states(edit)
        report.note("without the HUD: \(before)")

        let presses = CallCount()
        HUD.configuration.interaction = .blocked
        HUD.show(status: "Working")
        HUD.setAction(HUD.Action("Cancel") { presses.value += 1 })
        guard let panel = await stage.waitForSharedPanel(over: window) else {
            report.check("mac.commands.hud-shown", false, "no HUD panel over the window")
            return
        }
        report.note("keyWindow=\(SmokeStage.name(NSApp.keyWindow)) panel=\(SmokeStage.name(panel)) "
                    + "button=\(HUD.current?.action?.title ?? "nil")")

        NSApp.mainMenu?.update()
        edit.update()
        // MacBlocking: the commands meant for the covered window (Undo, Paste, Select All) grey
        // out: BlockedCommands, the supplemental target of the HUD's sheet's view, validates none. Expected: false.
        for item in edit.items {
            report.check(SmokeExpectation.equal(item.isEnabled, false, name: "mac.commands.\(slug(item.title))-disabled",
                                                what: "isEnabled"))
        }

        let text = doc.field.stringValue
        // Where the key goes: the HUD's sheet key, its view its first responder (AppKitKeyboardFocus).
        let hasKeyboard = stage.hudHasKeyboard(over: doc.window)
        let keyWindow = NSApp.keyWindow
        send(key: "x", keyCode: 7)
        await SmokeWait.pause(0.3)
        // MacBlocking.response: every other key stops at the HUD, which has the keyboard.
        // Expected: the HUD's sheet key, its view its first responder, the field's text unchanged.
        report.check("mac.commands.typing-stops", doc.field.stringValue == text && hasKeyboard,
                     "field=\(doc.field.stringValue) expected=\(text) keyWindow=\(SmokeStage.name(keyWindow)) "
                     + "sheets=\(doc.window.sheets.map(SmokeStage.name))")

        send(key: "\u{1b}", keyCode: 53)
        _ = await SmokeWait.until(timeout: 2) { presses.value > 0 }
        await SmokeWait.pause(0.3)
        // MacBlocking.response: Esc presses the HUD's button (SheetBlocker.Forwarder.keyDown). Expected:
        // the Cancel handler ran once.
        report.check("mac.commands.esc-presses-cancel", presses.value == 1,
                     "presses=\(presses.value) expected=1 keyWindow=\(SmokeStage.name(NSApp.keyWindow))")

        // SheetBlocker lets clicks through (ignoresMouseEvents): the window a mouse-down on the
        // Cancel button would hit, as the window server says, is the HUD's panel, not its sheet.
        // Expected: the panel's window number.
        if let button = findButton(in: stage.hudView(in: panel)) {
            let point = stage.screenFrame(of: button)
            let hit = NSWindow.windowNumber(at: NSPoint(x: point.midX, y: point.midY), belowWindowWithWindowNumber: 0)
            report.check("mac.commands.click-reaches-hud", hit == panel.windowNumber,
                         "hit=\(SmokeStage.name(NSApp.window(withWindowNumber: hit))) panel=\(SmokeStage.name(panel)) "
                         + "sheets=\(window.sheets.map(SmokeStage.name))")
        } else {
            report.check("mac.commands.click-reaches-hud", false, "no Cancel button in the HUD's view")
        }

        HUD.dismiss()
        _ = await SmokeWait.until(timeout: 2) { !HUD.isVisible && !panel.isVisible }
        await SmokeWait.pause(0.2)
        edit.update()
        // MacBlocking applies only while the HUD blocks. Expected: each item as it was without the HUD.
        report.check("mac.commands.restored-after", states(edit) == before,
                     "after: \(states(edit)) before: \(before) keyWindow=\(SmokeStage.name(NSApp.keyWindow))")
    }

    /// The HUD's button (`HUDButton`) among `view`'s subviews, at any depth.
    static func findButton(in view: NSView?) -> NSView? {
        guard let view else { return nil }
        if SmokeStage.className(view).hasSuffix("HUDButton"), !view.isHidden { return view }
        return view.subviews.lazy.compactMap { findButton(in: $0) }.first
    }

    /// A main menu with an app menu and Edit: Undo, Paste, Select All, their targets nil (the
    /// responder chain's), as an app's Edit menu has them.
    static func makeMainMenu() -> (NSMenu, NSMenu) {
        let menu = NSMenu(title: "Main")
        let appItem = NSMenuItem(title: "App", action: nil, keyEquivalent: "")
        let appMenu = NSMenu(title: "App")
        appMenu.addItem(NSMenuItem(title: "Quit", action: #selector(NSApplication.terminate(_:)), keyEquivalent: "q"))
        appItem.submenu = appMenu
        menu.addItem(appItem)
        let editItem = NSMenuItem(title: "Edit", action: nil, keyEquivalent: "")
        let edit = NSMenu(title: "Edit")
        edit.addItem(NSMenuItem(title: "Undo", action: Selector(("undo:")), keyEquivalent: "z"))
        edit.addItem(NSMenuItem(title: "Paste", action: #selector(NSText.paste(_:)), keyEquivalent: "v"))
        edit.addItem(NSMenuItem(title: "Select All", action: #selector(NSText.selectAll(_:)), keyEquivalent: "a"))
        editItem.submenu = edit
        menu.addItem(editItem)
        return (menu, edit)
    }

    static func states(_ menu: NSMenu) -> String {
        menu.items.map { "\($0.title)=\($0.isEnabled ? "enabled" : "disabled")" }.joined(separator: " ")
    }

    private static func slug(_ title: String) -> String {
        title.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// A key pressed, as AppKit's event would come: sent to the app, which gives it to the key window.
    private static func send(key: String, keyCode: UInt16) {
        guard let event = NSEvent.keyEvent(with: .keyDown, location: .zero, modifierFlags: [],
                                           timestamp: ProcessInfo.processInfo.systemUptime,
                                           windowNumber: NSApp.keyWindow?.windowNumber ?? 0, context: nil,
                                           characters: key, charactersIgnoringModifiers: key,
                                           isARepeat: false, keyCode: keyCode) else { return }
        NSApp.sendEvent(event)
    }
}
