import StatusHUDModel
import StatusHUDRendering
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// A plain description of one connected scene and its windows, as a UIKit presenter sees it,
    /// for choosing the HUD's window with ``choose(from:maximumWindowLevel:)``.
    ///
    /// The UIKit layer only copies values across (`session.role`, `activationState`, each window's
    /// `isHidden`, `alpha`, `isKeyWindow` and `windowLevel`); which scenes count and in what order
    /// their windows are tried is decided here, where Linux tests see it.
    ///
    /// ```swift
    /// let scenes = [HUD.SceneDescription(role: .windowApplication, state: .foregroundActive,
    ///                                    windows: [HUD.SceneDescription.Window(isKey: true)])]
    /// if case .window(let position) = HUD.SceneDescription.choose(from: scenes, maximumWindowLevel: .normal).choice { … }
    /// ```
    package struct SceneDescription: Sendable, Equatable {
        /// What a scene is for, as `UISceneSession.Role`.
        package enum Role: Sendable, Equatable {
            /// An app's own window scene (`.windowApplication`): the only kind the HUD uses.
            case windowApplication
            /// Any other role (CarPlay, an external display, one a later system adds): never used.
            case other
        }

        /// One window of the scene.
        package struct Window: Sendable, Equatable {
            /// `UIView.isHidden`.
            package var isHidden: Bool
            /// `UIView.alpha`; 0 or NaN counts as invisible.
            package var alpha: CGFloat
            /// `UIWindow.isKeyWindow`: key in its scene.
            package var isKey: Bool
            /// `UIWindow.windowLevel`.
            package var level: WindowLevel

            /// Describes a window; by default a shown key window at the normal level.
            package init(isHidden: Bool = false, alpha: CGFloat = 1, isKey: Bool = true, level: WindowLevel = .normal) {
                self.isHidden = isHidden
                self.alpha = alpha
                self.isKey = isKey
                self.level = level
            }
        }

        /// Where a chosen window is: the index of its scene in the list given, and of the window
        /// in that scene's `windows`.
        package struct Position: Sendable, Equatable {
            /// The index of the scene in the list given.
            package var scene: Int
            /// The index of the window in that scene's ``SceneDescription/windows``.
            package var window: Int
        }

        /// Whether a scene is the one in front, as `UITraitCollection.activeAppearance` says.
        ///
        /// It is not the activation state: on the Mac a scene behind another stays
        /// `foregroundActive`, and clicking into it posts no activation; this trait says which
        /// window is in front there. Elsewhere UIKit's header says it "is always .active", so on
        /// iPad every scene ties on it and `SceneHost` decides by the scene touched last.
        package enum ActiveAppearance: Sendable, Equatable {
            /// The frontmost scene, the one the user works in.
            case active
            /// A scene behind the frontmost one.
            case inactive
            /// Not said (the trait's `.unspecified`).
            case unspecified
        }

        /// What the scene is for.
        package var role: Role
        /// The scene's activation state.
        package var state: WindowDescription.SceneState
        /// Whether the scene is in front; `.unspecified` by default.
        package var activeAppearance: ActiveAppearance
        /// The scene's windows in any order (UIKit's `UIWindowScene.windows`).
        package var windows: [Window]

        /// Describes a scene; its active appearance is unspecified unless given.
        package init(role: Role, state: WindowDescription.SceneState, activeAppearance: ActiveAppearance = .unspecified,
                    windows: [Window]) {
            self.role = role
            self.state = state
            self.activeAppearance = activeAppearance
            self.windows = windows
        }

        /// The window the HUD attaches to, among the windows of `scenes`, or why none will do.
        ///
        /// Every window of every scene is described to ``WindowChoice``: windows of scenes that are
        /// not application window scenes (CarPlay, external displays) as such, without their
        /// properties. Within a scene, windows are tried from the highest level down (front to
        /// back); scenes keep the order given.
        package static func choose(from scenes: [SceneDescription], maximumWindowLevel: WindowLevel)
            -> (choice: WindowChoice, position: Position?) {
            var positions: [Position] = []
            var descriptions: [WindowDescription] = []
            for (sceneIndex, scene) in scenes.enumerated() {
                let isApplication = scene.role == .windowApplication
                // Front to back; NaN levels last.
                let order = scene.windows.indices.sorted { a, b in
                    let (la, lb) = (scene.windows[a].level.rawValue, scene.windows[b].level.rawValue)
                    return la.isNaN ? false : lb.isNaN ? true : la > lb
                }
                for index in order {
                    let window = scene.windows[index]
                    positions.append(Position(scene: sceneIndex, window: index))
                    descriptions.append(isApplication
                        ? WindowDescription(sceneState: scene.state, isInApplicationScene: true, isOnMainScreen: true,
                                            isHidden: window.isHidden, alpha: window.alpha, isKey: window.isKey,
                                            level: window.level)
                        : WindowDescription(sceneState: scene.state, isInApplicationScene: false, isOnMainScreen: false,
                                            isHidden: true, alpha: 0, isKey: false, level: .normal))
                }
            }
            let choice = WindowChoice(frontToBack: descriptions, maximumWindowLevel: maximumWindowLevel)
            if case .window(let index) = choice { return (choice, positions[index]) }
            return (choice, nil)
        }
    }
}
