import StatusHUDModel
import Foundation

extension HUD {
    /// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` has.
    package struct TimingCurve: Sendable, Equatable {
        /// The first control point, x in 0…1.
        package var x1: Double, y1: Double
        /// The second control point, x in 0…1.
        package var x2: Double, y2: Double

        /// Creates a curve; control-point x values are clamped to 0…1 (NaN counts as 0), so
        /// the curve is a function of time.
        package init(x1: Double, y1: Double, x2: Double, y2: Double) {
            self.x1 = x1.clampedToUnitInterval
            self.y1 = y1.isFinite ? y1 : 0
            self.x2 = x2.clampedToUnitInterval
            self.y2 = y2.isFinite ? y2 : 1
        }

        /// Constant speed (`CAMediaTimingFunctionName.linear`).
        package static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
        /// Starts slowly (`.easeIn`: 0.42, 0, 1, 1).
        package static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
        /// Ends slowly (`.easeOut`: 0, 0, 0.58, 1).
        package static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
        /// Starts and ends slowly (`.easeInEaseOut`: 0.42, 0, 0.58, 1).
        package static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

        /// How far the change is at `time`, a fraction 0…1 of the duration (clamped; NaN counts
        /// as 0): the curve's y where its x is `time`, found by bisection to 1e-9.
        package func progress(at time: Double) -> Double {
            let time = time.clampedToUnitInterval
            if time == 0 || time == 1 { return time }
            var low = 0.0
            var high = 1.0
            var t = time
            for _ in 0..<60 {
                t = (low + high) / 2
                let x = Self.bezier(t, x1, x2)
                if abs(x - time) < 1e-9 { break }
                if x < time { low = t } else { high = t }
            }
            return Self.bezier(t, y1, y2)
        }

        /// The cubic Bézier from 0 to 1 with inner control values `p1`, `p2`, at parameter `t`.
        private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
    }
}
