import StatusHUDModel
import StatusHUDRendering
extension HUD {
    /// Which macOS window the HUD goes over, chosen from plain descriptions of the app's windows;
    /// or, when none will do yet, why not.
    ///
    /// The key window if it can host the HUD, else the main window, else the frontmost window that
    /// can: a window can host it when it is visible, not minimised, on the active Space, at the
    /// normal level, and neither a panel nor a sheet (with a sheet or an inspector panel key, the
    /// HUD goes over the document window behind it, the main one). When no window can, the answer
    /// is ``noneYet(_:)`` and the presenter waits, and asks again when a window becomes key or main
    /// or the Space changes.
    ///
    /// ```swift
    /// switch HUD.MacWindowChoice(frontToBack: descriptions) {
    /// case .window(let index): attach(to: windows[index])
    /// case .noneYet(let reason): wait(because: reason)
    /// }
    /// ```
    package enum MacWindowChoice: Sendable, Equatable {
        /// The window at this index of the list given.
        case window(at: Int)
        /// No window will do yet, for this reason.
        case noneYet(NoWindowReason)

        /// Why no window will do, from the most basic lack to the most particular.
        public enum NoWindowReason: Sendable, Equatable, CustomStringConvertible {
            /// The app has no windows.
            case noWindows
            /// Every window is hidden, minimised or on another Space.
            case noneSeen
            /// The windows seen are all panels, sheets or above the normal level.
            case noNormalWindow

            public var description: String {
                switch self {
                case .noWindows: return "the app has no windows"
                case .noneSeen: return "every window is hidden, minimised or on another Space"
                case .noNormalWindow: return "the windows seen are panels, sheets, child windows or above the normal level"
                }
            }
        }

        /// Chooses from `windows`, listed front to back (as `NSApp.orderedWindows`).
        public init(frontToBack windows: [MacWindowDescription]) {
            if let index = windows.firstIndex(where: { $0.isKey && $0.canHost })
                ?? windows.firstIndex(where: { $0.isMain && $0.canHost })
                ?? windows.firstIndex(where: \.canHost) {
                self = .window(at: index)
            } else if windows.isEmpty {
                self = .noneYet(.noWindows)
            } else if !windows.contains(where: \.isSeen) {
                self = .noneYet(.noneSeen)
            } else {
                self = .noneYet(.noNormalWindow)
            }
        }
    }
}
