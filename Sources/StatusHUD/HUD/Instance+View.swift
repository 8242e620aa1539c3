#if (os(iOS) || os(tvOS) || os(visionOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ObjectiveC
#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
#else
import AppKit
#endif

extension HUD.Instance {
    #if os(iOS) || os(tvOS) || os(visionOS)
    /// A HUD drawn in `view`, over its content (MBProgressHUD's `showHUDAddedTo:`), and removed
    /// from it when it hides; over a scroll view (a table, a collection) it is put beside it, over
    /// its frame, so that no cell or header can cover it or take its touches. The view keeps it
    /// while it is shown and lets it go once it has hidden (keep it yourself to reuse it later):
    /// ``topmost(in:)`` and ``dismiss(in:animated:)`` find it. When the view goes for good (freed, or
    /// removed from its superview and not added again by the next turn of the main queue; a view
    /// only out of its window, in a navigation push say, waits) the HUD ends at once as a dismissal
    /// does, and its completions run. A view can have several; the one shown last is on top.
    ///
    /// ```swift
    /// let hud = HUD.Instance(in: cardView)
    /// hud.show(status: "Loading")
    /// // Later, when the card has loaded:
    /// HUD.Instance.dismiss(in: cardView)   // or hud.dismiss()
    /// ```
    public convenience init(in view: UIView) {
        self.init(madeFor: view) { view, sender, shownChanged in
            HUD.UIKitPresenter(containerView: view, boundToContainer: true, sender: sender, shownChanged: shownChanged)
        }
    }

    /// The topmost HUD made for `view`: of those shown (or about to be, or fading out), the one
    /// shown last, which is on top; `nil` if there is none. MBProgressHUD's `HUDForView:`.
    ///
    /// ```swift
    /// HUD.Instance.topmost(in: cardView)?.setStatus("Almost there")
    /// ```
    public static func topmost(in view: UIView) -> HUD.Instance? {
        topmost(madeFor: view)
    }

    /// Dismisses the HUD ``topmost(in:)`` finds, without a fade when `animated` is false, and says
    /// whether there was one: MBProgressHUD's `hideHUDForView:animated:`.
    @discardableResult
    public static func dismiss(in view: UIView, animated: Bool = true) -> Bool {
        dismiss(madeFor: view, animated: animated)
    }
    #else
    /// A HUD drawn in `view`, over its content, and removed from it when it hides, as on iOS:
    /// the view keeps it while it is shown and lets it go once it has hidden, ``topmost(in:)`` and
    /// ``dismiss(in:animated:)`` find it, and once the view has gone it shows nothing. Its blur shows what is under it in the window.
    ///
    /// ```swift
    /// let hud = HUD.Instance(in: sidebarView)
    /// hud.showProgress(0.3, status: "Importing")
    /// ```
    public convenience init(in view: NSView) {
        self.init(madeFor: view) { view, sender, shownChanged in
            let presenter = HUD.AppKitPresenter(containerView: view, inView: true, sender: sender)
            presenter.shownChanged = shownChanged
            return presenter
        }
    }

    /// A HUD over `window` alone, as a document app wants its "Saving" or "Exporting": it never
    /// goes over another window, and, blocking (``HUD/Configuration/interaction``), it blocks
    /// that window as a document-modal sheet does, with a sheet of its own that draws nothing
    /// (the HUD itself stays a child window, which AppKit's sheet animations never move). The
    /// window's content, its toolbar and close button, its menu commands and assistive
    /// technologies stop at the HUD, and the HUD takes the keyboard; the app's other windows stay
    /// usable. A sheet the app begins on the window meanwhile goes above it, the HUD out of sight
    /// with its countdown waiting, and the HUD comes back when that sheet ends.
    /// Minimised, or its tab behind another, the window takes the HUD out of sight with it; when the
    /// window closes, the HUD ends as a dismissal does, and its completions run. Keep the HUD
    /// with the window's controller or document: nothing but your reference reaches it, so let
    /// go of while it shows a spinner or a progress it stays over the window with nothing to
    /// dismiss it (blocking, the window too); a debug build says so on standard error when it
    /// finds it let go of 3 s after it came up.
    ///
    /// ```swift
    /// let hud = HUD.Instance(over: documentWindow)
    /// hud.configuration.interaction = .blocked
    /// hud.show(status: "Exporting")
    /// ```
    public convenience init(over window: NSWindow) {
        self.init(postsAsItself: true, initializer: .overWindow) { [weak window] sender in
            Engine(scheduler: DispatchScheduler(), presenter: HUD.AppKitPresenter(window: window, sender: sender),
                   delivery: LiveDelivery(sender: sender))
        }
    }

    /// The topmost HUD made for `view`: of those shown (or about to be, or fading out), the one
    /// shown last, which is on top; `nil` if there is none.
    public static func topmost(in view: NSView) -> HUD.Instance? {
        topmost(madeFor: view)
    }

    /// Dismisses the HUD ``topmost(in:)`` finds, without a fade when `animated` is false, and says
    /// whether there was one.
    @discardableResult
    public static func dismiss(in view: NSView, animated: Bool = true) -> Bool {
        dismiss(madeFor: view, animated: animated)
    }
    #endif

    /// A HUD drawn by the presenter `makePresenter` makes for `view` (nil once it has gone), kept
    /// by the view while it shows. The presenter is given the HUD (the notifications' sender) and
    /// a function to call when the HUD starts showing and when it has hidden.
    private convenience init<View: NSObject>(
        madeFor view: View,
        makePresenter: @escaping @MainActor @Sendable (View?, AnyObject?, @escaping (Bool) -> Void) -> any HUD.Presenter
    ) {
        self.init(postsAsItself: true) { [weak view] sender in
            let shownChanged = { [weak view, weak sender] (shown: Bool) in
                guard let view, let hud = sender as? HUD.Instance else { return }
                ViewInstances.of(view, creating: shown)?.shownChanged(hud, shown: shown)
            }
            return Engine(scheduler: DispatchScheduler(), presenter: makePresenter(view, sender, shownChanged),
                          delivery: LiveDelivery(sender: sender))
        }
        ViewInstances.of(view, creating: true)?.kept.made(self) { $0.current == nil }
    }

    private static func topmost(madeFor view: NSObject) -> HUD.Instance? {
        ViewInstances.of(view, creating: false)?.kept.lastShown { $0.current == nil }
    }

    private static func dismiss(madeFor view: NSObject, animated: Bool) -> Bool {
        guard let hud = topmost(madeFor: view) else { return false }
        hud.dismiss(animated: animated)
        return true
    }
}

/// The HUDs made for one view, kept by the view (an associated object) while they may show, as
/// `KeptInstances` says.
@MainActor
private final class ViewInstances {
    var kept = KeptInstances<HUD.Instance>()

    /// A HUD of the view started showing, or has hidden: then it is let go of on the next turn of
    /// the main queue if it is still hidden, once the dismissal that hid it has run its completions
    /// and notifications.
    func shownChanged(_ hud: HUD.Instance, shown: Bool) {
        if shown {
            kept.shown(hud)
            return
        }
        DispatchQueue.main.async { [weak self, weak hud] in
            MainActor.assumeIsolated {
                guard let self, let hud else { return }
                self.kept.hid(hud, isStillHidden: hud.current == nil)
            }
        }
    }

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
