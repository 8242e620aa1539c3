#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The HUD's panel, a child window of the window the HUD is over, or standing free: never key (a
/// borderless window is not, without a title bar); a blocking HUD's keyboard is its sheet's
/// (`SheetBlocker`). Its own class, so that a click on the HUD knows it is in its panel.
final class HUDPanel: NSPanel {}

extension NSPanel {
    /// A borderless panel that draws nothing of its own (no background, no shadow), kept when
    /// closed and shown when the app is in the background: the HUD's panel and its sheet.
    @MainActor
    static func transparent(styleMask: NSWindow.StyleMask = []) -> Self {
        let panel = Self(contentRect: .zero, styleMask: styleMask.union(.borderless), backing: .buffered, defer: true)
        panel.isOpaque = false
        panel.backgroundColor = .clear
        panel.hasShadow = false
        panel.isReleasedWhenClosed = false
        panel.hidesOnDeactivate = false
        return panel
    }
}
#endif
