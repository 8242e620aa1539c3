import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// A determinate pie, in the strokes' family: fill the disc of ``radius`` in ``trackColor``
    /// (clear), stroke its circle with ``lineWidth`` in ``color`` (the ring's outline), and fill
    /// ``wedge`` in ``wedgeColor``, clockwise from 12 o'clock inside the outline.
    ///
    /// Kept, and modernised rather than retired: MBProgressHUD's determinate mode is a pie, and its
    /// users moving over ask for one (the migration article maps it here). Until 2026 the disc was
    /// the grey track and the wedge the foreground at half opacity: a grey clock face. Now the
    /// wedge is solid and nothing is behind it, the bezel showing through, as the pies of macOS's
    /// downloads and iOS's download buttons draw it: a circle that fills.
    package struct ProgressPie: Sendable, Equatable {
        /// The centre: the box's centre.
        package var center: CGPoint
        /// The outline's radius (the middle of its line): the ring's radius, so the pie is as
        /// large as the ring.
        package var radius: CGFloat
        /// The outline's width: the ring's thickness.
        package var lineWidth: CGFloat
        /// The wedge to fill in ``wedgeColor``, of radius ``radius`` − ``lineWidth`` (half a line
        /// of air inside the outline); empty at 0, a full circle at 1.
        package var wedge: HUD.Path
        /// The outline's colour: the style's foreground.
        package var color: HUD.Color
        /// The wedge's colour: the foreground at ``wedgeOpacity`` of its opacity, solid as the
        /// outline.
        package var wedgeColor: HUD.Color
        /// The disc's colour: clear (the foreground at 0 %), the bezel showing through; a grey
        /// disc read as a clock face.
        package var trackColor: HUD.Color
        /// How much is done, 0…1.
        package var progress: Double

        /// The wedge's opacity relative to the foreground's: 1, solid.
        package static let wedgeOpacity = 1.0
    }
}
