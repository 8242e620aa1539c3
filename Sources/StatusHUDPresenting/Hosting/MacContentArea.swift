import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A Mac window's content area as the HUD's panel covers it (`contentLayoutRect`: under the title
/// bar and toolbar), and a rectangle of the window taken into it, for the layout.
///
/// AppKit's window coordinates run up from the window's bottom-left corner; the HUD's view, and
/// the layout, run down from the content area's top-left corner. The panel is a window of its own,
/// so AppKit's `convert(_:from:)`, which converts within one window, cannot take a rectangle of
/// the covered window into the HUD's view; and the panel is placed from the layout being made,
/// so a conversion through the screen would use last pass's place.
package struct MacContentArea: Equatable, Sendable {
    /// The content area in the window's coordinates (y up): `NSWindow.contentLayoutRect`.
    package var frame: CGRect

    /// The content area at `frame`, in the window's coordinates.
    package init(frame: CGRect) {
        self.frame = frame
    }

    /// `rect`, in the window's coordinates (y up), in the content area's (y down from its top-left
    /// corner), as the HUD's view and the layout measure; a negative size (text that runs right to
    /// left) comes out positive, as CGRect's edges and sides are read standardised.
    package func converted(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX - frame.minX, y: frame.maxY - rect.maxY, width: rect.width, height: rect.height)
    }
}
