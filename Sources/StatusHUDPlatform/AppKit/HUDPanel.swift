#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The HUD's panel: key only while a blocking HUD holds the keyboard (a borderless window never
/// is otherwise: `canBecomeKey` is false without a title bar).
final class HUDPanel: NSPanel {
    var acceptsKey = false
    override var canBecomeKey: Bool { acceptsKey }
}
#endif
