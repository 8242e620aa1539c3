import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// A success, error or info glyph drawn as vector paths, scaled to the box.
    ///
    /// Stroke ``stroke`` with ``lineWidth``, ``lineCap`` and ``lineJoin``, and fill ``fill``, both
    /// in ``color``.
    package struct Glyph: Sendable, Equatable {
        /// Which glyph: one per result (``HUD/Indicator/Result``).
        package typealias Kind = HUD.Indicator.Result

        /// Which glyph this is.
        package var kind: Kind
        /// The lines to stroke.
        package var stroke: HUD.Path
        /// The shapes to fill (the dot of the "i"); empty for the others.
        package var fill: HUD.Path
        /// The stroke width: 9 % of the box's shorter side (2.52 pt in 28 pt).
        package var lineWidth: CGFloat
        /// The colour: the style's foreground.
        package var color: HUD.Color
        /// The ends of the strokes: round.
        package var lineCap: HUD.LineCap = .round
        /// The corners of the strokes (the check mark's): round.
        package var lineJoin: HUD.LineJoin = .round
        /// ``stroke`` as the separate strokes it draws in with (``DrawIn``), in order: the
        /// circle, then each mark.
        package var strokes: [HUD.Path] = []
        /// How much of each of ``strokes`` is drawn, 0…1 (Core Animation's `strokeEnd`): all 1
        /// (empty means all) but in a frame of a draw-in.
        package var strokeEnds: [Double] = []
        /// The opacity of ``fill``: 1 but in a frame of a draw-in.
        package var fillOpacity: Double = 1
        /// The faint circle drawn under the glyph's circle while it completes over a progress
        /// ring (the ring's track); `nil` otherwise.
        package var trackColor: HUD.Color?

        /// Whether it is drawn whole (not a frame of a draw-in part-way).
        package var isWhole: Bool {
            strokeEnds.allSatisfy { $0 >= 1 } && fillOpacity >= 1
        }
    }
}
