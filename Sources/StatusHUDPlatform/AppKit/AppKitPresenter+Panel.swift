#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// The panel the HUD is drawn in: made once, sized and set up for each drawing (region, shadow,
// clicks, the sheet that blocks, the keyboard), and detached; and what a blocking HUD takes from the
// window it covers (the close button), given back as it hides.
extension HUD.AppKitPresenter {
    /// The configuration the view draws: in a Mac's proportions, and a free-standing HUD's has no
    /// backdrop and blocks nothing.
    func drawn(_ configuration: HUD.Configuration) -> HUD.Configuration {
        (placements.host.isFreeStanding ? configuration.freeStanding : configuration).macProportions
    }

    /// Applies what a new drawing decides about the panel: its region, clicks and keyboard.
    func drawingChanged() {
        guard let drawing = view.drawing, showing != nil || hiding != nil else { return }
        let region = MacPanelRegion(drawing: drawing, zoom: fader.zoom)
        let area = parent.map { $0.convertToScreen($0.contentLayoutRect) } ?? freeScreen?.visibleFrame
        if let panel, let content = area {
            let frame = NSRect(x: content.minX + region.frame.minX, y: content.maxY - region.frame.maxY,
                               width: region.frame.width, height: region.frame.height)
            view.drawsShadow = !region.usesWindowShadow
            view.windowCorners = region.usesWindowShadow ? nil : parent.map(Self.corners(of:))
            panel.hasShadow = region.usesWindowShadow
            if panel.frame != frame {
                panel.setFrame(frame, display: false)
                // The window server's shadow follows the content's shape only when asked.
                if region.usesWindowShadow { panel.invalidateShadow() }
            }
            view.setFrameOrigin(NSPoint(x: -region.frame.minX, y: -region.frame.minY))
            panelTakesClicks = region.takesClicks
            // Blocking, over a window: a sheet of it blocks it (`MacSheet`).
            if parent != nil { attach(as: MacSheet.attachment(blocks: region.takesKeyboard, hiding: hiding != nil)) }
            sizeSheet(to: content)
            panel.ignoresMouseEvents = !region.takesClicks || sight.waits
        }
        if !inView { blockCloseButton(region.takesKeyboard && hiding == nil) }
        switch keyboardClaim.blocking(region.takesKeyboard && hiding == nil, keyWindow: keyWindow) {
        case .take: takeFocus()
        case .giveBack: giveFocusBack()
        case .none: break
        }
        cameOutOfWaiting()
    }

    /// The rounding of `window`'s bottom corners, which a mask over its content area keeps
    /// inside: a child window is not clipped by its parent (`MacWindowCorners`).
    private static func corners(of window: NSWindow) -> MacWindowCorners {
        MacWindowCorners(majorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
                         isTitled: window.styleMask.contains(.titled),
                         isFullScreen: window.styleMask.contains(.fullScreen),
                         hasToolbar: window.toolbar?.isVisible == true,
                         contentReachesBottom: window.contentLayoutRect.minY <= 0)
    }

    func makePanel() -> HUDPanel {
        let panel = HUDPanel(contentRect: .zero, styleMask: [.borderless, .nonactivatingPanel], backing: .buffered, defer: true)
        panel.drawsNothingOfItsOwn()
        panel.becomesKeyOnlyIfNeeded = true
        panel.animationBehavior = .none
        panel.collectionBehavior = [.fullScreenAuxiliary]
        panel.alphaValue = 0
        let content = FlippedView()
        content.addSubview(view)
        panel.contentView = content
        self.panel = panel
        fader.panel = panel
        return panel
    }

    func detach() {
        fader.cancel()
        releaseWindow()
        // Off screen now: its report comes when it is back (`apply`), not out of waiting.
        sight.leftScreen()
        view.resetZoom()
        view.watchFirstResponder(of: nil)
        if inView {
            view.removeFromSuperview()
            return
        }
        guard let panel else { return }
        contentAreaObservation = nil
        parent?.removeChildWindow(panel)
        parent = nil
        freeScreen = nil
        panel.orderOut(nil)
    }

    /// Gives back what a blocking HUD took from the window it covers, as it hides or leaves it:
    /// the window (its sheet ends; the HUD's panel, a child window, fades out or is taken off),
    /// the keyboard (the next blocking start claims it afresh) and the close button.
    func releaseWindow() {
        endSheet()
        keyboardClaim.ended()
        blockCloseButton(false)
        giveFocusBack()
    }

    /// Disables the covered window's close button while the HUD blocks, and enables it again
    /// after, if it was enabled before. (Cmd-W and File > Close stop at the HUD: `MacBlocking`.)
    private func blockCloseButton(_ blocked: Bool) {
        if blocked, disabledCloseButton == nil, let button = parent?.standardWindowButton(.closeButton), button.isEnabled {
            button.isEnabled = false
            disabledCloseButton = button
        } else if !blocked, let button = disabledCloseButton {
            button.isEnabled = true
            disabledCloseButton = nil
        }
    }
}
#endif
