import StatusHUDModel
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
    /// Stroke the whole ``arc`` in ``trackColor``; then stroke ``arc`` with ``lineWidth``,
    /// ``lineCap`` and ``color`` between the `strokeStart` and `strokeEnd` of ``animation``'s
    /// state, and mask it with ``maskImage`` drawn over ``maskFrame`` and turned clockwise about
    /// its centre by the state's `maskRotation`. The track keeps the whole circle in sight where
    /// the mask fades the arc's tail out (on the dark bezel half the ring used to vanish).
    public struct Spinner: Sendable, Equatable {
        /// Two full turns from 12 o'clock: 3π/2 to 11π/2, centred in the box.
        public var arc: HUD.Arc
        /// The line width: the configured ring thickness.
        public var lineWidth: CGFloat
        /// The line colour: the style's foreground.
        public var color: HUD.Color
        /// The colour of the full circle under the arc: the progress ring's track (at least
        /// 1.5 : 1 against the bezel).
        public var trackColor: HUD.Color
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
        /// The colour of the full ring behind: the foreground at the lowest opacity that stands
        /// 1.5 : 1 from every bezel (24 % on the light bezel, 22 % on the dark one).
        public var trackColor: HUD.Color
        /// How much is done, 0…1.
        public var progress: Double
        /// The ends of both arcs: round.
        public var lineCap: HUD.LineCap
    }

    /// A determinate progress bar: a capsule track with a capsule fill from the leading edge.
    public struct ProgressBar: Sendable, Equatable {
        /// The track: the box's width, twice the ring's thickness tall, centred in the box's height.
        public var trackFrame: CGRect
        /// The filled part: ``progress`` of the track's width, from the left in a left-to-right
        /// interface and from the right in a right-to-left one.
        public var fillFrame: CGRect
        /// The corner radius of track and fill: half the box's height.
        public var cornerRadius: CGFloat
        /// The fill's colour: the style's foreground.
        public var color: HUD.Color
        /// The track's colour: the progress ring's track.
        public var trackColor: HUD.Color
        /// How much is done, 0…1.
        public var progress: Double
    }

    /// A determinate pie, in the strokes' family: fill the disc of ``radius`` in ``trackColor``,
    /// stroke its circle with ``lineWidth`` in ``color`` (the ring's outline), and fill ``wedge``
    /// in ``wedgeColor``, clockwise from 12 o'clock inside the outline.
    public struct ProgressPie: Sendable, Equatable {
        /// The centre: the box's centre.
        public var center: CGPoint
        /// The outline's radius (the middle of its line): the ring's radius, so the pie is as
        /// large as the ring.
        public var radius: CGFloat
        /// The outline's width: the ring's thickness.
        public var lineWidth: CGFloat
        /// The wedge to fill in ``wedgeColor``, of radius ``radius`` − ``lineWidth`` (half a line
        /// of air inside the outline); empty at 0, a full circle at 1.
        public var wedge: HUD.Path
        /// The outline's colour: the style's foreground.
        public var color: HUD.Color
        /// The wedge's colour: the foreground at ``wedgeOpacity`` of its opacity, lighter than the
        /// outline.
        public var wedgeColor: HUD.Color
        /// The disc's colour: the progress ring's track.
        public var trackColor: HUD.Color
        /// How much is done, 0…1.
        public var progress: Double

        /// The wedge's opacity relative to the foreground's: 0.5.
        public static let wedgeOpacity = 0.5
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
