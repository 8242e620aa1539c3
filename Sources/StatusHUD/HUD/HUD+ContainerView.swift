#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

extension HUD {
    /// The view the shared HUD shows in instead of a window of its own; `nil` (a window above the
    /// scene in use) by default. SVProgressHUD's `setContainerView(_:)`, in one line.
    ///
    /// App extensions, which have no access to the app's windows, must set one. A scroll view (a
    /// table, say) works: the HUD goes beside it, over its frame, so it stays put as the content
    /// scrolls and cells drawn later cannot take its touches. It is held weakly and
    /// is the shared ``HUD/UIKitPresenter``'s ``HUD/UIKitPresenter/containerView``: when ``presenter`` is
    /// not a `HUD.UIKitPresenter` (an app installed its own), setting it does nothing and it reads `nil`.
    ///
    /// ```swift
    /// HUD.containerView = view          // the HUD shows inside `view`
    /// HUD.containerView = nil           // back to a window of its own
    /// ```
    @MainActor public static var containerView: UIView? {
        get { (presenter as? HUD.UIKitPresenter)?.containerView }
        set { (presenter as? HUD.UIKitPresenter)?.containerView = newValue }
    }
}
#endif
