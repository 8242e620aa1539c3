#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ObjectiveC
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

extension HUD.Instance {
    #if canImport(UIKit)
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
        self.init(madeFor: view) { view, sender in UIKitPresenter(containerView: view, boundToContainer: true, sender: sender) }
    }

    /// The HUD made for `view` most recently that is shown (or about to be, or fading out), if any:
    /// MBProgressHUD's `HUDForView:`.
    public static func shown(in view: UIView) -> HUD.Instance? {
        shown(madeFor: view)
    }

    /// Dismisses the HUD ``shown(in:)`` finds, without a fade when `animated` is false, and says
    /// whether there was one: MBProgressHUD's `hideHUDForView:animated:`.
    @discardableResult
    public static func hide(in view: UIView, animated: Bool = true) -> Bool {
        hide(madeFor: view, animated: animated)
    }
    #else
    /// A HUD drawn in `view`, over its content, and removed from it when it hides, as on iOS:
    /// the view keeps it while it is shown, ``shown(in:)`` and ``hide(in:animated:)`` find it, and
    /// once the view has gone it shows nothing. Its blur shows what is under it in the window.
    ///
    /// ```swift
    /// let hud = HUD.Instance(in: sidebarView)
    /// hud.showProgress(0.3, status: "Importing")
    /// ```
    public convenience init(in view: NSView) {
        self.init(madeFor: view) { view, sender in AppKitPresenter(containerView: view, inView: true, sender: sender) }
    }

    /// The HUD made for `view` most recently that is shown (or about to be, or fading out), if any.
    public static func shown(in view: NSView) -> HUD.Instance? {
        shown(madeFor: view)
    }

    /// Dismisses the HUD ``shown(in:)`` finds, without a fade when `animated` is false, and says
    /// whether there was one.
    @discardableResult
    public static func hide(in view: NSView, animated: Bool = true) -> Bool {
        hide(madeFor: view, animated: animated)
    }
    #endif

    /// A HUD drawn by the presenter `makePresenter` makes for `view` (nil once it has gone), kept
    /// by the view.
    private convenience init<View: NSObject>(
        madeFor view: View, makePresenter: @escaping @MainActor @Sendable (View?, AnyObject?) -> any HUD.Presenter
    ) {
        self.init(postsAsItself: true) { [weak view] sender in
            Engine(scheduler: DispatchScheduler(), presenter: makePresenter(view, sender), delivery: LiveDelivery(sender: sender))
        }
        guard let instances = ViewInstances.of(view, creating: true) else { return }
        // The view keeps the HUDs shown on it and the newest; a hidden one that nobody else keeps
        // goes (made per use, as MBProgressHUD's are, they would pile up with their observers).
        instances.all.removeAll { $0.current == nil }
        instances.all.append(self)
    }

    private static func shown(madeFor view: NSObject) -> HUD.Instance? {
        ViewInstances.of(view, creating: false)?.all.last { $0.current != nil }
    }

    private static func hide(madeFor view: NSObject, animated: Bool) -> Bool {
        guard let hud = shown(madeFor: view) else { return false }
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

    static func of(_ view: NSObject, creating: Bool) -> ViewInstances? {
        let pointer = UnsafeRawPointer(key.utf8Start)
        if let existing = objc_getAssociatedObject(view, pointer) as? ViewInstances { return existing }
        guard creating else { return nil }
        let made = ViewInstances()
        objc_setAssociatedObject(view, pointer, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }
}
#endif
