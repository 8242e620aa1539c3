import StatusHUDModel
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HUD.Drawing {
    /// A determinate progress bar: a capsule track with a capsule fill from the leading edge.
    package struct ProgressBar: Sendable, Equatable {
        /// The track: the box's width, twice the ring's thickness tall, centred in the box's height.
        package var trackFrame: CGRect
        /// The filled part: ``progress`` of the track's width, from the left in a left-to-right
        /// interface and from the right in a right-to-left one.
        package var fillFrame: CGRect
        /// The corner radius of track and fill: half the box's height.
        package var cornerRadius: CGFloat
        /// The fill's colour: the style's foreground.
        package var color: HUD.Color
        /// The track's colour: the progress ring's track.
        package var trackColor: HUD.Color
        /// How much is done, 0…1.
        package var progress: Double
    }
}
