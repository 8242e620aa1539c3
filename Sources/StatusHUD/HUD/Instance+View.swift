#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit

extension HUD.Instance {
    /// A HUD drawn in `view`, over its content (MBProgressHUD's `showHUDAddedTo:`), and removed
    /// from it when it hides. The view keeps it while it is shown and until a newer one is made for
    /// the view (keep it yourself to reuse it later): ``shown(in:)`` and ``hide(in:animated:)`` find
    /// it, and it goes with the view. Once the view has gone it shows nothing. A view can have
    /// several; the one shown last is drawn on top.
    ///
    /// ```swift
    /// let hud = HUD.Instance(in: cardView)
    /// hud.show(status: "Loading")
    /// …
    /// HUD.Instance.hide(in: cardView)      // or hud.dismiss()
    /// ```
    public convenience init(in view: UIView) {
        self.init(postsAsItself: true) { [weak view] sender in
            let scheduler = DispatchScheduler()
            let presenter = UIKitPresenter(containerView: view, boundToContainer: true, sender: sender)
            return Engine(scheduler: scheduler, presenter: presenter, delivery: LiveDelivery(sender: sender))
        }
        guard let instances = ViewInstances.of(view, creating: true) else { return }
        // The view keeps the HUDs shown on it and the newest; a hidden one that nobody else keeps
        // goes (made per use, as MBProgressHUD's are, they would pile up with their observers).
        instances.all.removeAll { $0.current == nil }
        instances.all.append(self)
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
