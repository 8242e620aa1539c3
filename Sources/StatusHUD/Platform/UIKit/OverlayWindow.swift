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
    weak var appWindow: UIWindow?
    /// The overlay window, which takes the app's style.
    weak var overlay: OverlayWindow?

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
    /// The app's window and deciding controller whose trait changes are heard (iOS 17 and later).
    private var listening = AppearanceForwarding.Listening<ObjectIdentifier>()
    private var registrations: [ObjectIdentifier: Registration] = [:]

    private struct Registration {
        weak var object: AnyObject?
        /// An `any UITraitChangeRegistration`, typed only from iOS 17.
        var token: Any
    }

    private struct Forwarded: Equatable {
        var statusBar: ObjectIdentifier?
        var screen: ObjectIdentifier?
        var values: [Int]
    }

    /// Tells UIKit to ask again about the status bar and the screen when what the app's controllers
    /// answer changed, and listens to the style of the controllers that decide.
    ///
    /// The app's own `setNeedsStatusBarAppearanceUpdate`, `setNeedsUpdateOfHomeIndicatorAutoHidden`
    /// and `setNeedsUpdateOfScreenEdgesDeferringSystemGestures` post nothing another object can
    /// hear, and their answers are computed properties, not observable; overriding or swizzling the
    /// app's controllers is not ours to do, and polling would wake the main thread for nothing. So
    /// they are read again, and passed on if they changed, at each show and update of the HUD, each
    /// window or scene change, and each change of the app's light or dark style: an app that hides
    /// its home indicator a few seconds into a video while a spinner turns unchanged is followed
    /// at the HUD's next update or when it goes, not at once.
    func followAppWindow() {
        listenToStyle()
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

    /// The style the overlay window takes in a scene of style `scene`: the app's, as the
    /// controller that decides the screen resolves it, by `AppearanceForwarding.styleOverride`.
    func overlayStyle(scene: UIUserInterfaceStyle?) -> UIUserInterfaceStyle {
        let chain = appChain
        let decider = decider(.screen)
        let last = decider.flatMap { decider in chain.firstIndex { $0 === decider } } ?? 0
        let overrides = (appWindow.map { [$0.overrideUserInterfaceStyle] } ?? [])
            + chain.prefix(last + 1).map(\.overrideUserInterfaceStyle)
        let resolved = (decider?.traitCollection ?? appWindow?.traitCollection)?.userInterfaceStyle
        var heard = false
        if #available(iOS 17.0, tvOS 17.0, *) { heard = true }
        let style = AppearanceForwarding.styleOverride(overrides: overrides.map(Self.neutral), resolved: Self.neutral(resolved),
                                                       scene: Self.neutral(scene), changesAreHeard: heard)
        return switch style {
        case .unspecified: .unspecified
        case .light: .light
        case .dark: .dark
        }
    }

    private static func neutral(_ style: UIUserInterfaceStyle?) -> AppearanceForwarding.InterfaceStyle {
        switch style {
        case .light?: .light
        case .dark?: .dark
        default: .unspecified
        }
    }

    /// On iOS and tvOS 17 and later, a change of the style of the app's window (its override, its
    /// `traitOverrides`, the system's) or of the controller that decides the screen (its override)
    /// is heard at once, through `registerForTraitChanges`; each registration is removed when that
    /// object stops deciding and when the overlay goes (``stopFollowing()``). Before iOS 17 UIKit
    /// offers no way to observe another window's or controller's traits (`traitCollectionDidChange`
    /// is each one's own override point), so the style is read again at the next show or update.
    private func listenToStyle() {
        guard #available(iOS 17.0, tvOS 17.0, *) else { return }
        let objects: [AnyObject] = [appWindow as AnyObject?, decider(.screen)].compactMap { $0 }
        let change = listening.follow(objects.map(ObjectIdentifier.init))
        for key in change.stop { unregister(key) }
        for object in objects where registrations[ObjectIdentifier(object)]?.object !== object {
            unregister(ObjectIdentifier(object))
            let token: (any UITraitChangeRegistration)? = switch object {
            case let view as UIView:
                view.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: self, action: #selector(appStyleChanged))
            case let controller as UIViewController:
                controller.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: self, action: #selector(appStyleChanged))
            default:
                nil
            }
            if let token { registrations[ObjectIdentifier(object)] = Registration(object: object, token: token) }
        }
    }

    /// Removes every trait registration this overlay made: it is going.
    func stopFollowing() {
        for key in listening.follow([]).stop { unregister(key) }
        for key in Array(registrations.keys) { unregister(key) }
    }

    private func unregister(_ key: ObjectIdentifier) {
        guard let registration = registrations.removeValue(forKey: key) else { return }
        guard #available(iOS 17.0, tvOS 17.0, *), let token = registration.token as? any UITraitChangeRegistration else { return }
        switch registration.object {
        case let view as UIView: view.unregisterForTraitChanges(token)
        case let controller as UIViewController: controller.unregisterForTraitChanges(token)
        default: break        // gone, and its registrations with it
        }
    }

    @objc private func appStyleChanged() {
        if let overlay { overlay.followAppWindow() } else { followAppWindow() }
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
