#if os(iOS) || os(tvOS) || os(visionOS)
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
///   it must never become key on iOS (`canBecomeKey` is false, it is shown with `isHidden = false`,
///   never `makeKeyAndVisible`), so the first responder and the keyboard stay the app's (on tvOS,
///   where focus lives in the key window, it is key while the HUD needs the remote: `OverlayFocus`);
///   the status bar, the orientations, the home indicator, the deferred screen edges and pointer lock
///   stay the app's (the root view controller answers as the app's controllers would, by UIKit's
///   rules in `AppearanceForwarding`), and so does its light or dark style; touches pass
///   through by geometry (`HUD.Drawing.hitTarget(at:)`), not by comparing what `super.hitTest`
///   returns, which iOS 18 and iOS 26 changed for windows; a blocking HUD is modal to VoiceOver
///   in its window; and it is hidden and let go when the HUD hides, so no empty window stays.
@MainActor
final class OverlayWindow: UIWindow {
    /// The HUD shown in this window.
    weak var hud: HUDView?
    /// The scene the window was made in, kept: UIKit does not say whether `windowScene` still
    /// answers once the scene has disconnected, which is when the presenter asks.
    let sceneID: ObjectIdentifier

    /// Whether the overlay may be key: only on tvOS, while the HUD needs the remote (`OverlayFocus`).
    var takesKey = false {
        didSet {
            guard takesKey != oldValue else { return }
            if takesKey, !isHidden { makeKey() } else if !takesKey { giveKeyBack() }
            focusButton()
        }
    }

    override var canBecomeKey: Bool { takesKey }

    init(scene: UIWindowScene, appWindow: UIWindow) {
        sceneID = ObjectIdentifier(scene)
        super.init(windowScene: scene)
        let root = OverlayRootViewController()
        root.appWindow = appWindow
        rootViewController = root
        root.overlay = self
        backgroundColor = .clear
        accessibilityIdentifier = "StatusHUD.overlay"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("OverlayWindow is made in code")
    }

    private var root: OverlayRootViewController? { rootViewController as? OverlayRootViewController }

    /// The app's window the HUD is shown above; its view controllers decide the status bar, the
    /// screen and the style.
    var appWindow: UIWindow? {
        get { root?.appWindow }
        set {
            guard newValue !== root?.appWindow else { return }
            root?.appWindow = newValue
            followAppWindow()
        }
    }

    /// Reads again what the overlay takes from the app's window, tells UIKit if it changed, and takes
    /// the app's light or dark style (`AppearanceForwarding.styleOverride`). The style is set on this
    /// window itself, so it is right from the first HUD's first frame, before the overlay is shown.
    /// Called on each show, update and window change; on iOS and tvOS 17 and later also when the
    /// style of the app's window or of its controller that decides the screen changes.
    func followAppWindow() {
        guard let root else { return }
        root.followAppWindow()
        let style = root.overlayStyle(scene: windowScene?.traitCollection.userInterfaceStyle)
        if overrideUserInterfaceStyle != style { overrideUserInterfaceStyle = style }
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

    /// Shows the overlay (never made key on iOS: the app keeps its first responder), key on tvOS
    /// when it takes the remote.
    func appear() {
        isHidden = false
        if takesKey { makeKey() }
        focusButton()
    }

    /// Moves the focus to the HUD's button where the overlay takes the remote.
    func focusButton() {
        guard takesKey, isKeyWindow, let root else { return }
        root.setNeedsFocusUpdate()
        root.updateFocusIfNeeded()
    }

    /// Hides the overlay, giving the key status back to the app's window if it had it.
    func disappear() {
        giveKeyBack()
        isHidden = true
        root?.stopFollowing()
    }

    private func giveKeyBack() {
        guard isKeyWindow, let appWindow, !appWindow.isHidden else { return }
        appWindow.makeKey()
    }

    #if os(tvOS)
    /// Asked when Menu's press ends on the overlay: whether it was swallowed (`OverlayFocus`).
    var menuPressed: (() -> Bool)?

    // Menu reaches the window at the end of the overlay's responder chain, focused item or not;
    // passed on it would reach UIApplication, which sends the app to the Home screen. While the
    // overlay takes the remote it is never passed on; other presses are.
    private func withoutMenu(_ presses: Set<UIPress>) -> Set<UIPress> {
        takesKey ? presses.filter { $0.type != .menu } : presses
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = withoutMenu(presses)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = withoutMenu(presses)
        if !rest.isEmpty { super.pressesChanged(rest, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = withoutMenu(presses)
        if rest.count != presses.count, !(menuPressed?() ?? true) {
            super.pressesEnded(presses, with: event)
            return
        }
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = withoutMenu(presses)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }
    #endif

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hud, hud.window === self, !isHidden, let drawing = hud.drawing else { return nil }
        let inHUD = convert(point, to: hud)
        switch drawing.hitTarget(at: inHUD) {
        case .passThrough: return hud.takesSwipe(at: inHUD) ? hud : nil
        case .button: return hud.actionButton
        case .blocker: return hud
        }
    }
}
#endif
