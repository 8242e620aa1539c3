extension HUD {
    /// How the ends of a stroked line are drawn.
    @_spi(Presenter) public enum LineCap: Sendable, Equatable {
        /// Square ends flush with the line's end points.
        case butt
        /// Half-circle ends.
        case round
    }
}
