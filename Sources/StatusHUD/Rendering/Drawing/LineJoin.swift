extension HUD {
    /// How the corners of a stroked path are drawn.
    @_spi(Presenter) public enum LineJoin: Sendable, Equatable {
        /// Sharp corners.
        case miter
        /// Rounded corners.
        case round
    }
}
