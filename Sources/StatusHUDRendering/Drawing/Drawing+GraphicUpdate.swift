import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing.Graphic {
    /// How the layers on screen go from one graphic to the next.
    package enum Update: Equatable {
        /// Remove the layers and draw the new graphic from scratch, at its own value.
        case rebuild
        /// Keep the layers; move only the progress (animated).
        case moveProgress
        /// Nothing to change.
        case keep
        /// Keep the system's spinner view (``HUD/Drawing/Graphic/nativeSpinner(_:)``); give it the
        /// new colour and centre. Made again, it would start its spin over from its first frame,
        /// visibly, at every light/dark switch or relayout; its size is its own, so nothing else of
        /// the graphic applies to it.
        case restyle
    }

    /// How to go from `old` (on screen, if any) to `new`. A new HUD always starts from scratch, so
    /// its progress starts at its own value instead of unwinding from the last HUD's; within one
    /// HUD the system's spinner is never made again (``Update/restyle``).
    package static func update(from old: Self?, to new: Self, isNewHUD: Bool) -> Update {
        guard let old, !isNewHUD else { return .rebuild }
        if old == new { return .keep }
        switch (old, new) {
        case (.ring(var x), .ring(let y)): x.progress = y.progress; return x == y ? .moveProgress : .rebuild
        case (.pie(var x), .pie(let y)): x.progress = y.progress; x.wedge = y.wedge; return x == y ? .moveProgress : .rebuild
        case (.bar(var x), .bar(let y)): x.progress = y.progress; x.fillFrame = y.fillFrame; return x == y ? .moveProgress : .rebuild
        case (.nativeSpinner, .nativeSpinner): return .restyle
        default: return .rebuild
        }
    }
}
