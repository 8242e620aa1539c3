import StatusHUDModel
import StatusHUDRendering
extension HUD {
    /// Which macOS window the HUD goes over, chosen from plain descriptions of the app's windows
    /// and of the app; or, when none will do yet, why not.
    ///
    /// The key window if it can host the HUD, else the main window, else the frontmost window that
    /// can: a window can host it when it is visible, not minimised, on the active Space, at the
    /// normal level, and neither a panel nor a sheet (with a sheet or an inspector panel key, the
    /// HUD goes over the document window behind it, the main one). Only the windows the user sees
    /// as open count (``MacWindowDescription/isOpen``: on screen or minimised, not closed), and
    /// none while the app is hidden or is an accessory app in the background. When no window can
    /// host it, the answer is ``noneYet(_:)``, whose reason says whether the HUD waits for a
    /// window (``NoWindowReason/standsFree``).
    ///
    /// ```swift
    /// switch HUD.MacWindowChoice(frontToBack: descriptions, app: app) {
    /// case .window(let index): attach(to: windows[index])
    /// case .noneYet(let reason): reason.standsFree ? standFree() : wait(because: reason)
    /// }
    /// ```
    package enum MacWindowChoice: Sendable, Equatable {
        /// The window at this index of the list given.
        case window(at: Int)
        /// No window will do yet, for this reason.
        case noneYet(NoWindowReason)

        /// Why no window will do.
        package enum NoWindowReason: Sendable, Equatable, CustomStringConvertible {
            /// The app has no open windows (none, or only closed ones it keeps alive).
            case noWindows
            /// Every open window is minimised, on another Space or behind another tab.
            case noneSeen
            /// The windows seen are all panels, sheets or above the normal level.
            case noNormalWindow
            /// The app is hidden (Hide, Cmd-H): its windows come back when it is shown again.
            case appHidden
            /// The app is an accessory (menu-bar) app that is not active: its windows are behind
            /// other apps' windows, where the user is not looking.
            case accessoryInactive

            package var description: String {
                switch self {
                case .noWindows: return "the app has no open windows"
                case .noneSeen: return "every open window is minimised, on another Space or behind another tab"
                case .noNormalWindow: return "the windows seen are panels, sheets, child windows or above the normal level"
                case .appHidden: return "the app is hidden"
                case .accessoryInactive: return "the app is a menu-bar app in the background"
                }
            }

            /// Whether the shared HUD stands free on the screen rather than wait for a window:
            /// when the app has no window to wait for (none open, none but panels and sheets) or
            /// the user is not looking at its windows (an accessory app in the background). It
            /// waits when the windows are there but out of sight, to come back with them.
            package var standsFree: Bool {
                switch self {
                case .noWindows, .noNormalWindow, .accessoryInactive: return true
                case .noneSeen, .appHidden: return false
                }
            }
        }

        /// Chooses from `windows`, listed front to back (as `NSApp.orderedWindows`), in `app`.
        package init(frontToBack windows: [MacWindowDescription], app: MacAppDescription = MacAppDescription()) {
            if app.isHidden {
                self = .noneYet(.appHidden)
            } else if app.isOutOfSight {
                self = .noneYet(.accessoryInactive)
            } else if let index = windows.firstIndex(where: { $0.isKey && $0.canHost })
                ?? windows.firstIndex(where: { $0.isMain && $0.canHost })
                ?? windows.firstIndex(where: \.canHost) {
                self = .window(at: index)
            } else if !windows.contains(where: \.isOpen) {
                self = .noneYet(.noWindows)
            } else if !windows.contains(where: \.isSeen) {
                self = .noneYet(.noneSeen)
            } else {
                self = .noneYet(.noNormalWindow)
            }
        }
    }
}
