#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

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
    var appChain: [UIViewController] {
        guard let root = appWindow?.rootViewController else { return [] }
        var chain = [root]
        while let presented = chain.last?.presentedViewController, !chain.contains(presented) { chain.append(presented) }
        return chain
    }

    /// The app's bars are laid out for the new size after this overlay may have laid the HUD out,
    /// so the HUD reads them once more when the rotation ends (`HUDView+Bars.swift`).
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.overlay?.hud?.setNeedsLayout() }
        }
    }

    /// Code that finds "the top view controller" as the root of the last window (sign-in, paywall
    /// and analytics kits do) presents on the overlay while a HUD is up; the overlay goes when the
    /// HUD hides and would take that screen with it, and the app could neither dismiss it nor
    /// present another. Such a presentation goes to the app's window instead, on its topmost
    /// presented controller, where it would have gone without the HUD.
    override func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let top = appChain.last(where: { !$0.isBeingDismissed }) else {
            super.present(controller, animated: animated, completion: completion)
            return
        }
        top.present(controller, animated: animated, completion: completion)
    }

    /// The app's controller that decides `aspect`: the root, or a presentation that takes it over.
    private func decider(_ aspect: AppearanceForwarding.Aspect) -> UIViewController? {
        let chain = appChain
        let presented = chain.dropFirst().map { controller in
            AppearanceForwarding.Presentation(isFullScreenStyle: controller.modalPresentationStyle == .fullScreen,
                                              coversScreen: Self.fillsWindow(controller),
                                              capturesStatusBar: Self.capturesStatusBar(controller),
                                              isBeingDismissed: controller.isBeingDismissed)
        }
        return AppearanceForwarding.decider(of: aspect, presented: presented).map { chain[$0 + 1] } ?? chain.first
    }

    /// Whether a presented controller fills the window, which UIKit asks about the screen: one
    /// presented full screen or over it (its presentation controller's style), a custom
    /// presentation that removes the presenter's view, or one whose view covers its container (a
    /// popover or form sheet adapted to full screen in a compact width). Not a sheet, a popover or
    /// an alert as such. (`shouldPresentInFullscreen` says something else: in the window rather
    /// than in a current context, true for those too.)
    static func fillsWindow(_ controller: UIViewController) -> Bool {
        guard let presentation = controller.presentationController else { return false }
        switch presentation.presentationStyle {
        case .fullScreen, .overFullScreen: return true
        case .custom where presentation.shouldRemovePresentersView: return true
        default:
            guard let view = presentation.presentedView, let container = presentation.containerView else { return false }
            return AppearanceForwarding.fills(view.convert(view.bounds, to: container), bounds: container.bounds)
        }
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
