/// What a blocking macOS HUD lets through to the window it covers: decided here, applied over a
/// window by the HUD's sheet, whose view is the key sheet's first responder and stands in for the
/// HUD (`SheetBlocker`), and in a view by the AppKit HUD view.
///
/// **Menu commands and toolbar items.** A HUD that blocks a window blocks it with a sheet
/// (`MacSheet`), key as a sheet is. AppKit sends a command with no target (Paste, Cut, Select
/// All, Undo, Save, Close, Print, an app's own actions) to the key window's responder chain first,
/// and then to the main window's, which the covered window stays. So the HUD answers every such
/// command itself, as a target that is never enabled: menu items and toolbar items validate
/// against it and grey out, and their key equivalents do nothing. Only the commands in
/// ``appCommands`` pass, which act on the app and not on the covered window (Quit, Hide, About,
/// Settings, Help, New and Open, Bring All to Front, and what the title bar's own buttons and the
/// Window menu's item for the window do under a sheet: Minimise, Zoom, full screen, bring it
/// forward).
///
/// The mechanism chosen, and the ones not: a responder that claims the commands (`NSResponder`'s
/// `supplementalTarget(forAction:sender:)`) covers every command with no target, of every menu
/// and toolbar, an app's own included, as long as the HUD is key; the sheet covers the rest of
/// the window (`MacSheet`). Clearing the covered window's first responder would stop text
/// commands only, not Undo or document ones.
///
/// The main menu's items aimed at the covered window's own objects would skip the HUD; while it
/// blocks, they are aimed at the never-enabled target too, and back at their own after
/// (``stopsTargeted(command:targetIsCoveredWindows:)``).
///
/// **Keys.** Return and Enter press the HUD's button, and so do Esc and Cmd-. (the keys of
/// `cancelOperation`: a HUD's button is its Cancel or Stop); Tab and Shift-Tab never leave the HUD
/// (in a view they move between the HUD and its button; over a window they stay on the sheet, as
/// the button, in a window that is not key, could not show the focus); every other key stops at
/// the HUD.
///
/// ```swift
/// MacBlocking.letsThrough(command: "paste:")      // false
/// MacBlocking.letsThrough(command: "terminate:")  // true
/// MacBlocking.response(toKey: "\u{1b}", command: false, shift: false, isRepeat: false, hasButton: true)  // .pressButton
/// ```
package enum MacBlocking {
    /// The commands a blocking HUD lets through: those that act on the app, not on a window's
    /// content (Objective-C selector names).
    package static let appCommands: Set<String> = [
        "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:",
        "orderFrontStandardAboutPanel:", "orderFrontStandardAboutPanelWithOptions:",
        "showSettingsWindow:", "showPreferencesWindow:", "showHelp:",
        "newDocument:", "openDocument:", "clearRecentDocuments:",
        "arrangeInFront:", "performMiniaturize:",
        // The title bar's buttons, which a document-modal sheet leaves working, and the Window
        // menu's item for the covered window (aimed at it): under a sheet it brings the window
        // forward, its sheet with it.
        "performZoom:", "toggleFullScreen:", "makeKeyAndOrderFront:",
    ]

    /// Whether a command (its selector's name) reaches the app while a HUD blocks the key window.
    package static func letsThrough(command: String) -> Bool {
        appCommands.contains(command)
    }

    /// The commands that pass and act on the window they reach: Minimise, Zoom and full screen.
    /// Sent with no target while the HUD's sheet is key, they would reach the sheet itself, a
    /// window that answers them too (for itself, a borderless panel: greyed out, or nothing); the
    /// sheet sends them on to the window it covers, as its title bar's buttons would.
    package static let coveredWindowCommands: Set<String> = ["performMiniaturize:", "performZoom:", "toggleFullScreen:"]

    /// Whether the HUD's sheet sends `command` on to the window it covers (``coveredWindowCommands``).
    package static func goesToCoveredWindow(command: String) -> Bool {
        coveredWindowCommands.contains(command)
    }

    /// Whether a menu item with a target of its own (not the responder chain) is stopped while a
    /// HUD blocks a window as its sheet: when its target is the covered window's (the window, a
    /// view or view controller in it, its controller, delegate or document) and its command does
    /// not act on the app. A sheet's key status reaches only the commands with no target; an
    /// item aimed at the covered window's objects would act on it under the HUD. Items aimed at
    /// anything else (the app's delegate, another window's objects) stay live, as under a sheet.
    package static func stopsTargeted(command: String, targetIsCoveredWindows: Bool) -> Bool {
        targetIsCoveredWindows && !letsThrough(command: command)
    }

    /// What a key does on a blocking HUD.
    package enum KeyResponse: Equatable {
        /// Press the HUD's button.
        case pressButton
        /// Move the keyboard focus to the HUD's next element (its button, or back to the HUD).
        case focusNext
        /// Move it to the previous one.
        case focusPrevious
        /// Nothing: the key stops at the HUD.
        case stop
    }

    /// What the key that types `characters` (without modifiers) does, with Command or Shift held,
    /// repeated or not, on a HUD with a button or without.
    package static func response(toKey characters: String, command: Bool, shift: Bool, isRepeat: Bool,
                                 hasButton: Bool) -> KeyResponse {
        switch characters {
        case "\r", "\u{3}":   // Return, Enter
            return hasButton && !command && !isRepeat ? .pressButton : .stop
        case "\u{1b}":   // Esc
            return hasButton && !isRepeat ? .pressButton : .stop
        case ".":
            return hasButton && command && !isRepeat ? .pressButton : .stop
        case "\t", "\u{19}":   // Tab, and Shift-Tab's back-tab character
            guard hasButton, !command else { return .stop }
            return shift || characters == "\u{19}" ? .focusPrevious : .focusNext
        default:
            return .stop
        }
    }
}
