/// What the HUD's overlay window takes from the app's window it is shown above: which of the app's
/// view controllers decides the status bar and the screen (orientations, autorotation, the home
/// indicator, deferred edge gestures, pointer lock), and the light or dark style to draw in.
///
/// A window's root view controller decides these for its window, and the overlay is the frontmost
/// window, so UIKit asks the overlay's root. It answers as UIKit would have answered for the app's
/// window alone: the app's root view controller decides unless a presentation takes over, and only
/// some do — UIKit's own rules, which the overlay must not widen:
/// - **The status bar** moves to a presented controller only when it is presented full screen
///   (`modalPresentationStyle == .fullScreen`) or sets `modalPresentationCapturesStatusBarAppearance`
///   (UIKit's documentation of that property). A page or form sheet, a popover or an alert leaves
///   it with the controller below.
/// - **The screen** (supported orientations, `shouldAutorotate`, the home indicator, the screen
///   edges and pointer lock) is asked of the root or the topmost presentation that covers the
///   screen (its presentation controller's `shouldPresentInFullscreen`): a portrait-only app stays
///   portrait under an alert or a sheet that would allow any orientation.
///
/// Walking to whatever is presented on top, as this library once did, let a page sheet flip the
/// status bar and an alert unlock rotation while the HUD was up. Within the deciding controller,
/// UIKit's `childFor…` redirections are followed by the UIKit layer as UIKit follows them.
struct AppearanceForwarding {
    /// How one controller in the app's window's presentation chain is presented.
    struct Presentation: Equatable {
        /// `modalPresentationStyle == .fullScreen`.
        var isFullScreenStyle: Bool
        /// The presentation controller's `shouldPresentInFullscreen`.
        var coversScreen: Bool
        /// `modalPresentationCapturesStatusBarAppearance`.
        var capturesStatusBar: Bool
        /// `isBeingDismissed`: leaving, it decides nothing, nor does anything it presents.
        var isBeingDismissed: Bool

        init(isFullScreenStyle: Bool = false, coversScreen: Bool = false, capturesStatusBar: Bool = false,
             isBeingDismissed: Bool = false) {
            self.isFullScreenStyle = isFullScreenStyle
            self.coversScreen = coversScreen
            self.capturesStatusBar = capturesStatusBar
            self.isBeingDismissed = isBeingDismissed
        }
    }

    /// What is decided.
    enum Aspect {
        /// Status bar style and visibility.
        case statusBar
        /// Orientations, autorotation, home indicator, screen edges, pointer lock; and the style the
        /// HUD mirrors (the controller filling the screen is what the HUD is drawn over).
        case screen
    }

    /// The index in `presented` (the controllers the root presents, bottom first) of the one that
    /// decides `aspect`, or `nil` when the root does.
    static func decider(of aspect: Aspect, presented: [Presentation]) -> Int? {
        let staying = presented.prefix { !$0.isBeingDismissed }
        return staying.indices.last { index in
            let presentation = staying[index]
            switch aspect {
            case .statusBar: return presentation.isFullScreenStyle || presentation.capturesStatusBar
            case .screen: return presentation.isFullScreenStyle || presentation.coversScreen
            }
        }
    }

    /// A light or dark style, as `UIUserInterfaceStyle`.
    enum InterfaceStyle: Equatable {
        case unspecified, light, dark
    }

    /// The style to force on the overlay (`overrideUserInterfaceStyle`) so the HUD draws as the app
    /// does: the app's resolved style where it differs from the scene's (the app overrides it on its
    /// window or a view controller, or through `traitOverrides`, or SwiftUI's `preferredColorScheme`
    /// does), and none otherwise, so that the overlay follows the system's light and dark by itself,
    /// without being told, on every iOS version.
    static func styleOverride(app: InterfaceStyle, scene: InterfaceStyle) -> InterfaceStyle {
        app == scene ? .unspecified : app
    }
}
