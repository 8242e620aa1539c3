/// Whether the HUD's overlay window takes the key status, and with it the focus and the remote's
/// presses, from the app's window.
///
/// On iOS and Mac Catalyst never: the app keeps its first responder and its keyboard, and touches
/// reach the button through hit testing, which does not depend on the key window.
///
/// On tvOS there is no touch: the Siri Remote moves focus within the key window only (the focus
/// engine searches the key window's focus environments), and presses go to the key window's
/// focused item. A HUD that is never key can neither be focused (its button is unreachable) nor
/// block the remote (the app below keeps receiving presses). So on tvOS the overlay becomes key
/// while the HUD blocks interaction or has a button, its root's preferred focus environment the
/// button, and gives the key status back to the app's window when the HUD no longer needs it. A HUD
/// with neither stays unfocusable and lets the remote drive the app, as a toast should.
enum OverlayFocus {
    static func takesKey(isTV: Bool, blocksInteraction: Bool, hasButton: Bool) -> Bool {
        isTV && (blocksInteraction || hasButton)
    }
}
