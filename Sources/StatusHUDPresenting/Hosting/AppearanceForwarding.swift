import StatusHUDModel
import StatusHUDRendering
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
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
///   edges and pointer lock) is asked of the root or the topmost presentation that fills the
///   window (UIKit's documentation of `supportedInterfaceOrientations`: presented full screen or
///   over full screen, or a custom presentation that removes the presenter's view): a
///   portrait-only app stays portrait under an alert or a sheet that would allow any orientation.
///
/// Walking to whatever is presented on top, as this library once did, let a page sheet flip the
/// status bar and an alert unlock rotation while the HUD was up. Within the deciding controller,
/// UIKit's `childFor…` redirections are followed by the UIKit layer as UIKit follows them.
package struct AppearanceForwarding {
    /// How one controller in the app's window's presentation chain is presented.
    package struct Presentation: Equatable {
        /// `modalPresentationStyle == .fullScreen`.
        var isFullScreenStyle: Bool
        /// Whether the presentation fills the window: full screen or over full screen, or a custom
        /// one that removes the presenter's view.
        var coversScreen: Bool
        /// `modalPresentationCapturesStatusBarAppearance`.
        var capturesStatusBar: Bool
        /// `isBeingDismissed`: leaving, it decides nothing, nor does anything it presents.
        var isBeingDismissed: Bool

        package init(isFullScreenStyle: Bool = false, coversScreen: Bool = false, capturesStatusBar: Bool = false,
             isBeingDismissed: Bool = false) {
            self.isFullScreenStyle = isFullScreenStyle
            self.coversScreen = coversScreen
            self.capturesStatusBar = capturesStatusBar
            self.isBeingDismissed = isBeingDismissed
        }
    }

    /// What is decided.
    package enum Aspect {
        /// Status bar style and visibility.
        case statusBar
        /// Orientations, autorotation, home indicator, screen edges, pointer lock; and the style the
        /// HUD mirrors (the controller filling the screen is what the HUD is drawn over).
        case screen
    }

    /// The index in `presented` (the controllers the root presents, bottom first) of the one that
    /// decides `aspect`, or `nil` when the root does.
    /// Whether a presented view whose frame is `frame`, in its container's coordinates, fills a
    /// container of `bounds`: it covers them to within half a point (rounding). A popover or a
    /// form sheet adapted to full screen does; a page sheet, inset from the top, or an alert does
    /// not. An empty container, or numbers that are not valid, fill nothing.
    ///
    /// ```swift
    /// AppearanceForwarding.fills(CGRect(x: 0, y: 0, width: 390, height: 844),
    ///                            bounds: CGRect(x: 0, y: 0, width: 390, height: 844))   // true
    /// ```
    package static func fills(_ frame: CGRect, bounds: CGRect) -> Bool {
        let numbers = [frame.minX, frame.minY, frame.width, frame.height, bounds.minX, bounds.minY, bounds.width, bounds.height]
        guard numbers.allSatisfy(\.isFinite), bounds.width > 0, bounds.height > 0 else { return false }
        return frame.insetBy(dx: -0.5, dy: -0.5).contains(bounds)
    }

    package static func decider(of aspect: Aspect, presented: [Presentation]) -> Int? {
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
    package enum InterfaceStyle: Equatable {
        case unspecified, light, dark
    }

    /// The style to force on the overlay (`overrideUserInterfaceStyle`) so the HUD draws as the app
    /// does, whatever the system does meanwhile.
    ///
    /// - `overrides`: the `overrideUserInterfaceStyle` of the app's window, then of each controller
    ///   down to the one that decides the screen (``decider(of:presented:)``), in that order.
    /// - `resolved`: that controller's resolved style (its trait collection: the overrides, iOS
    ///   17's `traitOverrides`, SwiftUI's `preferredColorScheme` and the system, all applied).
    /// - `scene`: the scene's style, which the overlay takes when it forces none.
    /// - `changesAreHeard`: whether a change of the resolved style reaches the overlay at once
    ///   (iOS and tvOS 17's `registerForTraitChanges` on the app's window and that controller).
    ///
    /// The overlay carries the resolved style whenever the app forces one anywhere along its chain
    /// (an app forcing dark stays dark when the system turns light) or the change is heard (iOS
    /// 17 and later, where the resolved style is followed whatever forces it). Before iOS 17, an
    /// app that forces nothing the overlay can see is followed by following the system (no
    /// override), which needs no observing; only a resolved style that differs from the scene's
    /// (something unseen forces it) is forced, and then followed at the next show or update.
    package static func styleOverride(overrides: [InterfaceStyle], resolved: InterfaceStyle, scene: InterfaceStyle,
                              changesAreHeard: Bool) -> InterfaceStyle {
        guard resolved != .unspecified else { return .unspecified }
        if changesAreHeard || overrides.contains(where: { $0 != .unspecified }) { return resolved }
        return resolved == scene ? .unspecified : resolved
    }

    /// Which objects' trait changes the overlay listens to, so that it stops listening to each one
    /// it started on: the app's window and the controller that decides the screen, which change as
    /// the overlay moves and presentations come and go, and none once the overlay goes.
    package struct Listening<Key: Hashable> {
        /// What is listened to now.
        package private(set) var keys: [Key] = []

        package init() {}

        /// Listens to `wanted` (duplicates once): what to stop listening to, and what to start.
        package mutating func follow(_ wanted: [Key]) -> (stop: [Key], start: [Key]) {
            var unique: [Key] = []
            for key in wanted where !unique.contains(key) { unique.append(key) }
            let stop = keys.filter { !unique.contains($0) }
            let start = unique.filter { !keys.contains($0) }
            keys = unique
            return (stop, start)
        }
    }
}
