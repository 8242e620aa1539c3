#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit

/// What the presenter hears about scenes and windows.
enum SceneNews {
    case activated(ObjectIdentifier)
    case enteredBackground(ObjectIdentifier)
    case disconnected(ObjectIdentifier)
    /// A window became key, visible or hidden, or a scene is entering the foreground.
    case windowsChanged
    /// The user touched this scene's key window after touching another scene's (`SceneTouches`).
    case touched(ObjectIdentifier)

    /// Posted by `SceneTouches`, with the scene touched as its object.
    static let sceneTouched = Notification.Name("StatusHUD.sceneTouched")

    /// Calls `handle` with each piece of news (the HUD's own windows make none), for as long as
    /// the returned observers are held.
    @MainActor
    static func observe(_ handle: @escaping @MainActor (SceneNews) -> Void) -> NotificationObservers {
        let center = NotificationCenter.default
        func observe(_ name: Notification.Name, _ news: @escaping @MainActor (ObjectIdentifier?) -> SceneNews) -> NSObjectProtocol {
            center.addObserver(forName: name, object: nil, queue: .main) { note in
                if note.object is OverlayWindow { return }
                let id = (note.object as? UIScene).map(ObjectIdentifier.init)
                MainActor.assumeIsolated { handle(news(id)) }
            }
        }
        return NotificationObservers([
            observe(sceneTouched) { $0.map(SceneNews.touched) ?? .windowsChanged },
            observe(UIScene.didActivateNotification) { $0.map(SceneNews.activated) ?? .windowsChanged },
            observe(UIScene.didEnterBackgroundNotification) { $0.map(SceneNews.enteredBackground) ?? .windowsChanged },
            observe(UIScene.didDisconnectNotification) { $0.map(SceneNews.disconnected) ?? .windowsChanged },
            observe(UIScene.willEnterForegroundNotification) { _ in .windowsChanged },
            observe(UIWindow.didBecomeKeyNotification) { _ in .windowsChanged },
            observe(UIWindow.didBecomeVisibleNotification) { _ in .windowsChanged },
            observe(UIWindow.didBecomeHiddenNotification) { _ in .windowsChanged },
        ])
    }
}
#endif
