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

    private var root: OverlayRootViewController? { rootViewController as? OverlayRootViewController }

    /// The app's window the HUD is shown above; its view controllers decide the status bar, the
    /// screen and the style.
    var appWindow: UIWindow? {
        get { root?.appWindow }
        set { root?.appWindow = newValue }
    }

    /// Reads again what the overlay takes from the app's window, and tells UIKit if it changed. Called
    /// on each show, update and window change; on iOS 17 and later also when the app window's style
    /// changes.
    func followAppWindow() {
        root?.followAppWindow()
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
    }

    private func giveKeyBack() {
        guard isKeyWindow, let appWindow, !appWindow.isHidden else { return }
        appWindow.makeKey()
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
/// and the app's choices for everything a window's root view controller decides, as UIKit would
/// take them from the app's window (`AppearanceForwarding` decides which controller decides).
@MainActor
final class OverlayRootViewController: UIViewController {
    weak var appWindow: UIWindow? {
        didSet {
            guard appWindow !== oldValue else { return }
            observeStyle(of: appWindow)
            followAppWindow()
        }
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .clear
    }

    /// The app's controllers: its window's root, then each presented one, bottom first.
    private var appChain: [UIViewController] {
        guard let root = appWindow?.rootViewController else { return [] }
        var chain = [root]
        while let presented = chain.last?.presentedViewController, !chain.contains(presented) { chain.append(presented) }
        return chain
    }

    /// The app's controller that decides `aspect`: the root, or a presentation that takes it over.
    private func decider(_ aspect: AppearanceForwarding.Aspect) -> UIViewController? {
        let chain = appChain
        let presented = chain.dropFirst().map { controller in
            AppearanceForwarding.Presentation(isFullScreenStyle: controller.modalPresentationStyle == .fullScreen,
                                              coversScreen: controller.presentationController?.shouldPresentInFullscreen ?? false,
                                              capturesStatusBar: Self.capturesStatusBar(controller),
                                              isBeingDismissed: controller.isBeingDismissed)
        }
        return AppearanceForwarding.decider(of: aspect, presented: presented).map { chain[$0 + 1] } ?? chain.first
    }

    private static func capturesStatusBar(_ controller: UIViewController) -> Bool {
        #if os(iOS)
        controller.modalPresentationCapturesStatusBarAppearance
        #else
        false       // tvOS has no status bar
        #endif
    }

    /// `controller`, or the child it hands the question to, as UIKit follows `childFor…`.
    private static func following(_ controller: UIViewController?, _ child: (UIViewController) -> UIViewController?)
        -> UIViewController? {
        var owner = controller
        var seen = 0
        while let current = owner, let next = child(current), next !== current, seen < 32 {
            owner = next
            seen += 1
        }
        return owner
    }

    // MARK: Following the app

    /// What was last forwarded, to tell UIKit only of changes.
    private var forwarded: Forwarded?
    private var styleRegistration: (any NSObjectProtocol)?

    private struct Forwarded: Equatable {
        var statusBar: ObjectIdentifier?
        var screen: ObjectIdentifier?
        var values: [Int]
    }

    /// Mirrors the app's light or dark style, and tells UIKit to ask again about the status bar and
    /// the screen when what the app's controllers answer changed.
    func followAppWindow() {
        mirrorStyle()
        let now = currentForwarding()
        guard now != forwarded else { return }
        forwarded = now
        #if os(iOS)
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        setNeedsUpdateOfPrefersPointerLocked()
        if #available(iOS 16.0, *) {
            setNeedsUpdateOfSupportedInterfaceOrientations()
        } else {
            UIViewController.attemptRotationToDeviceOrientation()
        }
        #endif
    }

    private func currentForwarding() -> Forwarded {
        #if os(iOS)
        let values = [preferredStatusBarStyle.rawValue, prefersStatusBarHidden ? 1 : 0,
                      Int(supportedInterfaceOrientations.rawValue), prefersHomeIndicatorAutoHidden ? 1 : 0,
                      Int(preferredScreenEdgesDeferringSystemGestures.rawValue), prefersPointerLocked ? 1 : 0]
        #else
        let values: [Int] = []
        #endif
        return Forwarded(statusBar: decider(.statusBar).map(ObjectIdentifier.init),
                         screen: decider(.screen).map(ObjectIdentifier.init), values: values)
    }

    /// The overlay draws in the app's style where the app forces one (`AppearanceForwarding`).
    private func mirrorStyle() {
        guard let window = viewIfLoaded?.window else { return }
        let app = (decider(.screen)?.traitCollection ?? appWindow?.traitCollection)?.userInterfaceStyle
        let scene = window.windowScene?.traitCollection.userInterfaceStyle
        let style = AppearanceForwarding.styleOverride(app: Self.neutral(app), scene: Self.neutral(scene))
        let override: UIUserInterfaceStyle = switch style {
        case .unspecified: .unspecified
        case .light: .light
        case .dark: .dark
        }
        if window.overrideUserInterfaceStyle != override { window.overrideUserInterfaceStyle = override }
    }

    private static func neutral(_ style: UIUserInterfaceStyle?) -> AppearanceForwarding.InterfaceStyle {
        switch style {
        case .light?: .light
        case .dark?: .dark
        default: .unspecified
        }
    }

    /// On iOS 17 and later, a change of the app window's style (its override, its `traitOverrides`,
    /// the system's) is heard at once. Before, it is read again at the next show or update: UIKit
    /// offers no way to observe another window's traits there (`traitCollectionDidChange` is the
    /// window's own override point), and the overlay, with no override of its own while the styles
    /// agree, follows the system by itself.
    private func observeStyle(of window: UIWindow?) {
        if #available(iOS 17.0, tvOS 17.0, *) {
            if let registration = styleRegistration as? any UITraitChangeRegistration, let old = observedWindow {
                old.unregisterForTraitChanges(registration)
            }
            styleRegistration = nil
            observedWindow = window
            guard let window else { return }
            let registration = window.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: self,
                                                              action: #selector(appWindowStyleChanged))
            styleRegistration = registration
        }
    }

    private weak var observedWindow: UIWindow?

    @objc private func appWindowStyleChanged() {
        followAppWindow()
    }

    // MARK: What a root view controller decides

    #if os(iOS)
    override var preferredStatusBarStyle: UIStatusBarStyle {
        Self.following(decider(.statusBar), \.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default
    }

    override var prefersStatusBarHidden: Bool {
        Self.following(decider(.statusBar), \.childForStatusBarHidden)?.prefersStatusBarHidden ?? false
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        Self.following(decider(.statusBar), \.childForStatusBarHidden)?.preferredStatusBarUpdateAnimation ?? .fade
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        decider(.screen)?.supportedInterfaceOrientations ?? .all
    }

    override var shouldAutorotate: Bool {
        decider(.screen)?.shouldAutorotate ?? true
    }

    override var prefersHomeIndicatorAutoHidden: Bool {
        Self.following(decider(.screen), \.childForHomeIndicatorAutoHidden)?.prefersHomeIndicatorAutoHidden ?? false
    }

    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        Self.following(decider(.screen), \.childForScreenEdgesDeferringSystemGestures)?
            .preferredScreenEdgesDeferringSystemGestures ?? []
    }

    override var prefersPointerLocked: Bool {
        Self.following(decider(.screen), \.childViewControllerForPointerLock)?.prefersPointerLocked ?? false
    }
    #endif

    /// On tvOS, where the overlay takes the remote (`OverlayFocus`), focus goes to the HUD's button.
    override var preferredFocusEnvironments: [any UIFocusEnvironment] {
        guard let hud = (view.window as? OverlayWindow)?.hud, hud.drawing?.button != nil else { return [] }
        return [hud.actionButton]
    }
}
#endif
