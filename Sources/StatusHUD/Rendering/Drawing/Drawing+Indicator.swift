import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// The graphic above the text and the box it is drawn in.
    public struct Indicator: Sendable, Equatable {
        /// The indicator's box, in the bezel's coordinates. The graphic's own coordinates are in
        /// this box: (0, 0) is its top-left corner.
        public var frame: CGRect
        /// What is drawn in the box.
        public var graphic: Graphic

        /// Creates an indicator.
        public init(frame: CGRect, graphic: Graphic) {
            self.frame = frame
            self.graphic = graphic
        }
    }

    /// What an indicator draws.
    public enum Graphic: Sendable, Equatable {
        /// The indefinite spinner: a turning arc under the rotating angle mask.
        case spinner(Spinner)
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
        /// `tint` is the foreground colour; presenters apply it to template images only (on UIKit,
        /// images whose rendering mode is `.alwaysTemplate`).
        case image(HUD.Image, tint: HUD.Color)
    }

    /// The indefinite spinner.
    ///
    /// Stroke ``arc`` with ``lineWidth``, ``lineCap`` and ``color`` between the `strokeStart` and
    /// `strokeEnd` of ``animation``'s state, and mask it with ``maskImage`` drawn over
    /// ``maskFrame`` and turned clockwise about its centre by the state's `maskRotation`.
    public struct Spinner: Sendable, Equatable {
        /// Two full turns from 12 o'clock: 3π/2 to 11π/2, centred in the box.
        public var arc: HUD.Arc
        /// The line width: the configured ring thickness.
        public var lineWidth: CGFloat
        /// The line colour: the style's foreground.
        public var color: HUD.Color
        /// How the strokes and the mask move over time.
        public var animation: HUD.SpinnerAnimation
        /// Where the angle-mask image is drawn: the whole box.
        public var maskFrame: CGRect
        /// The angle mask at the environment's display scale.
        public var maskImage: HUD.AngleMaskImage
        /// The ends of the arc: round.
        public var lineCap: HUD.LineCap
    }

    /// A determinate progress ring.
    ///
    /// Stroke the whole ``arc`` in ``trackColor``, then the arc from its start to ``progress`` of
    /// its length in ``color`` (Core Animation: `strokeEnd = progress`), both with ``lineWidth``
    /// and ``lineCap``. Nothing but the track is drawn at 0.
    public struct ProgressRing: Sendable, Equatable {
        /// One turn from 12 o'clock: −π/2 to 3π/2, centred in the box.
        public var arc: HUD.Arc
        /// The line width: the configured ring thickness.
        public var lineWidth: CGFloat
        /// The colour of the filled part: the style's foreground.
        public var color: HUD.Color
        /// The colour of the full ring behind: the foreground at 10 % of its opacity.
        public var trackColor: HUD.Color
        /// How much is done, 0…1.
        public var progress: Double
        /// The ends of both arcs: round.
        public var lineCap: HUD.LineCap
    }

    /// A determinate progress bar: a capsule track with a capsule fill from the leading edge.
    public struct ProgressBar: Sendable, Equatable {
        /// The track: the whole box.
        public var trackFrame: CGRect
        /// The filled part: ``progress`` of the track's width, from the left in a left-to-right
        /// interface and from the right in a right-to-left one.
        public var fillFrame: CGRect
        /// The corner radius of track and fill: half the box's height.
        public var cornerRadius: CGFloat
        /// The fill's colour: the style's foreground.
        public var color: HUD.Color
        /// The track's colour: the foreground at 10 % of its opacity.
        public var trackColor: HUD.Color
        /// How much is done, 0…1.
        public var progress: Double
    }

    /// A determinate pie: a faint disc with a wedge filled clockwise from 12 o'clock.
    public struct ProgressPie: Sendable, Equatable {
        /// The disc's centre: the box's centre.
        public var center: CGPoint
        /// The disc's radius: the ring's radius plus half its thickness, so the pie is as large
        /// as the ring's outer edge.
        public var radius: CGFloat
        /// The wedge to fill in ``color``; empty at 0, a full circle at 1.
        public var wedge: HUD.Path
        /// The wedge's colour: the style's foreground.
        public var color: HUD.Color
        /// The disc's colour: the foreground at 10 % of its opacity.
        public var trackColor: HUD.Color
        /// How much is done, 0…1.
        public var progress: Double
    }

    /// A success, error or info glyph drawn as vector paths, scaled to the box.
    ///
    /// Stroke ``stroke`` with ``lineWidth``, ``lineCap`` and ``lineJoin``, and fill ``fill``, both
    /// in ``color``.
    public struct Glyph: Sendable, Equatable {
        /// Which glyph.
        public enum Kind: Sendable, Equatable, CaseIterable {
            /// A check mark.
            case success
            /// A cross.
            case error
            /// An "i" in a circle.
            case info
        }

        /// Which glyph this is.
        public var kind: Kind
        /// The lines to stroke.
        public var stroke: HUD.Path
        /// The shapes to fill (the dot of the "i"); empty for the others.
        public var fill: HUD.Path
        /// The stroke width: 9 % of the box's shorter side (2.52 pt in 28 pt).
        public var lineWidth: CGFloat
        /// The colour: the style's foreground.
        public var color: HUD.Color
        /// The ends of the strokes: round.
        public var lineCap: HUD.LineCap = .round
        /// The corners of the strokes (the check mark's): round.
        public var lineJoin: HUD.LineJoin = .round
    }
}
