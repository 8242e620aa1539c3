import StatusHUDModel
extension HUD {
    /// How the ends of a stroked line are drawn.
    package enum LineCap: Sendable, Equatable {
        /// Square ends flush with the line's end points.
        case butt
        /// Half-circle ends.
        case round
    }
}
