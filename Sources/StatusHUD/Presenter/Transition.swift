import Foundation

extension HUD {
    /// One appear or disappear transition the engine asks a presenter to perform, and the way the
    /// presenter reports on it (see ``Presenter`` for the rules).
    ///
    /// Reports on a transition that has been overtaken by a newer one are ignored, so a presenter
    /// may report late or twice without harm.
    @MainActor
    public final class Transition {
        /// Which way a transition goes.
        public enum Direction: Sendable, Equatable {
            /// The HUD fades in.
            case appear
            /// The HUD fades out.
            case disappear
        }

        /// Whether the HUD fades in or out.
        public let direction: Direction
        /// How long the fade should take, in seconds, from the configuration (0 when the presenter
        /// that started it was replaced).
        public let duration: TimeInterval
        private let report: @MainActor (Transition, Report) -> Void

        enum Report {
            case onScreen, offScreen, finished
        }

        init(direction: Direction, duration: TimeInterval, report: @escaping @MainActor (Transition, Report) -> Void) {
            self.direction = direction
            self.duration = duration
            self.report = report
        }

        /// Tells the engine the HUD is on screen and its fade-in has begun, or that it is back on
        /// screen after ``reportOffScreen()`` (appear transitions).
        public func reportOnScreen() {
            report(self, .onScreen)
        }

        /// Tells the engine the HUD this transition showed has left the screen (its window went
        /// away): it stops counting as visible and its auto-dismiss countdown pauses until
        /// ``reportOnScreen()``.
        public func reportOffScreen() {
            report(self, .offScreen)
        }

        /// Tells the engine the transition is over: the HUD is fully shown, or fully gone.
        public func reportFinished() {
            report(self, .finished)
        }
    }
}
