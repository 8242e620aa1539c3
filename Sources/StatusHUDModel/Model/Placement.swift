extension HUD {
    /// Where the bezel sits in its container: in the middle (SVProgressHUD's place, the default), or
    /// as a toast at the top or the bottom, the way iOS shows its own status capsules (silent mode,
    /// AirPods, "Pasted from").
    ///
    /// - ``center``: centred in the part of the container inside the safe area and above the
    ///   keyboard, moved by ``Configuration/offsetFromCenter``.
    /// - ``top``: `HUD.Layout.edgeSpacing` (8 pt) under the safe area's top edge (the status bar,
    ///   the Dynamic Island, a navigation bar the container's safe area includes), centred across;
    ///   on iOS over the window, under the app's visible navigation bar.
    /// - ``bottom``: 8 pt above the safe area's bottom edge (the home indicator) or the keyboard,
    ///   whichever reaches higher, centred across; on iOS over the window, above the app's tab bar
    ///   (a `UITabBarController`'s, iOS 26's floating bar included) or navigation toolbar.
    ///
    /// The bars are found from the window's root controller through the last one presented full
    /// screen, the selected tab and the top of a navigation stack; a HUD in a view keeps to that
    /// view's safe area (beside a `UITableViewController`'s table, the controller's), which holds
    /// its controller's bars already. At the top and bottom, ``Configuration/offsetFromCenter``'s
    /// `vertical` moves the bezel further from its edge (down from the top, up from the bottom) and
    /// `horizontal` moves it right; the bezel stays inside its container. An edge
    /// placement slides in from beyond its edge as it fades in and leaves the same way (a cross-fade
    /// with Reduce Motion), in place of ``Configuration/appearAnimation``'s zoom; on iOS a toast
    /// that does not block touches can be swiped away towards its edge. A terminal HUD ignores the
    /// placement: it writes its lines where the cursor is.
    ///
    /// ```swift
    /// HUD.configuration.placement = .top
    /// HUD.showText("Copied to the clipboard")
    /// ```
    public enum Placement: Sendable, Equatable, Hashable {
        /// In the middle of the free area; the default.
        case center
        /// Under the top of the safe area, as a toast.
        case top
        /// Above the bottom of the safe area and the keyboard, as a toast.
        case bottom

        /// Whether this is an edge placement (top or bottom).
        package var isEdge: Bool { self != .center }
    }
}
