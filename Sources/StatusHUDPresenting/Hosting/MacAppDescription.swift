import StatusHUDModel
import StatusHUDRendering
extension HUD {
    /// Plain facts about the app the macOS HUD is in, as the AppKit presenter sees them, for
    /// ``MacWindowChoice`` and `MacHost`: its activation policy, whether it is active, whether it
    /// is hidden.
    ///
    /// ```swift
    /// let app = HUD.MacAppDescription(isAccessory: NSApp.activationPolicy() == .accessory,
    ///                                 isActive: NSApp.isActive, isHidden: NSApp.isHidden)
    /// ```
    package struct MacAppDescription: Sendable, Equatable {
        /// Whether the app is an accessory app, a menu-bar app (`.accessory` policy): it has no
        /// Dock icon, and its windows are behind other apps' unless the user is in it.
        package var isAccessory: Bool
        /// Whether the app is the active one, the one the user is in.
        package var isActive: Bool
        /// Whether the app is hidden (Hide, Cmd-H), or a hide has begun: its windows are ordered
        /// out, to come back when it is shown again.
        package var isHidden: Bool

        /// Describes the app; by default a regular app, active and not hidden.
        package init(isAccessory: Bool = false, isActive: Bool = true, isHidden: Bool = false) {
            self.isAccessory = isAccessory
            self.isActive = isActive
            self.isHidden = isHidden
        }

        /// Whether the user cannot see the app's windows because the app is in the background
        /// and has no Dock icon: an accessory app that is not active. Its settings window, open
        /// behind other apps' windows, is not where the user looks.
        var isOutOfSight: Bool {
            isAccessory && !isActive
        }
    }
}
