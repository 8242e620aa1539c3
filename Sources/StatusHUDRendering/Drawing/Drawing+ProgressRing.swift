import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// A determinate progress ring.
    ///
    /// Stroke the whole ``arc`` in ``trackColor``, then the arc from its start to ``progress`` of
    /// its length in ``color`` (Core Animation: `strokeEnd = progress`), both with ``lineWidth``
    /// and ``lineCap``. Nothing but the track is drawn at 0.
    package struct ProgressRing: Sendable, Equatable {
        /// One turn from 12 o'clock: −π/2 to 3π/2, centred in the box.
        package var arc: HUD.Arc
        /// The line width: the configured ring thickness.
        package var lineWidth: CGFloat
        /// The colour of the filled part: the style's foreground.
        package var color: HUD.Color
        /// The colour of the full ring behind: the foreground at the lowest opacity that stands
        /// 1.5 : 1 from every bezel (24 % on the light bezel, 22 % on the dark one).
        package var trackColor: HUD.Color
        /// How much is done, 0…1.
        package var progress: Double
        /// The ends of both arcs: round.
        package var lineCap: HUD.LineCap
    }
}
