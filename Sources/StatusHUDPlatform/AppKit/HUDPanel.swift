#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The HUD's panel, a child window of the window the HUD is over, or standing free: never key (a
/// borderless window is not, without a title bar); a blocking HUD's keyboard is its sheet's
/// (`SheetBlocker`). Its own class, so that a click on the HUD knows it is in its panel.
final class HUDPanel: NSPanel {}

extension NSPanel {
    /// Sets up a borderless panel to draw nothing of its own (no background, no shadow), to be kept
    /// when closed and shown when the app is in the background: the HUD's panel and its sheet.
    @MainActor
    func drawsNothingOfItsOwn() {
        isOpaque = false
        backgroundColor = .clear
        hasShadow = false
        isReleasedWhenClosed = false
        hidesOnDeactivate = false
    }
}
#endif
