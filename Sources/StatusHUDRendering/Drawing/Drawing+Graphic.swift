import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// What an indicator draws.
    package enum Graphic: Sendable, Equatable {
        /// The indefinite spinner: a turning arc under the rotating angle mask.
        case spinner(Spinner)
        /// The system's activity indicator (``HUD/SpinnerStyle/native``).
        case nativeSpinner(NativeSpinner)
        /// A determinate progress ring over a faint full ring.
        case ring(ProgressRing)
        /// A determinate progress bar over a faint track.
        case bar(ProgressBar)
        /// A determinate pie over a faint disc.
        case pie(ProgressPie)
        /// The success, error or info glyph.
        case glyph(Glyph)
        /// The caller's image, scaled to fit the box keeping its aspect ratio, centred.
        ///
        /// `tint` is `HUD.Configuration.glyphTint`, else the foreground; presenters apply it to
        /// template images only (on UIKit, images whose rendering mode is `.alwaysTemplate`).
        case image(HUD.Image, tint: HUD.Color)
    }
}
