#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// The app's connected scenes described for `SceneHost`, and the news about them.
///
/// In an app extension there is no `UIApplication.shared` (`-application-extension` rejects it):
/// there no scene is looked up, and the HUD shows only in the container view the extension gives
/// ``HUD/UIKitPresenter/containerView``. In an app the shared application is reached through its public
/// class method `sharedApplication` by name, at run time, so that this code compiles for extensions.
@MainActor
enum WindowHost {
    typealias Scene = SceneHost<ObjectIdentifier>.Scene

    /// Whether this process is an app extension (its bundle is an `.appex`).
    static let isAppExtension = Bundle.main.bundleURL.pathExtension == "appex"

    /// The app's connected scenes; none in an app extension.
    static var connectedScenes: [UIScene] {
        guard !isAppExtension,
              let application = (UIApplication.self as AnyObject).value(forKey: "sharedApplication") as? UIApplication
        else { return [] }
        return Array(application.connectedScenes)
    }

    /// The connected scenes, each with its description; the HUD's own overlay windows are left out
    /// of the windows (a window index refers to ``appWindows(of:)``).
    static func scenes() -> [Scene] {
        connectedScenes.map { Scene(id: ObjectIdentifier($0), description: describe($0)) }
    }

    static func scene(_ id: ObjectIdentifier) -> UIWindowScene? {
        connectedScenes.first { ObjectIdentifier($0) == id } as? UIWindowScene
    }

    /// A scene's windows but the HUD's overlays, in UIKit's order.
    static func appWindows(of scene: UIWindowScene) -> [UIWindow] {
        scene.windows.filter { !($0 is OverlayWindow) }
    }

    static func describe(_ scene: UIScene) -> HUD.SceneDescription {
        let state: HUD.WindowDescription.SceneState = switch scene.activationState {
        case .foregroundActive: .foregroundActive
        case .foregroundInactive: .foregroundInactive
        case .background: .background
        default: .unattached
        }
        guard let windowScene = scene as? UIWindowScene else {
            return HUD.SceneDescription(role: .other, state: state, windows: [])
        }
        // CarPlay and external-display roles are all "not the app's window": the HUD skips them.
        let role: HUD.SceneDescription.Role = windowScene.session.role == .windowApplication ? .windowApplication : .other
        let windows = appWindows(of: windowScene).map { window in
            HUD.SceneDescription.Window(isHidden: window.isHidden, alpha: window.alpha, isKey: window.isKeyWindow,
                                        level: HUD.WindowLevel(rawValue: window.windowLevel.rawValue))
        }
        let front: HUD.SceneDescription.ActiveAppearance = switch windowScene.traitCollection.activeAppearance {
        case .active: .active
        case .inactive: .inactive
        default: .unspecified
        }
        return HUD.SceneDescription(role: role, state: state, activeAppearance: front, windows: windows)
    }
}

#if os(iOS)
/// The keyboard's frames from the moment the presenter exists, whether or not the HUD is in a
/// window (`KeyboardTracker` keeps them): `changed` gets each end frame (`nil` when it hides).
@MainActor
func observeKeyboard(_ changed: @escaping @MainActor (_ frame: CGRect?, _ duration: TimeInterval, _ curve: Int) -> Void)
    -> NotificationObservers {
    // The keys are read here: the iOS 17.4 SDK isolates them to the main actor, and the
    // observer's closure is Sendable.
    let (durationKey, curveKey, frameKey) = (UIResponder.keyboardAnimationDurationUserInfoKey,
                                             UIResponder.keyboardAnimationCurveUserInfoKey,
                                             UIResponder.keyboardFrameEndUserInfoKey)
    let hide = UIResponder.keyboardWillHideNotification
    return NotificationObservers([UIResponder.keyboardWillChangeFrameNotification, hide].map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
            let info = note.userInfo ?? [:]
            let duration = (info[durationKey] as? NSNumber)?.doubleValue ?? 0
            let curve = (info[curveKey] as? NSNumber)?.intValue ?? 0
            let frame = note.name == hide ? nil : (info[frameKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { changed(frame, duration, curve) }
        }
    })
}
#endif
#endif
