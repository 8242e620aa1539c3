#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The window the HUD lives in: one per scene while the HUD is there, just above the app's windows
/// of that scene, never key, and transparent to touches wherever the HUD does not take them.
///
/// Why a window of its own (decided for issue 16; the alternatives, and what each costs):
/// - **A subview of the app's key window** (SVProgressHUD's way, and this library's before) is
///   covered by every sheet, full-screen cover, alert and popover presented after it: UIKit adds the
///   presentation's container view on top of the window's subviews, and the HUD never comes back.
///   Re-fronting it on each presentation needs to know when one begins, which UIKit does not post;
///   polling or swizzling `present(_:animated:)` is fragile and private in spirit.
/// - **A presented view controller** of its own steals the presentation slot from the app (its next
///   `present` fails while the HUD is up) and dismisses the keyboard.
/// - **An overlay window above the chosen window** (chosen: the pattern of system-like toasts) is
///   above whatever that window presents, with nothing to track. What it brings, handled here:
///   it must never become key (`canBecomeKey` is false, it is shown with `isHidden = false`, never
///   `makeKeyAndVisible`), so the first responder and the keyboard stay the app's; the status bar
///   style, its visibility, the home indicator and the supported orientations stay the app's
///   (the root view controller forwards them to the app's topmost view controller); touches pass
///   through by geometry (`HUD.Drawing.hitTarget(at:)`), not by comparing what `super.hitTest`
///   returns, which iOS 18 and iOS 26 changed for windows; a blocking HUD is modal to VoiceOver
///   in its window; and it is hidden and let go when the HUD hides, so no empty window stays.
@MainActor
final class OverlayWindow: UIWindow {
    /// The HUD shown in this window.
    weak var hud: HUDView?

    override var canBecomeKey: Bool { false }

    init(scene: UIWindowScene, appWindow: UIWindow) {
        super.init(windowScene: scene)
        let root = OverlayRootViewController()
        root.appWindow = appWindow
        rootViewController = root
        backgroundColor = .clear
        accessibilityIdentifier = "StatusHUD.overlay"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("OverlayWindow is made in code")
    }

    /// The app's window the HUD is shown above; its view controllers decide the status bar and the
    /// orientations.
    var appWindow: UIWindow? {
        get { (rootViewController as? OverlayRootViewController)?.appWindow }
        set { (rootViewController as? OverlayRootViewController)?.appWindow = newValue }
    }

    /// Puts `hud` in this window, filling it.
    func host(_ hud: HUDView) {
        self.hud = hud
        guard let root = rootViewController?.view else { return }
        if hud.superview !== root {
            hud.removeFromSuperview()
            hud.frame = root.bounds
            root.addSubview(hud)
        }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hud, hud.window === self, !isHidden, let drawing = hud.drawing else { return nil }
        switch drawing.hitTarget(at: convert(point, to: hud)) {
        case .passThrough: return nil
        case .button: return hud.actionButton
        case .blocker: return hud
        }
    }
}

/// The overlay's root view controller: a plain view that fills the window and follows its rotation,
/// and the app's choices for everything a window's root view controller decides.
@MainActor
final class OverlayRootViewController: UIViewController {
    weak var appWindow: UIWindow?

    override func loadView() {
        view = UIView()
        view.backgroundColor = .clear
    }

    #if os(iOS)
    /// The view controller on top in the app's window (the presented one, if any), and for the
    /// status bar the child it defers to, as UIKit itself would ask.
    private var appTop: UIViewController? {
        var top = appWindow?.rootViewController
        while let presented = top?.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }

    private var statusBarOwner: UIViewController? {
        var owner = appTop
        while let child = owner?.childForStatusBarStyle { owner = child }
        return owner
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { statusBarOwner?.preferredStatusBarStyle ?? .default }

    override var prefersStatusBarHidden: Bool {
        var owner = appTop
        while let child = owner?.childForStatusBarHidden { owner = child }
        return owner?.prefersStatusBarHidden ?? false
    }

    override var prefersHomeIndicatorAutoHidden: Bool { appTop?.prefersHomeIndicatorAutoHidden ?? false }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        appTop?.supportedInterfaceOrientations ?? .all
    }
    #endif
}
#endif
