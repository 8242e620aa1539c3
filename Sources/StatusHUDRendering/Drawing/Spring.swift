import StatusHUDModel
import Foundation

extension HUD {
    /// A spring, as iOS 17's `UIView.animate(springDuration:bounce:)` and SwiftUI's
    /// `Spring(duration:bounce:)` describe one: a unit mass pulled to its end by a stiffness of
    /// (2π / ``duration``)² and slowed by a damping of 4π (1 − ``bounce``) / ``duration``. A bounce of 0
    /// settles without overshooting; more overshoots its end and comes back.
    ///
    /// The HUD zooms in on a spring (`HUD.Drawing.appearSpring`); a UIKit presenter hands
    /// ``stiffness`` and ``damping`` to `UISpringTimingParameters(mass: 1, stiffness:damping:initialVelocity:)`,
    /// a renderer without Core Animation asks ``value(at:)``.
    ///
    /// ```swift
    /// let spring = HUD.Spring(duration: 0.4, bounce: 0.15)
    /// spring.value(at: 0.12)     // 0.62 of the way
    /// spring.settlingDuration    // 0.72 s
    /// ```
    package struct Spring: Sendable, Equatable {
        /// The perceptual duration in seconds: the period of the undamped spring. Not a positive
        /// finite number counts as 0.001.
        package var duration: TimeInterval
        /// How much it overshoots, 0…1 (clamped; NaN counts as 0): 0 is critically damped.
        package var bounce: Double

        /// Creates a spring.
        package init(duration: TimeInterval, bounce: Double) {
            self.duration = duration.isFinite && duration > 0.001 ? duration : 0.001
            self.bounce = bounce.isNaN ? 0 : min(max(bounce, 0), 1)
        }

        /// The stiffness of a unit mass: (2π / duration)².
        package var stiffness: Double {
            pow(2 * .pi / duration, 2)
        }

        /// The damping of a unit mass: 4π (1 − bounce) / duration.
        package var damping: Double {
            4 * .pi * (1 - bounce) / duration
        }

        /// How far along the way from its start (0) to its end (1) the spring is `time` seconds in,
        /// from rest; above 1 while it overshoots. Before 0 s it is 0; NaN counts as 0 s.
        package func value(at time: TimeInterval) -> Double {
            guard time.isFinite || time == .infinity else { return 0 }
            guard time > 0 else { return 0 }
            guard time.isFinite else { return 1 }
            let omega = 2 * .pi / duration
            let zeta = 1 - bounce
            if zeta >= 1 {
                return 1 - exp(-omega * time) * (1 + omega * time)
            }
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
        }

        /// When it has settled: the first time, in steps of a millisecond, after which it stays
        /// within 0.1 % of its end (at most 10 s).
        package var settlingDuration: TimeInterval {
            // The envelope of the motion bounds it: e^(−ζωt) (1 + ωt) covers both cases.
            let omega = 2 * .pi / duration
            let zeta = max(1 - bounce, 0.01)
            var time = 0.0
            while time < 10 {
                let envelope = exp(-zeta * omega * time) * (1 + omega * time / max(zeta, (1 - zeta * zeta).squareRoot()))
                if envelope < 0.001 { return time }
                time += 0.001
            }
            return 10
        }

        /// How far past its end the spring swings, as a fraction of the way: e^(−ζπ / √(1 − ζ²))
        /// for a damping ratio ζ = 1 − bounce below 1; 0 without bounce.
        package var overshoot: Double {
            let zeta = 1 - bounce
            guard zeta < 1 else { return 0 }
            guard zeta > 0 else { return 1 }
            return exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
        }

        /// SVProgressHUD's zoom-down (``HUD/AppearAnimation/zoomOut``, ``HUD/AppearAnimation/zoomIn``):
        /// 0.4 s with a bounce of 0.15 (SwiftUI's `.snappy` bounce), a quick spring that overshoots by
        /// 0.6 % of the way (a zoom from 1.3 dips to 0.998 before it rests at 1), which reads as an
        /// ease-out.
        package static let appear = Spring(duration: 0.4, bounce: 0.15)

        /// The default appear (``HUD/AppearAnimation/spring``): 0.4 s with a bounce of 0.35.
        ///
        /// The decision, from what iOS 26 documents: SwiftUI's named springs are `.smooth`
        /// (bounce 0), `.snappy` (0.15) and `.bouncy` (0.3), each 0.5 s by default, and iOS 26 brings
        /// its alerts, menus and status capsules in on springs with a bounce you can see. A HUD is
        /// small and should be quick, so it takes `.bouncy(duration: 0.4, extraBounce: 0.05)`:
        /// a zoom from 0.8 swings 6.8 % of the way past its end (to 1.014, 1.4 pt on a 100 pt
        /// tile: visible, not a wobble) 0.26 s in; its envelope is within 0.1 % by 0.98 s
        /// (``settlingDuration``), and the eye sees it at rest well before. `.snappy`'s
        /// 0.15 overshoots 0.6 % (1.001 from 0.8): an ease-out to the eye, today's complaint.
        package static let pop = Spring(duration: 0.4, bounce: 0.35)
    }
}
