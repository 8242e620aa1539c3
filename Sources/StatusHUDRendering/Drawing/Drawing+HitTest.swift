import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// What a touch at a point of the HUD's overlay reaches.
    package enum HitTarget: Equatable {
        /// The action button.
        case button
        /// The HUD itself, which blocks touches to what is below (a mask type other than none).
        case blocker
        /// Whatever is below the HUD: the app's windows, a sheet, an alert.
        case passThrough
    }

    /// What a touch at `point` (in the container's coordinates) reaches.
    ///
    /// Decided from the drawing's geometry alone, not from which view UIKit's own hit test returns:
    /// iOS 18 and iOS 26 changed what a window's `super.hitTest` returns for its root view (the
    /// overlays of toast libraries stopped passing touches, or stopped taking them), and a rule of
    /// frames holds on every version.
    package func hitTarget(at point: CGPoint) -> HitTarget {
        if let button, point.x.isFinite, point.y.isFinite {
            let frame = button.layout.hitFrame.offsetBy(dx: bezel.frame.minX, dy: bezel.frame.minY)
            if frame.contains(point) { return .button }
        }
        return blocksInteraction ? .blocker : .passThrough
    }

    /// The animation of a fade the engine asked for: instant when the engine's transition is (an
    /// instant hide, or a presenter that was replaced); otherwise the drawing's fade, shortened to
    /// what is left of the way when it interrupts another fade (`remainingFraction`, from the
    /// opacity on screen once the running fade has stopped).
    package static func fadeAnimation(_ drawn: HUD.Animation?, transitionDuration: TimeInterval,
                              remainingFraction: Double) -> HUD.Animation {
        guard transitionDuration.isFinite, transitionDuration > 0 else { return HUD.Animation(duration: 0, curve: .linear) }
        let animation = drawn ?? HUD.Animation(duration: transitionDuration, curve: .easeOut)
        return animation.resumed(remainingFraction: remainingFraction)
    }
}
