/// When a blocking macOS HUD takes the keyboard: decided here, applied by the AppKit presenter.
///
/// It takes it at two moments only: when it starts blocking, if the window it covers (or its own
/// sheet) is key then; and when the user makes that window key again (a click on its title bar, a
/// return to the app, a sheet over it ending). Never on a redraw, and never from another window:
/// a sheet, an alert or a panel opened after the HUD keeps the keyboard, so typing and Return and
/// Esc in an overwrite prompt or a login sheet reach the sheet, and a click into it is not undone.
/// (The old rule took the keyboard on every drawing change, whoever was key: the sheet's own
/// `didBecomeKey` moved the HUD, which redrew, which took it back.) A drawing made before the HUD is
/// over its window (a new HUD is drawn, then placed) starts nothing: its start is the first
/// drawing in its window, whatever order the presenter's calls come in.
///
/// ```swift
/// var claim = MacKeyboardClaim()
/// claim.blocking(true, keyWindow: .hudsWindow)        // .take
/// claim.blocking(true, keyWindow: .otherWindow)       // .none: a redraw while a sheet is key
/// claim.windowBecameKey(.hudsWindow)                  // .take: the sheet has gone
/// ```
package struct MacKeyboardClaim: Equatable {
    package init() {}

    /// Which window is key, as the claim sees it.
    package enum KeyWindow: Equatable {
        /// The window the HUD covers, or the HUD's own sheet on it (`MacSheet`).
        case hudsWindow
        /// Another window: a sheet or alert (the HUD's window's or not), a panel, another window.
        case otherWindow
        /// None: the app is not active.
        case noWindow
        /// The HUD is not over a window yet: drawn before it is placed, or waiting for one.
        case notPlaced

        /// Which window is key, from the identities of the key window, the window (or view's
        /// window) the HUD covers and the HUD's own sheet; nil where there is none.
        package init<ID: Equatable>(key: ID?, covered: ID?, sheet: ID?) {
            guard let covered else { self = .notPlaced; return }
            guard let key else { self = .noWindow; return }
            self = key == covered || key == sheet ? .hudsWindow : .otherWindow
        }
    }

    /// What to do with the keyboard.
    package enum Action: Equatable {
        /// Take it (make the HUD's sheet key, its view standing in for the HUD the first
        /// responder; in a view, the HUD's view).
        case take
        /// Give it back to where it was taken from, if the HUD holds it.
        case giveBack
        /// Leave it where it is.
        case none
    }

    /// Whether the HUD on screen blocks, as last told.
    package private(set) var isBlocking = false

    /// The HUD is drawn anew and `blocks` (or not); `keyWindow` is key now. Not yet placed, it
    /// has not started: nothing is taken, given back or recorded.
    package mutating func blocking(_ blocks: Bool, keyWindow: KeyWindow) -> Action {
        guard keyWindow != .notPlaced else { return .none }
        defer { isBlocking = blocks }
        switch (isBlocking, blocks) {
        case (false, true): return keyWindow == .hudsWindow ? .take : .none
        case (true, false): return .giveBack
        case (false, false): return .giveBack   // harmless when nothing is held; keeps one path
        case (true, true): return .none
        }
    }

    /// A window became key: the HUD's own (or its sheet) lets a blocking HUD take the keyboard
    /// again; any other keeps it.
    package mutating func windowBecameKey(_ window: KeyWindow) -> Action {
        isBlocking && window == .hudsWindow ? .take : .none
    }

    /// The HUD has gone from its window (hidden, or moving to another): the next blocking start
    /// takes the keyboard again.
    package mutating func ended() {
        isBlocking = false
    }
}
