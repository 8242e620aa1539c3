import StatusHUDModel
import StatusHUDRendering
import Foundation

extension HUD {
    /// Which window the HUD attaches to, chosen from plain descriptions of the app's windows; or,
    /// when none will do yet, why not.
    ///
    /// The HUD goes into a shown key window whose level is from `.normal` up to
    /// ``Configuration/maximumWindowLevel``, looking first in foreground-active application
    /// scenes and then in foreground-inactive ones; between equally good windows (key windows of
    /// different scenes, as with two scenes side by side on iPad) the one listed first wins. Windows of scenes that are not application
    /// window scenes (CarPlay) are skipped, never asked about. When no window qualifies the answer
    /// is ``noneYet(_:)`` with the reason: the presenter then waits, and asks again when a scene
    /// activates or a window becomes key, rather than adding the HUD to nothing.
    ///
    /// ```swift
    /// switch HUD.WindowChoice(frontToBack: descriptions, maximumWindowLevel: HUD.configuration.maximumWindowLevel) {
    /// case .window(let index): attach(to: windows[index])
    /// case .noneYet(let reason): waitForWindows(because: reason)
    /// }
    /// ```
    package enum WindowChoice: Sendable, Equatable {
        /// The window at this index of the list given.
        case window(at: Int)
        /// No window will do yet, for this reason.
        case noneYet(NoWindowReason)

        /// Why no window will do, from the most basic lack to the most particular.
        package enum NoWindowReason: Sendable, Equatable, CustomStringConvertible {
            /// There are no windows at all.
            case noWindows
            /// No window is in an application window scene (only CarPlay or other scenes).
            case noApplicationScene
            /// Every application scene is in the background or unattached.
            case noForegroundScene
            /// The foreground scenes have no key window that is shown (not hidden, alpha above 0,
            /// on the main screen).
            case noShownKeyWindow
            /// The shown key window's level is outside `.normal…maximumWindowLevel`, as when
            /// an alert or a passcode window is key.
            case keyWindowLevelOutOfRange(WindowLevel)

            package var description: String {
                switch self {
                case .noWindows:
                    return "there are no windows"
                case .noApplicationScene:
                    return "no window belongs to an application window scene"
                case .noForegroundScene:
                    return "every application scene is in the background or unattached"
                case .noShownKeyWindow:
                    return "no key window is shown in a foreground scene"
                case .keyWindowLevelOutOfRange(let level):
                    return "the key window's level \(level.rawValue) is outside normal…maximumWindowLevel"
                }
            }
        }

        /// Chooses from `windows`, listed in the order the HUD should prefer them (the one meant
        /// to be in front first): of equally good windows, the first listed wins.
        ///
        /// Only key windows qualify, and from iOS 15 `isKeyWindow` means key in the window's own
        /// scene, so each scene offers at most one window: the order of a scene's windows never
        /// changes the choice. The order matters only between scenes in the same activation
        /// state, where it decides which of them gets the HUD.
        package init(frontToBack windows: [WindowDescription], maximumWindowLevel: WindowLevel) {
            // Compared as numbers, not as a range or with Comparable's derived `>=`/`<=` (which
            // are `!(a < b)`): a NaN level must fail, not pass or trap.
            func isAllowed(_ level: WindowLevel) -> Bool {
                level.rawValue >= WindowLevel.normal.rawValue && level.rawValue <= maximumWindowLevel.rawValue
            }
            let preference: [WindowDescription.SceneState] = [.foregroundActive, .foregroundInactive]

            // Shown key windows of foreground application scenes, best scene state first, then front to back.
            let candidates = preference.flatMap { state in
                windows.indices.filter { index in
                    let window = windows[index]
                    return window.isInApplicationScene && window.sceneState == state && window.isKey && window.isShown
                }
            }
            if let index = candidates.first(where: { isAllowed(windows[$0].level) }) {
                self = .window(at: index)
                return
            }

            if windows.isEmpty {
                self = .noneYet(.noWindows)
            } else if !windows.contains(where: \.isInApplicationScene) {
                self = .noneYet(.noApplicationScene)
            } else if !windows.contains(where: { $0.isInApplicationScene && $0.isInForegroundScene }) {
                self = .noneYet(.noForegroundScene)
            } else if let first = candidates.first {
                self = .noneYet(.keyWindowLevelOutOfRange(windows[first].level))
            } else {
                self = .noneYet(.noShownKeyWindow)
            }
        }
    }
}
