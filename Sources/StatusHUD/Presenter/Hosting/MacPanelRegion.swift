import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The part of a Mac window's content area the HUD's panel covers, and what it takes from the app.
///
/// A window takes all the clicks on it or none (`NSWindow.ignoresMouseEvents`): it cannot pass
/// some on and keep others. So the panel covers the whole content area only when the HUD draws a
/// mask there or blocks it; otherwise it covers the bezel alone, grown by the appear zoom and the
/// shadow so neither is clipped, and a HUD with a button takes the clicks on that part only. (One
/// case is left: a mask drawn over clicks that pass through, with a button. Its panel covers the
/// content and takes the clicks; the alternative, a second window for the mask, was not worth it.)
///
/// A blocking HUD takes the keyboard too: typing would otherwise reach the text field it covers.
struct MacPanelRegion: Equatable {
    /// The panel's frame in the content area's coordinates (y down), in whole points.
    var frame: CGRect
    /// Whether the panel takes the clicks on it (it blocks, or has a button).
    var takesClicks: Bool
    /// Whether the panel takes the keyboard while it is up (it blocks).
    var takesKeyboard: Bool
}

extension MacPanelRegion {
    /// The region for `drawing`, whose bezel may be drawn up to `largestZoom` times its size while
    /// it fades (1 for none).
    init(drawing: HUD.Drawing, largestZoom: Double) {
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
            return
        }
        let zoom = largestZoom.isFinite ? CGFloat(min(max(largestZoom, 1), 4)) : 1
        var reach = CGSize(width: bezel.width * (zoom - 1) / 2, height: bezel.height * (zoom - 1) / 2)
        let spread = drawing.bezel.shadow?.reach ?? 0
        reach.width += spread
        reach.height += spread
        let grown = bezel.insetBy(dx: -reach.width, dy: -reach.height).integral.intersection(whole)
        frame = grown.isNull ? .zero : grown
    }
}
