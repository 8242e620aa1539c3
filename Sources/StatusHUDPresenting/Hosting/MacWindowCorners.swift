import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How round a Mac window's bottom corners are, which a mask over its content area follows.
///
/// The HUD's panel is a child window over the content area, and a child window is not clipped by
/// its parent: a square mask shows past the parent's rounded bottom corners, a dark notch on the
/// desktop. AppKit gives no window's corner radius (not in the macOS 15.5 SDK; macOS 26 offers
/// corner-adapted layout regions, which are insets for content, not the curve), so the radius
/// is decided here from what AppKit does say about the window:
///
/// - No rounding where the window has none: a borderless window, a window in full screen, or a
///   content area that stops above the window's bottom edge.
/// - 10 pt on macOS 11–15, the radius of every titled window there.
/// - On macOS 26, 26 pt for a window with a toolbar and 16 pt without: Tahoe rounds a window
///   concentrically around its toolbar's glass, or around the window buttons when there is none.
///
/// These figures are not read from the system, so they err outward: a radius too large leaves a
/// sliver of the window's corner undimmed, inside the window; one too small dims the desktop
/// beside it. The Mac checklist (HUDOnMacOS.md) asks for a look at both corners.
///
/// The alternatives: drawing the mask inside the app's content view, which the window does clip,
/// would add a subview to a view the app owns (a split view takes every subview as a pane); the
/// window's frame view logs a warning for any subview it did not make; a private corner radius
/// could change or go in any release.
package struct MacWindowCorners: Equatable, Sendable {
    /// The radius of the window's bottom corners, in points; 0 for square ones.
    package var bottomRadius: CGFloat

    /// The corners of a window on macOS `majorVersion` (12 and later: the deployment target).
    package init(majorVersion: Int, isTitled: Bool, isFullScreen: Bool, hasToolbar: Bool,
                 contentReachesBottom: Bool) {
        if !isTitled || isFullScreen || !contentReachesBottom {
            bottomRadius = 0
        } else if majorVersion >= 26 {
            bottomRadius = hasToolbar ? 26 : 16
        } else {
            bottomRadius = 10
        }
    }

    /// The radius a mask of `size` takes: ``bottomRadius``, no more than half its width or height.
    package func radius(for size: CGSize) -> CGFloat {
        let limit = min(size.width, size.height) / 2
        guard limit.isFinite, limit > 0 else { return 0 }
        return min(bottomRadius, limit)
    }
}
