import StatusHUDModel
import Foundation

extension HUD {
    /// How the indefinite spinner of a `HUD.Drawing` moves, as plain data.
    ///
    /// The spinner is an arc of two full turns from 12 o'clock (3π/2 to 11π/2), stroked with round
    /// caps between `strokeStart` and `strokeEnd`, and masked by the angle-mask image, which turns
    /// about its centre. All three repeat every ``duration`` (1 s) and change linearly:
    ///
    /// | value | from | to |
    /// |---|---|---|
    /// | `strokeStart` | 0.015 | 0.515 |
    /// | `strokeEnd` | 0.485 | 0.985 |
    /// | mask rotation (radians, clockwise) | 0 | 2π |
    ///
    /// So the visible arc is always 0.47 of two turns (≈ 338°) and advances one turn a second, in
    /// step with the mask; when the strokes jump back at the end of a cycle, the arc lands where
    /// it was, one turn earlier along the path.
    ///
    /// The rows are written so that a UIKit presenter (still to come) can make each one a
    /// `CABasicAnimation` (key paths `strokeStart`, `strokeEnd`, and `transform.rotation` on the
    /// mask layer) with `fromValue` and `toValue` as above, `duration` 1, a linear timing function
    /// and `repeatCount = .infinity`; a renderer without Core Animation asks ``state(at:)`` for
    /// any moment. (The terminal presenter has a spinner of its own, drawn in characters.)
    ///
    /// ```swift
    /// let state = HUD.SpinnerAnimation.standard.state(at: 0.25)
    /// // strokeStart 0.14, strokeEnd 0.61, maskRotation π/2
    /// ```
    package struct SpinnerAnimation: Sendable, Equatable {
        /// A value that changes linearly from `from` to `to` over one cycle.
        package struct Ramp: Sendable, Equatable {
            /// The value at the start of each cycle.
            package var from: Double
            /// The value the cycle runs towards; reached only as the next cycle starts over.
            package var to: Double

            /// Creates a ramp.
            package init(from: Double, to: Double) {
                self.from = from
                self.to = to
            }

            /// The value at `phase` (0…1) of a cycle.
            package func value(atPhase phase: Double) -> Double {
                from + (to - from) * phase
            }
        }

        /// The spinner at one moment.
        package struct State: Sendable, Equatable {
            /// Where the drawn part of the arc starts, as a fraction of the arc's length.
            package var strokeStart: Double
            /// Where the drawn part of the arc ends, as a fraction of the arc's length.
            package var strokeEnd: Double
            /// How far the angle mask is turned clockwise about its centre, in radians.
            package var maskRotation: Double
        }

        /// The length of one cycle, in seconds; 1.
        package var duration: TimeInterval
        /// Where the drawn part of the arc starts; 0.015 → 0.515.
        package var strokeStart: Ramp
        /// Where the drawn part of the arc ends; 0.485 → 0.985.
        package var strokeEnd: Ramp
        /// The angle mask's clockwise rotation, in radians; 0 → 2π.
        package var maskRotation: Ramp

        /// The spinner as SVProgressHUD turns it.
        package static let standard = SpinnerAnimation(
            duration: 1,
            strokeStart: Ramp(from: 0.015, to: 0.515),
            strokeEnd: Ramp(from: 0.485, to: 0.985),
            maskRotation: Ramp(from: 0, to: 2 * .pi)
        )

        /// Creates an animation model.
        package init(duration: TimeInterval, strokeStart: Ramp, strokeEnd: Ramp, maskRotation: Ramp) {
            self.duration = duration
            self.strokeStart = strokeStart
            self.strokeEnd = strokeEnd
            self.maskRotation = maskRotation
        }

        /// How far into its cycle the spinner is at `time` seconds after it started, in 0..<1.
        ///
        /// Negative times count back from the start (−0.25 s is 0.75 of a cycle); a time so
        /// little below a whole cycle that its phase rounds up to 1 gives 0. A time that is not a
        /// finite number, a number of cycles too large for a `Double`, or a ``duration`` that is
        /// not a positive number gives 0.
        package func phase(at time: TimeInterval) -> Double {
            // NaN fails `> 0`; a time or duration that is not finite, or a quotient too large,
            // leaves `cycles` infinite or NaN, except an infinite duration with a finite time (0).
            guard duration > 0 else { return 0 }
            let cycles = time / duration
            guard cycles.isFinite else { return 0 }
            // At least 0 for any finite number; exactly 1 only when a tiny negative rounds up.
            let phase = cycles - cycles.rounded(.down)
            return phase < 1 ? phase : 0
        }

        /// The spinner at `time` seconds after it started (see ``phase(at:)`` for odd times).
        package func state(at time: TimeInterval) -> State {
            let phase = phase(at: time)
            return State(
                strokeStart: strokeStart.value(atPhase: phase),
                strokeEnd: strokeEnd.value(atPhase: phase),
                maskRotation: maskRotation.value(atPhase: phase)
            )
        }
    }
}
