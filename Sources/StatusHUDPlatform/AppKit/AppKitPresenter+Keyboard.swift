#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// The keyboard a blocking HUD takes from the window it covers, and gives back.
extension HUD.AppKitPresenter {
    /// Which window is key, as `MacKeyboardClaim` sees it: the one the HUD covers (or the HUD's
    /// sheet on it), another (a sheet, an alert, a panel, another window), none, or the HUD not over
    /// a window yet (a new HUD's first drawing comes before its placing).
    var keyWindow: MacKeyboardClaim.KeyWindow {
        MacKeyboardClaim.KeyWindow(key: NSApp.keyWindow.map(ObjectIdentifier.init),
                                   covered: (inView ? view.window : parent).map(ObjectIdentifier.init),
                                   sheet: blocker.map(ObjectIdentifier.init))
    }

    /// Takes the keyboard for a blocking HUD (`AppKitKeyboardFocus`).
    func takeFocus() {
        keyboard.take(for: view, over: parent, in: containerView, sheet: blocker)
    }

    /// Gives the keyboard back to where it was taken from, if the HUD holds it.
    func giveFocusBack() {
        keyboard.giveBack(from: view, over: parent, sheet: blocker, closingWindow: closingWindow)
    }
}
#endif
