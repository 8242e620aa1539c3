import StatusHUDModel
import StatusHUDRendering
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// A plain description of one window, as a presenter sees it, for ``WindowChoice``.
    ///
    /// On UIKit, describe every window of every connected scene: a window of a scene that is not
    /// a `UIWindowScene` with the `.windowApplication` role (a CarPlay scene, say) is described
    /// with ``isInApplicationScene`` false rather than asked for properties it does not have.
    ///
    /// ```swift
    /// let description = HUD.WindowDescription(
    ///     sceneState: .foregroundActive,
    ///     isInApplicationScene: true,
    ///     isOnMainScreen: true,
    ///     isHidden: window.isHidden,
    ///     alpha: window.alpha,
    ///     isKey: window.isKeyWindow,
    ///     level: HUD.WindowLevel(rawValue: window.windowLevel.rawValue)
    /// )
    /// ```
    package struct WindowDescription: Sendable, Equatable {
        /// The activation state of a window's scene, as `UIScene.ActivationState`.
        package enum SceneState: Sendable, Equatable {
            /// On screen and receiving events.
            case foregroundActive
            /// On screen but not receiving events (during a call, in the app switcher, a split
            /// view's other side).
            case foregroundInactive
            /// Not on screen.
            case background
            /// Not connected to the app's process, or not yet.
            case unattached
        }

        /// The activation state of the window's scene.
        package var sceneState: SceneState
        /// Whether the window's scene is an application window scene (`UIWindowScene` with
        /// the `.windowApplication` role); false for CarPlay and other scenes, and for a window
        /// without a scene.
        package var isInApplicationScene: Bool
        /// Whether the window is on the device's main screen, not an external display.
        package var isOnMainScreen: Bool
        /// Whether the window is hidden.
        package var isHidden: Bool
        /// The window's opacity; 0 (or NaN) counts as invisible.
        package var alpha: CGFloat
        /// Whether the window is the key window of its scene.
        package var isKey: Bool
        /// The window's level.
        package var level: WindowLevel

        /// Describes a window; by default a visible, key, normal-level window of a
        /// foreground-active application scene on the main screen.
        package init(
            sceneState: SceneState = .foregroundActive,
            isInApplicationScene: Bool = true,
            isOnMainScreen: Bool = true,
            isHidden: Bool = false,
            alpha: CGFloat = 1,
            isKey: Bool = true,
            level: WindowLevel = .normal
        ) {
            self.sceneState = sceneState
            self.isInApplicationScene = isInApplicationScene
            self.isOnMainScreen = isOnMainScreen
            self.isHidden = isHidden
            self.alpha = alpha
            self.isKey = isKey
            self.level = level
        }

        /// Whether the window can be seen: not hidden, not transparent, on the main screen.
        var isShown: Bool {
            !isHidden && alpha > 0 && isOnMainScreen
        }

        /// Whether the window's scene is on screen.
        var isInForegroundScene: Bool {
            sceneState == .foregroundActive || sceneState == .foregroundInactive
        }
    }
}
