#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit

extension HUD.Instance {
    /// A HUD drawn in `view`, over its content (MBProgressHUD's `showHUDAddedTo:`), and removed
    /// from it when it hides. It lives as long as the view, which keeps it: ``shown(in:)`` and
    /// ``hide(in:)`` find it again, it can be shown again after it hides, and it goes with the
    /// view. A view can have several; the one shown last is drawn on top.
    ///
    /// ```swift
    /// let hud = HUD.Instance(in: cardView)
    /// hud.show(status: "Loading")
    /// …
    /// HUD.Instance.hide(in: cardView)      // or hud.dismiss()
    /// ```
    public convenience init(in view: UIView) {
        self.init(presenter: { [weak view] in UIKitPresenter(containerView: view) })
        ViewInstances.of(view, creating: true)?.all.append(self)
    }

    /// The HUD made for `view` most recently that is shown (or about to be, or fading out), if any:
    /// MBProgressHUD's `HUDForView:`.
    public static func shown(in view: UIView) -> HUD.Instance? {
        ViewInstances.of(view, creating: false)?.all.last { $0.current != nil }
    }

    /// Dismisses the HUD ``shown(in:)`` finds, without a fade when `animated` is false, and says
    /// whether there was one: MBProgressHUD's `hideHUDForView:animated:`.
    @discardableResult
    public static func hide(in view: UIView, animated: Bool = true) -> Bool {
        guard let hud = shown(in: view) else { return false }
        hud.dismiss(animated: animated)
        return true
    }
}

/// The HUDs made for one view, kept by the view (an associated object), so they live as long as it.
@MainActor
private final class ViewInstances {
    var all: [HUD.Instance] = []

    /// The associated object's key: the address of a literal, fixed for the process.
    private static let key: StaticString = "StatusHUD.ViewInstances"

    static func of(_ view: UIView, creating: Bool) -> ViewInstances? {
        let pointer = UnsafeRawPointer(key.utf8Start)
        if let existing = objc_getAssociatedObject(view, pointer) as? ViewInstances { return existing }
        guard creating else { return nil }
        let made = ViewInstances()
        objc_setAssociatedObject(view, pointer, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }
}
#endif
