#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// The view's mouse and keyboard: clicks to the button, a blocking HUD keeping every click, scroll,
// key and menu from the view it covers, Esc pressing its button, and its cursor. (Over a window,
// the keys and commands are its sheet's, which passes them on: `SheetBlocker`.)
extension AppKitHUDView {
    /// Clicks go to the button always; elsewhere, to this view only when it blocks them.
    override func hitTest(_ point: NSPoint) -> NSView? {
        guard !isHidden, let drawing, let superview else { return nil }
        let local = convert(point, from: superview)
        switch drawing.hitTarget(at: local) {
        case .passThrough: return nil
        case .button: return button
        case .blocker: return self
        }
    }

    override func mouseDown(with event: NSEvent) {
        // A click on the HUD's non-activating panel does not bring its app or its window forward,
        // as a click on the window under it would: done here, when neither the window nor the
        // panel over it is key (the user was in another app, or in another of its windows). The
        // keyboard goes where a sheet would have it (`MacSheet.clickFocus`): to the top sheet on
        // the window, the HUD's own (a blocking HUD) or the app's, never to the window under a
        // sheet; else to the window, made key, which gives it to a blocking HUD (`MacKeyboardClaim`).
        if window is HUDPanel, let parent = window?.parent, let app = NSApp {
            let sheet = parent.attachedSheet
            let isOwn = (sheet as? SheetBlocker)?.hud === self
            let attached: MacSheet.AttachedSheet = sheet == nil ? .none : isOwn ? .hud : .other
            let focus = MacSheet.clickFocus(appIsActive: app.isActive, parentIsKey: parent.isKeyWindow,
                                            hudIsKey: isOwn && sheet?.isKeyWindow == true, attachedSheet: attached)
            // `activate()` from macOS 14, where `activate(ignoringOtherApps:)` is marked to be
            // deprecated: the system may then decline if the user is busy in another app, which a
            // click on the app's own HUD never is.
            if focus != .none, !app.isActive {
                if #available(macOS 14, *) { app.activate() } else { app.activate(ignoringOtherApps: true) }
            }
            switch focus {
            case .none: break
            case .window: parent.makeKeyAndOrderFront(nil)
            case .hud, .attachedSheet:
                parent.orderFront(nil)
                sheet?.makeKey()
            }
        }
        let inside = bezel.frame.contains(convert(event.locationInWindow, from: nil))
        TouchNotifications.post(status: content?.status, insideHUD: inside, sender: touchSender)
    }

    override func acceptsFirstMouse(for event: NSEvent?) -> Bool { true }

    /// Scrolling under a blocking HUD in a view stops at the HUD, as clicks do.
    override func scrollWheel(with event: NSEvent) {
        if !blocks { super.scrollWheel(with: event) }
    }

    /// A blocking HUD holds the keyboard (its presenter makes it first responder) and lets no key
    /// through to what it covers; Return, Enter, Esc and Cmd-. press its button, Tab moves between
    /// it and its button (`MacBlocking`).
    override var acceptsFirstResponder: Bool { blocks }

    override func keyDown(with event: NSEvent) {
        let flags = event.modifierFlags
        switch MacBlocking.response(toKey: event.charactersIgnoringModifiers ?? "", command: flags.contains(.command),
                                    shift: flags.contains(.shift), isRepeat: event.isARepeat, hasButton: !button.isHidden) {
        case .pressButton: performAction()
        case .focusNext, .focusPrevious:
            // Two elements: either way is the other one. The button takes the focus only where the
            // user's keyboard settings let buttons have it; else it stays here.
            window?.makeFirstResponder(window?.firstResponder === button ? self : button)
        case .stop: break
        }
    }

    /// Esc and Cmd-. when they come as the command rather than as keys.
    override func cancelOperation(_ sender: Any?) {
        if !button.isHidden { performAction() }
    }

    override func resetCursorRects() {
        if blocks { addCursorRect(bounds, cursor: .arrow) } else { super.resetCursorRects() }
    }

    override func cursorUpdate(with event: NSEvent) {
        if blocks { NSCursor.arrow.set() } else { super.cursorUpdate(with: event) }
    }

    // A blocking HUD in a view keeps the rest of the mouse from its view, as it keeps clicks (the
    // default passes these up the responder chain to the view it covers).
    override func mouseUp(with event: NSEvent) { if !blocks { super.mouseUp(with: event) } }
    override func mouseDragged(with event: NSEvent) { if !blocks { super.mouseDragged(with: event) } }
    override func rightMouseDown(with event: NSEvent) { if !blocks { super.rightMouseDown(with: event) } }
    override func otherMouseDown(with event: NSEvent) { if !blocks { super.otherMouseDown(with: event) } }
    override func menu(for event: NSEvent) -> NSMenu? { blocks ? nil : super.menu(for: event) }

    private var blocks: Bool { drawing?.blocksInteraction ?? false }
}
#endif
