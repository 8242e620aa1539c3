#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// A blocking HUD over a window is that window's document-modal sheet; one that does not block, a
// child window of it (`MacSheet` says why, and the alternatives). This applies what `MacSheet`
// decides: the attachment, and the HUD's sheet stepping aside for a sheet of the app's.
extension HUD.AppKitPresenter {
    /// Attaches the panel to its window as `MacSheet.attachment` says: begins its sheet, or ends it
    /// and makes it a child window again. The panel is sized to the content area first, so that
    /// AppKit, which places a sheet at the top of the content area and centres it, places it over
    /// the whole content area.
    func attach(as attachment: MacSheet.Attachment) {
        guard let panel, let parent else { return }
        switch (attachment, sheetQueue.state) {
        case (.sheet, .none):
            parent.removeChildWindow(panel)
            // With a sheet of the app's up, the HUD's is queued behind it, and AppKit does not
            // order out a queued sheet: out of sight until AppKit presents it (the panel was
            // ordered in as a child window when it was placed).
            if !parent.sheets.isEmpty { panel.orderOut(nil) }
            // Key as the sheet (`HUDPanel.canBecomeKey`), so that the keyboard and the commands
            // stop at the HUD; and, as Quit passes a blocking HUD (`MacBlocking`), not keeping
            // the app from quitting as a modal window does by default (its header).
            panel.acceptsKey = true
            panel.preventsApplicationTerminationWhenModal = false
            sheetQueue.began()
            parent.beginSheet(panel, completionHandler: nil)
            watchSheets(true)
            // The menu items aimed at the window's own objects, which the sheet's key status
            // does not reach (`TargetedCommands`).
            targetedCommands.stop(over: parent)
        case (.childWindow, .begun), (.childWindow, .steppedAside):
            endSheet()
        case (.sheet, _), (.childWindow, .none):
            break
        }
    }

    /// Ends the HUD's sheet, if it is one (presented or queued), and makes its panel a child window
    /// of its window again (ordered in), to fade out there or to be taken off it.
    func endSheet() {
        guard let panel, let parent, sheetQueue.state != .none else { return }
        let begun = sheetQueue.state == .begun, wasOnScreen = panel.isVisible
        sheetQueue.ended()
        watchSheets(false)
        targetedCommands.restore()
        if begun { parent.endSheet(panel) }
        // A child window again, it is no longer key as a sheet is; the keyboard, if the HUD took
        // it, is given back by `giveBack`, which may never run for a window the user never came
        // back to.
        panel.acceptsKey = false
        parent.addChildWindow(panel, ordered: .above)
        // Waiting behind the app's sheet, it was not on screen: it does not appear to fade out.
        if !wasOnScreen { panel.alphaValue = 0 }
    }

    /// Asks `sheetsChanged` after each turn of the main run loop while the HUD is a sheet, or stops.
    /// AppKit says nothing when it queues a sheet (no notification; `sheets` is not said to be
    /// KVO-compliant), and a sheet of the app's must not wait behind the HUD even one turn longer
    /// than it must; a run-loop observer reads `sheets` once a turn, before the loop waits, in
    /// every mode (a sheet begun from a menu's tracking runs in another).
    private func watchSheets(_ watching: Bool) {
        if watching, sheetWatch == nil {
            sheetWatch = RunLoopWatch { [weak self] in self?.sheetsChanged() }
        } else if !watching {
            sheetWatch = nil
        }
    }

    /// Steps the HUD's sheet aside for a sheet of the app's queued behind it, and begins it again
    /// behind that one once it is presented (`MacSheet.Queue`).
    private func sheetsChanged() {
        guard let panel, let parent else { return }
        let sheets = parent.sheets.map {
            MacSheet.Sheet(isHUD: $0 === panel, isPresented: $0.isVisible, isAnotherHUD: $0 !== panel && $0 is HUDPanel)
        }
        switch sheetQueue.step(sheets) {
        case .keep: break
        case .stepAside: parent.endSheet(panel)
        case .rejoin: parent.beginSheet(panel, completionHandler: nil)
        }
    }
}
#endif
