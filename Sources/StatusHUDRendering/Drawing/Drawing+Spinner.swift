import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// The indefinite spinner.
    ///
    /// Stroke the whole ``arc`` in ``trackColor``; then stroke ``arc`` with ``lineWidth``,
    /// ``lineCap`` and ``color`` between the `strokeStart` and `strokeEnd` of ``animation``'s
    /// state, and mask it with ``maskImage`` drawn over ``maskFrame`` and turned clockwise about
    /// its centre by the state's `maskRotation`. The track keeps the whole circle in sight where
    /// the mask fades the arc's tail out (on the dark bezel half the ring used to vanish).
    package struct Spinner: Sendable, Equatable {
        /// Two full turns from 12 o'clock: 3π/2 to 11π/2, centred in the box.
        package var arc: HUD.Arc
        /// The line width: the configured ring thickness.
        package var lineWidth: CGFloat
        /// The line colour: the style's foreground.
        package var color: HUD.Color
        /// The colour of the full circle under the arc: the progress ring's track (at least
        /// 1.5 : 1 against the bezel).
        package var trackColor: HUD.Color
        /// How the strokes and the mask move over time.
        package var animation: HUD.SpinnerAnimation
        /// Where the angle-mask image is drawn: the whole box.
        package var maskFrame: CGRect
        /// The angle mask at the environment's display scale.
        package var maskImage: HUD.AngleMaskImage
        /// The ends of the arc: round.
        package var lineCap: HUD.LineCap
    }
}
