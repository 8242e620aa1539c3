import StatusHUDModel
import StatusHUDRendering
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The part of a Mac window's content area the HUD's panel covers, and what it takes from the app.
///
/// A window takes all the clicks on it or none (`NSWindow.ignoresMouseEvents`): it cannot pass
/// some on and keep others. So the panel covers the whole content area only when the HUD draws a
/// mask there or blocks it, and draws the bezel's shadow in it; otherwise it covers the bezel
/// alone, grown by its zoom while a fade runs (a 91 pt bezel zoomed to 1.3 needs 14 pt a side
/// more), and a HUD with a button takes the clicks on that part only. Such a panel casts the
/// window's own shadow (``usesWindowShadow``), which the window server draws outside the window
/// from its content's shape and which takes no clicks: a drawn shadow needed a margin of its whole
/// reach (twice its blur radius past its offset, 28 pt), and that margin took the clicks meant
/// for the app beside a button HUD. (One
/// case is left: a mask drawn over clicks that pass through, with a button. Its panel covers the
/// content and takes the clicks; the alternative, a second window for the mask, was not worth it.)
///
/// A blocking HUD takes the keyboard too: typing would otherwise reach the text field it covers.
package struct MacPanelRegion: Equatable {
    /// The panel's frame in the content area's coordinates (y down), in whole points.
    package var frame: CGRect
    /// Whether the panel takes the clicks on it (it blocks, or has a button).
    package var takesClicks: Bool
    /// Whether the panel takes the keyboard while it is up (it blocks).
    package var takesKeyboard: Bool
    /// Whether the panel casts the window's own shadow, the window server's, instead of the
    /// drawing's in it: when it covers the bezel alone.
    package var usesWindowShadow: Bool
}

extension MacPanelRegion {
    /// The region for `drawing`, whose bezel is drawn up to `zoom` times its size in the fade under
    /// way (1 when none runs).
    package init(drawing: HUD.Drawing, zoom: Double) {
        takesClicks = drawing.blocksInteraction || drawing.button != nil
        takesKeyboard = drawing.blocksInteraction
        let whole = CGRect(origin: .zero, size: drawing.size)
        let drawsMask = switch drawing.mask {
        case .none, .clear: false
        case .color, .radialGradient: true
        }
        let bezel = drawing.bezel.frame
        guard !drawsMask, !drawing.blocksInteraction, bezel.minX.isFinite, bezel.minY.isFinite,
              bezel.width.isFinite, bezel.height.isFinite else {
            frame = whole
            usesWindowShadow = false
            return
        }
        usesWindowShadow = true
        let zoom = zoom.isFinite ? CGFloat(min(max(zoom, 1), 4)) : 1
        let reach = CGSize(width: bezel.width * (zoom - 1) / 2, height: bezel.height * (zoom - 1) / 2)
        let grown = bezel.insetBy(dx: -reach.width, dy: -reach.height).integral.intersection(whole)
        frame = grown.isNull ? .zero : grown
    }
}
