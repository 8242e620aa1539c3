import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
extension Engine {
    /// Where the HUD is in its life.
    package enum Phase: Equatable, CaseIterable {
        /// Nothing shown and nothing pending.
        case hidden
        /// A show waits for the grace time to pass.
        case grace
        /// The presenter was asked to show the HUD but has not put it on screen yet.
        case waitingForScreen
        /// On screen, fading in.
        case appearing
        /// On screen, fully shown.
        case visible
        /// Shown, but the presenter reported it off screen (its window went away).
        case offScreen
        /// On screen, fading out.
        case disappearing

        /// Whether the HUD is shown but cannot be seen: waiting for a screen (no window, the app
        /// in the background) or reported off screen. A grace time counts as seen: it is short,
        /// and work that ends within it must end at once.
        var isUnseen: Bool { self == .waitingForScreen || self == .offScreen }
    }
}
