import StatusHUDModel
import Foundation

extension HUD {
    /// How a change is animated: how long it takes and how it eases.
    ///
    /// A UIKit presenter makes it a `CABasicAnimation` or `UIView` animation with
    /// `CAMediaTimingFunction(controlPoints:)` from ``curve``; a renderer without Core Animation asks
    /// ``TimingCurve/progress(at:)``.
    ///
    /// ```swift
    /// let fadeIn = drawing.fadeIn                       // 0.15 s, ease-out
    /// let resumed = fadeIn.resumed(remainingFraction: 0.4)   // 0.06 s, the same curve
    /// ```
    package struct Animation: Sendable, Equatable {
        /// How long the change takes, in seconds (0 or more).
        package var duration: TimeInterval
        /// How the change is spread over the duration.
        package var curve: TimingCurve

        /// Creates an animation; a duration that is not a positive finite number counts as 0.
        package init(duration: TimeInterval, curve: TimingCurve) {
            self.duration = duration.isFinite ? max(duration, 0) : 0
            self.curve = curve
        }

        /// The rule for an interrupted animation: the new one starts from the value on screen (the
        /// presentation value) and takes the fraction of the duration that is left of the way,
        /// with the same curve. `remainingFraction` is clamped to 0…1; NaN counts as 1.
        ///
        /// A show during a fade-out at alpha 0.3 fades in from 0.3 over 70 % of the fade-in's
        /// duration: `fadeIn.resumed(remainingFraction: 1 - 0.3)`.
        package func resumed(remainingFraction: Double) -> Animation {
            let fraction = remainingFraction.isNaN ? 1 : remainingFraction.clampedToUnitInterval
            return Animation(duration: duration * fraction, curve: curve)
        }
    }
}
