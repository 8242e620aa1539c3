import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// The system's activity indicator (``HUD/SpinnerStyle/native``), centred in the indicator's
    /// box.
    ///
    /// A UIKit or AppKit presenter puts the system's own view there (`UIActivityIndicatorView`,
    /// large; `NSProgressIndicator`, spinning) in ``color``, or, where a colour cannot be set, in
    /// the appearance ``isLightOnDark`` names. The spokes are for pictures of it (the SVG gallery):
    /// iOS 13's indicator as it looks, eight round-capped spokes whose brightest one steps
    /// clockwise once per ``period`` / 8, the others fading behind it; the system's own timing
    /// is not published, so the period is a match by eye, not a measurement.
    package struct NativeSpinner: Sendable, Equatable {
        /// One spoke: a line from ``start`` to ``end`` in the box's coordinates.
        package struct Spoke: Sendable, Equatable {
            /// The end nearer the centre.
            package var start: CGPoint
            /// The outer end.
            package var end: CGPoint
        }

        /// The box's centre, in the box's coordinates.
        package var center: CGPoint
        /// The spokes' colour: the style's foreground.
        package var color: HUD.Color
        /// Whether the foreground is light (a dark bezel): AppKit's indicator takes no colour, so
        /// it is drawn in the dark appearance then, the light one otherwise.
        package var isLightOnDark: Bool
        /// Eight spokes, clockwise from 12 o'clock.
        package var spokes: [Spoke]
        /// The spokes' width, in points, with round caps.
        package var lineWidth: CGFloat
        /// The time the brightest spoke takes to go once round, in seconds: 1.
        package static let period: TimeInterval = 1
        /// The opacity of the spoke furthest behind the brightest one: 0.3.
        package static let faintestOpacity = 0.3

        /// The spinner in a box of `size`, in `color`.
        init(in size: CGSize, color: HUD.Color) {
            let side = min(size.width.sanitizedLength, size.height.sanitizedLength)
            let center = CGPoint(x: size.width.sanitizedLength / 2, y: size.height.sanitizedLength / 2)
            let lineWidth = (side * 0.11).rounded()
            let inner = side * 0.25, outer = side * 0.5 - lineWidth / 2
            self.center = center
            self.lineWidth = lineWidth
            self.color = color
            isLightOnDark = color.luminance > 0.5
            spokes = (0..<8).map { index in
                let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 4
                let (dx, dy) = (cos(angle), sin(angle))
                return Spoke(start: CGPoint(x: center.x + inner * dx, y: center.y + inner * dy),
                             end: CGPoint(x: center.x + outer * dx, y: center.y + outer * dy))
            }
        }

        /// The index of the brightest spoke `time` seconds in; NaN and negative times count as 0.
        package static func brightestSpoke(at time: TimeInterval) -> Int {
            guard time.isFinite, time > 0 else { return 0 }
            return Int((time / period * 8).truncatingRemainder(dividingBy: 8))
        }

        /// The opacity of spoke `index` when spoke `brightest` is the brightest: 1 for it, falling
        /// evenly to ``faintestOpacity`` for the one just ahead of it (the furthest behind).
        package static func opacity(ofSpoke index: Int, brightest: Int) -> Double {
            let behind = ((brightest - index) % 8 + 8) % 8
            return 1 - (1 - faintestOpacity) * Double(behind) / 7
        }
    }
}
