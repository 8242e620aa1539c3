import StatusHUDModel
import StatusHUDRendering
/// Whether a HUD drawn for a container view can still be seen there, may be again, or has lost its
/// view for good: when a view-bound HUD ends (the UIKit presenter then reports `reportGone()`).
///
/// The rule:
/// - **In a window**: on screen. A window used as the container (`showAdded(to: view.window!)` in
///   MBProgressHUD's idiom) counts as in a window: UIKit documents no `window` of a window, and a
///   window has no superview, so without this it would be taken for gone at once.
/// - **Freed**: gone.
/// - **Out of any window with a superview, or a view controller's view**: away, and it may come
///   back. A navigation push, a tab switch or a full-screen cover takes an ancestor (or a view
///   controller's view) out of the window and puts it back on the way back; the HUD waits unseen, its
///   countdown paused, and ends only if the view is freed (its view controller popped and released).
/// - **Out of any window with no superview, not a view controller's view**: gone. The app removed
///   the view itself (`removeFromSuperview()`: a card deleted, a cell's container taken away).
///   The presenter asks only on the turn of the main queue after the view left its window, so a
///   view moved to another superview within one turn (removed, then added) is not taken for gone.
///
/// (Alternatives: a view out of a window for some time counts as gone: rejected, as no wait is
/// right for every navigation; only a freed view counts: rejected, as a removed card the app keeps
/// would hold its success toast and completions forever.)
package enum ContainerLife: Equatable {
    /// In a window: the HUD can be seen.
    case inWindow
    /// Out of any window, and may come back: the HUD waits unseen.
    case away
    /// Freed or removed for good: the HUD ends.
    case gone

    /// The life of a container: `exists` false once it is freed; `inWindow` whether it is in a
    /// window; `hasSuperview` whether it has a superview; `isViewControllerView` whether it is a
    /// view controller's root view (which its view controller may take out and put back).
    /// `isWindow` whether the container is a window itself (on screen for as long as it exists).
    package init(exists: Bool, inWindow: Bool, hasSuperview: Bool, isViewControllerView: Bool, isWindow: Bool = false) {
        if !exists {
            self = .gone
        } else if inWindow || isWindow {
            self = .inWindow
        } else if hasSuperview || isViewControllerView {
            self = .away
        } else {
            self = .gone
        }
    }
}
