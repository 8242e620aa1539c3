#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The HUD's button: it takes the first click even in a panel that is not key.
final class HUDButton: NSButton {
    override func acceptsFirstMouse(for event: NSEvent?) -> Bool { true }
}
#endif
