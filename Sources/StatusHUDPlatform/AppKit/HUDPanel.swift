#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The HUD's panel, a child window of the window the HUD is over, or standing free: never key (a
/// borderless window is not, without a title bar); a blocking HUD's keyboard is its sheet's
/// (`SheetBlocker`). Its own class, so that a click on the HUD knows it is in its panel.
final class HUDPanel: NSPanel {}
#endif
