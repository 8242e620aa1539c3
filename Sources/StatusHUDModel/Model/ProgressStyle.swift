extension HUD {
    /// How a determinate progress is drawn.
    public enum ProgressStyle: Sendable, Equatable {
        /// A ring that fills clockwise from 12 o'clock.
        case ring
        /// A horizontal bar that fills from the leading edge.
        case bar
        /// A disc that fills clockwise like a pie chart.
        case pie
    }
}
