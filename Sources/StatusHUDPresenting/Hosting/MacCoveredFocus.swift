import StatusHUDModel
import StatusHUDRendering
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Whether a blocking macOS HUD in a view covers the view that has the keyboard, which it then
/// takes (`MacKeyboardClaim` says when): decided here, applied by the AppKit presenter.
///
/// A HUD made for an AppKit view (`HUD.Instance(in:)`) covers that view's subviews: a focused
/// view inside it is covered. A SwiftUI area (`statusHUDArea`) is an overlay: the HUD's view is
/// laid over the area's content, not around it, so the focused text field under it is never
/// inside it, and the HUD took nothing: typing and Return reached the field under "Uploading". An
/// overlay covers the focused view when that view's middle lies within the overlay's frame, both
/// in the window's coordinates (a field half under the area, its middle outside, is the user's).
///
/// ```swift
/// MacCoveredFocus.covers(isInside: false, isOverlay: true,
///                        focused: CGRect(x: 20, y: 20, width: 100, height: 22),
///                        area: CGRect(x: 0, y: 0, width: 300, height: 200))   // true
/// ```
package enum MacCoveredFocus {
    /// Whether the HUD covers the focused view: `isInside` its container view, or, the container
    /// being an overlay (`isOverlay`), under it: the middle of `focused` (nil: not a view) within
    /// `area`. A frame that is not finite covers nothing.
    package static func covers(isInside: Bool, isOverlay: Bool, focused: CGRect?, area: CGRect) -> Bool {
        if isInside { return true }
        guard isOverlay, let focused, [focused.minX, focused.minY, focused.width, focused.height,
                                       area.minX, area.minY, area.width, area.height].allSatisfy(\.isFinite) else { return false }
        return area.contains(CGPoint(x: focused.midX, y: focused.midY))
    }
}
