#if os(iOS)
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Notes which of the app's scenes the user touched last, for `SceneHost`'s "touched last wins".
///
/// Why touches, and why this way (the alternatives read in UIKit's headers, iOS 15 to 26.2):
/// - **`activeAppearance`** varies only on the Mac; UITraitCollection.h says it "is always
///   .active" on other platforms, so two iPad windows side by side tie.
/// - **Activation and the key window** do not move when the user taps from one iPad window into
///   the other: both scenes stay foreground-active, and since iOS 15 `isKeyWindow` and
///   `UIWindow.didBecomeKeyNotification` are per scene, so each window stays its scene's key
///   window. iOS 26.2's headers add no scene-level "in front" property either.
/// - **`sendEvent(_:)`** of the app's window or application sees every touch, but those classes
///   are the app's, not ours to subclass, and swizzling them is rejected: it changes the app's
///   classes for everyone, and breaks with anything else that swizzles them.
/// - **A gesture recognizer** on each scene's key window (chosen) is public API and sees the first
///   touch of each gesture anywhere in that window (recognizers of a window see the touches of all
///   its views). It never recognises: it fails in `touchesBegan`, so it neither cancels nor delays
///   the app's touches (`cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded` are
///   false besides), prevents no other recognizer, and a recognizer of the app's that requires it
///   to fail waits for nothing. Its cost per touch: one comparison; a notification is posted only
///   when the touch lands in a different scene from the last.
///
/// What it does not see: a window chosen by keyboard (the Globe key shortcuts, Command-Tab in Stage
/// Manager) or by a trackpad scroll without a click, touches in a scene's windows that are not its
/// key window, and anything before the first HUD call (the shared presenter is made then). For
/// those, activation order decides, as before. It is added only while two or more application
/// scenes are connected (an iPhone app's window never gets it), and stays on a window once added.
@MainActor
enum SceneTouches {
    /// The scene touched last (posted only when it changes), for presenters made later.
    private(set) static weak var lastScene: UIScene?

    /// Adds the recognizer to the key window of each application scene of `scenes` that has none,
    /// when there are at least two such scenes.
    static func watch(_ scenes: [UIScene]) {
        let windowScenes = scenes.compactMap { $0 as? UIWindowScene }.filter { $0.session.role == .windowApplication }
        guard windowScenes.count > 1 else { return }
        for scene in windowScenes {
            guard let window = scene.keyWindow, !(window is OverlayWindow),
                  !(window.gestureRecognizers ?? []).contains(where: { $0 is Recognizer })
            else { continue }
            window.addGestureRecognizer(Recognizer())
        }
    }

    fileprivate static func touched(_ scene: UIScene?) {
        guard let scene, scene !== lastScene else { return }
        lastScene = scene
        NotificationCenter.default.post(name: SceneNews.sceneTouched, object: scene)
    }

    /// Sees the first touch of each gesture in its window, says so, and fails at once.
    private final class Recognizer: UIGestureRecognizer {
        init() {
            super.init(target: nil, action: nil)
            cancelsTouchesInView = false
            delaysTouchesBegan = false
            delaysTouchesEnded = false
            requiresExclusiveTouchType = false
            // A finger, the Pencil, and a trackpad or mouse click (when the app takes indirect input).
            allowedTouchTypes = [UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer].map { NSNumber(value: $0.rawValue) }
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)    // UIGestureRecognizerSubclass.h: overrides call super
            SceneTouches.touched(view?.window?.windowScene)
            state = .failed
        }

        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
}
#endif
