import StatusHUD
import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD {
    /// How big a building-block view (the spinner, the progress ring) is when nothing sets its
    /// frame — in SwiftUI, and in Auto Layout through its intrinsic content size — and how it fits
    /// the space it is offered: a square of its ``side``, smaller when less is offered (it is never
    /// drawn outside its frame), never larger (more space centres it, as SwiftUI's `ProgressView`).
    ///
    /// ```swift
    /// HUD.ControlSize(side: 28).fitting(width: 300, height: nil)   // 28 × 28
    /// ```
    package struct ControlSize: Sendable, Equatable {
        /// The spinner's side unless set otherwise: 24 pt.
        package static let spinnerSide: CGFloat = 24
        /// The progress ring's side unless set otherwise: 28 pt.
        package static let ringSide: CGFloat = 28

        /// The side of the square, in points; a side that is not finite or is negative counts
        /// as 0.
        var side: CGFloat

        /// A control `side` points square.
        package init(side: CGFloat) {
            self.side = side.isFinite ? Swift.max(side, 0) : 0
        }

        /// The control's size as its intrinsic content size: its side square.
        package var size: CGSize { CGSize(width: side, height: side) }

        /// The square it takes of a proposal: `nil` or an infinite length leaves that direction
        /// free, a smaller one shrinks the square to fit (a negative or NaN length counts as 0).
        package func fitting(width: CGFloat?, height: CGFloat?) -> CGSize {
            func limit(_ length: CGFloat?) -> CGFloat {
                guard let length, !length.isInfinite else { return side }
                return length.isNaN ? 0 : Swift.min(Swift.max(length, 0), side)
            }
            let fitted = Swift.min(limit(width), limit(height))
            return CGSize(width: fitted, height: fitted)
        }
    }
}
