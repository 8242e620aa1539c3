import StatusHUDModel
import StatusHUDRendering
extension HUD {
    /// A plain description of one macOS window, as the AppKit presenter sees it, for
    /// ``MacWindowChoice``.
    ///
    /// Describe the app's windows in `NSApp.orderedWindows` order (front to back), leaving out the
    /// HUD's own window.
    ///
    /// ```swift
    /// let description = HUD.MacWindowDescription(
    ///     isKey: window.isKeyWindow, isMain: window.isMainWindow,
    ///     level: window.level.rawValue, isVisible: window.isVisible,
    ///     isMiniaturized: window.isMiniaturized, isOnActiveSpace: window.isOnActiveSpace,
    ///     isPanel: window is NSPanel, isSheet: window.isSheet, isChild: window.parent != nil)
    /// ```
    package struct MacWindowDescription: Sendable, Equatable {
        /// Whether the window is the app's key window (it takes the keyboard).
        package var isKey: Bool
        /// Whether the window is the app's main window (the document or primary window).
        package var isMain: Bool
        /// The window's level, as `NSWindow.Level`'s raw value (0 is `.normal`).
        package var level: Int
        /// Whether the window is on screen (ordered in), as `isVisible`.
        package var isVisible: Bool
        /// Whether the window is minimised into the Dock.
        package var isMiniaturized: Bool
        /// Whether the window is on the Space the user is looking at.
        package var isOnActiveSpace: Bool
        /// Whether the window is a panel (an inspector, a palette, a font panel).
        package var isPanel: Bool
        /// Whether the window is a sheet attached to another window.
        package var isSheet: Bool
        /// Whether the window is a child of another (a popover's window, a window attached with
        /// `addChildWindow`): it moves with its parent, which is the window to cover.
        package var isChild: Bool
        /// Whether the window is a tab of a tab group that shows another of its tabs: it is
        /// ordered out until the user picks its tab again.
        package var isBehindAnotherTab: Bool

        /// Describes a window; by default a visible, key and main, normal-level document window on
        /// the active Space.
        package init(isKey: Bool = true, isMain: Bool = true, level: Int = 0, isVisible: Bool = true,
                    isMiniaturized: Bool = false, isOnActiveSpace: Bool = true,
                    isPanel: Bool = false, isSheet: Bool = false, isChild: Bool = false, isBehindAnotherTab: Bool = false) {
            self.isKey = isKey
            self.isMain = isMain
            self.level = level
            self.isVisible = isVisible
            self.isMiniaturized = isMiniaturized
            self.isOnActiveSpace = isOnActiveSpace
            self.isPanel = isPanel
            self.isSheet = isSheet
            self.isChild = isChild
            self.isBehindAnotherTab = isBehindAnotherTab
        }

        /// Whether the window counts as one of the app's open windows: on screen (ordered in, on
        /// whichever Space), minimised into the Dock, or a tab behind another of its group. A
        /// closed window that something keeps alive (a window controller, a `let`) stays in
        /// `NSApp.windows`, ordered out and not minimised: it does not count. (While the app is
        /// hidden every window is ordered out: ``MacAppDescription/isHidden`` says so first.)
        var isOpen: Bool {
            isVisible || isMiniaturized || isBehindAnotherTab
        }

        /// Whether the user can see the window now: ordered in, not minimised, on the active Space.
        var isSeen: Bool {
            isVisible && !isMiniaturized && isOnActiveSpace
        }

        /// Whether a HUD pinned to the window is over it, on screen: the window is ordered in and
        /// not minimised, on whichever Space, key or not. A blocking HUD over a busy tab stays with
        /// that tab while the user works in another (it does not move onto the tab they picked),
        /// off screen with its tab, as with its window minimised, until the tab is picked again
        /// (`MacHost`): AppKit orders a tab behind another out, and the headers do not say that
        /// it orders out a child window with it, which would cover the tab the user picked.
        var keepsHUD: Bool {
            isVisible && !isMiniaturized
        }

        /// Whether the HUD may go over the window: seen, a normal-level window, not a panel, a
        /// sheet or a child window (a sheet's or a popover's parent is the window to cover).
        var canHost: Bool {
            isSeen && level == 0 && !isPanel && !isSheet && !isChild
        }
    }
}
