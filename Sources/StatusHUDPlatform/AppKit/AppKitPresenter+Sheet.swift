#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// A blocking HUD over a window blocks it with a sheet that draws nothing (`SheetBlocker`), while
// the HUD is drawn in a child window of it, blocking or not (`MacSheet` says why, and the
// alternatives). This applies what `MacSheet` decides: the sheet begun and ended, its stepping
// aside for a sheet of the app's, and the HUD out of sight while its sheet waits.
extension HUD.AppKitPresenter {
    /// Begins or ends the window's sheet as `MacSheet.attachment` says. Called from the HUD's
    /// drawing, which may come from its panel's layout pass: the sheet is another window, on the
    /// window the HUD is over, and AppKit's rule for `layout()` (no change that needs the window
    /// being laid out to be laid out again) concerns the panel's own views. Deferring it a turn
    /// was the alternative; it would leave the window unblocked for that turn, with the keyboard
    /// the user's, and a hide in that turn would have to cancel it.
    func attach(as attachment: MacSheet.Attachment) {
        guard let parent else { return }
        switch (attachment, sheetQueue.state) {
        case (.sheet, .none):
            sheetQueue.began()
            beginSheet(on: parent)
            watchSheets(true)
            // With a sheet of the app's up, the HUD's is queued behind it: out of sight until then.
            showWaiting(MacSheet.waits(sheetQueue.state, sheets: sheets(of: parent)))
            // The menu items aimed at the window's own objects, which the sheet's key status
            // does not reach (`TargetedCommands`).
            targetedCommands.stop(over: parent)
        case (.childWindow, .begun), (.childWindow, .steppedAside):
            endSheet()
        case (.sheet, _), (.childWindow, .none):
            break
        }
    }

    /// Ends the HUD's sheet, if it has one (presented or queued): the window is the user's again,
    /// and the HUD, a child window throughout, stays where it is, to fade out there, to go on
    /// without blocking, or to leave the window. The sheet is ended on the window it is on, which
    /// the HUD may be leaving (`parent` may be let go of first). The keyboard, if the HUD took it,
    /// is given back by `giveBack`.
    func endSheet() {
        guard sheetQueue.state != .none else { return }
        let begun = sheetQueue.state == .begun
        sheetQueue.ended()
        watchSheets(false)
        targetedCommands.restore()
        if begun, let blocker { (blocker.sheetParent ?? parent)?.endSheet(blocker) }
        // Hiding while it waited out of sight, it was never seen: it does not appear to fade out.
        if sight.waits, showing == nil { fader.animateAlpha(to: 0, HUD.Animation(duration: 0, curve: .linear)) }
        showWaiting(false)
    }

    /// Hides the HUD while its sheet waits its turn (`MacSheet.waits`), telling the engine, so
    /// that its countdown waits as it does while the window is minimised, and shows it again
    /// after, as `MacSheetSight` decides. Its child window stays: what AppKit does with a child
    /// window ordered out (kept with its parent? ordered in with it?) is not written, and a
    /// hidden content view is. Coming out, it is told on screen and fades in only once its place
    /// is settled (`cameOutOfWaiting`), never within the placing that ended its sheet.
    func showWaiting(_ waits: Bool) {
        switch sight.sheetWaits(waits, isShowing: showing != nil) {
        case .none:
            break
        case .hide(let tellsOffScreen):
            panel?.contentView?.isHidden = true
            panel?.ignoresMouseEvents = true
            if tellsOffScreen {
                showing?.reportOffScreen()
                cues.wentOffScreen()
            }
        case .show:
            panel?.contentView?.isHidden = false
            panel?.ignoresMouseEvents = !panelTakesClicks
        }
    }

    /// Out of waiting and on screen where it now is: told on screen, spoken, and faded in as it
    /// first would have been (`MacSheetSight.placeSettled`). Asked at the end of each drawing (a
    /// placing ends with one) and after each look at the sheets.
    func cameOutOfWaiting() {
        guard sight.placeSettled(isOnScreen: placements.host.isOnScreen), let showing else { return }
        fader.animateAlpha(to: 0, HUD.Animation(duration: 0, curve: .linear))
        showing.reportOnScreen()
        // The engine may have hidden it or shown another in answer to the report.
        guard self.showing === showing, let latest else { return }
        play(cues.cameOnScreen(latest.content, configuration: latest.configuration))
        fade(.appear, showing)
    }

    /// Begins a sheet on `parent` that blocks it for the HUD: a new one each time, so that none is
    /// begun while AppKit may still be animating it out of a sheet ended before (on this window, or
    /// another the HUD left). It is sized to the content area, which AppKit places it at the top of
    /// and centres it in, so that what it says to assistive technologies is where the HUD is.
    private func beginSheet(on parent: NSWindow) {
        let blocker = SheetBlocker.make(for: view)
        self.blocker = blocker
        blocker.setFrame(parent.convertToScreen(parent.contentLayoutRect), display: false)
        parent.beginSheet(blocker, completionHandler: nil)
    }

    /// Keeps the begun sheet as large as the content area, which a resize or full screen changes
    /// (AppKit places a sheet, it does not size it).
    func sizeSheet(to area: NSRect) {
        guard sheetQueue.state == .begun, let blocker, blocker.sheetParent != nil, blocker.frame.size != area.size else { return }
        blocker.setFrame(area, display: false)
    }

    /// The window's sheets as `MacSheet` sees them. A sheet of this HUD's that has ended but is
    /// still attached while AppKit animates it out (its header: a sheet has its parent until it
    /// is ordered out) is none of them: not another HUD's, for which the HUD would wait.
    private func sheets(of parent: NSWindow) -> [MacSheet.Sheet] {
        parent.sheets.compactMap { sheet in
            let isHUDs = (sheet as? SheetBlocker)?.hud === view
            if isHUDs, sheet !== blocker { return nil }
            return MacSheet.Sheet(isHUD: sheet === blocker, isPresented: sheet.isVisible,
                                  isAnotherHUD: !isHUDs && sheet is SheetBlocker)
        }
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
    /// behind that one once it is presented (`MacSheet.Queue`); the HUD out of sight meanwhile.
    private func sheetsChanged() {
        guard let parent, let blocker else { return }
        let sheets = sheets(of: parent)
        switch sheetQueue.step(sheets) {
        case .keep: break
        case .stepAside: parent.endSheet(blocker)
        case .rejoin: beginSheet(on: parent)
        }
        showWaiting(MacSheet.waits(sheetQueue.state, sheets: sheets))
        cameOutOfWaiting()
    }
}
#endif
