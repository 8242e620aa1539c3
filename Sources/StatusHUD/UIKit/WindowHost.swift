#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Finds the window the HUD attaches to, from the app's connected scenes as `HUD.SceneDescription`
/// chooses, and tells when one may have become available.
///
/// In an app extension there is no `UIApplication.shared` (`-application-extension` rejects it):
/// there the scenes are looked up not at all, and the HUD shows only in the container view the
/// extension gives ``UIKitPresenter/containerView``. In an app the shared application is reached
/// through its public class method `sharedApplication` by name, at run time, so that this code
/// compiles for extensions too.
@MainActor
enum WindowHost {
    /// Whether this process is an app extension (its bundle is an `.appex`).
    static let isAppExtension = Bundle.main.bundleURL.pathExtension == "appex"

    /// The app's connected scenes; none in an app extension.
    static var connectedScenes: [UIScene] {
        guard !isAppExtension,
              let application = (UIApplication.self as AnyObject).value(forKey: "sharedApplication") as? UIApplication
        else { return [] }
        return Array(application.connectedScenes)
    }

    /// The frontmost normal-level key window of a foreground application scene, or why there is none.
    static func window(maxSupportedWindowLevel: HUD.WindowLevel) -> Result<UIWindow, NoWindow> {
        let scenes = connectedScenes
        let descriptions = scenes.map(describe)
        let (choice, position) = HUD.SceneDescription.choose(from: descriptions, maxSupportedWindowLevel: maxSupportedWindowLevel)
        guard let position, let scene = scenes[position.scene] as? UIWindowScene else {
            if case .noneYet(let reason) = choice { return .failure(NoWindow(reason: reason)) }
            return .failure(NoWindow(reason: .noWindows))
        }
        return .success(scene.windows[position.window])
    }

    struct NoWindow: Error {
        let reason: HUD.WindowChoice.NoWindowReason
    }

    private static func describe(_ scene: UIScene) -> HUD.SceneDescription {
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
        let windows = windowScene.windows.map { window in
            HUD.SceneDescription.Window(isHidden: window.isHidden, alpha: window.alpha, isKey: window.isKeyWindow,
                                        level: HUD.WindowLevel(rawValue: window.windowLevel.rawValue))
        }
        return HUD.SceneDescription(role: role, state: state, windows: windows)
    }

    /// Calls `retry` whenever a window becomes key or a scene activates, until the returned token
    /// is released.
    static func observeWindowChanges(_ retry: @escaping @MainActor () -> Void) -> WindowObservation {
        WindowObservation(retry)
    }
}

/// Observers of the moments a window may have become available; removed when released.
final class WindowObservation {
    // Written once in init, read only in deinit: nothing races on them.
    private nonisolated(unsafe) var tokens: [NSObjectProtocol] = []

    @MainActor
    init(_ retry: @escaping @MainActor () -> Void) {
        let names = [UIWindow.didBecomeKeyNotification, UIScene.didActivateNotification, UIScene.willEnterForegroundNotification]
        tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { retry() }
            }
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
#endif
