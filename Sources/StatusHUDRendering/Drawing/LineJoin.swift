import StatusHUDModel
extension HUD {
    /// How the corners of a stroked path are drawn.
    package enum LineJoin: Sendable, Equatable {
        /// Sharp corners.
        case miter
        /// Rounded corners.
        case round
    }
}
