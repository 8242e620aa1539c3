import StatusHUDModel
import StatusHUDRendering
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

        package enum Report {
            case onScreen, offScreen, gone, finished, swipedAway, held(Holder), letGo(Holder)
        }

        /// What holds a toast's countdown (``reportHeld(by:)``): a finger on its bezel, or VoiceOver's
        /// focus on it (`VoiceOverHold`). Both may hold at once; the toast waits until both let go.
        package enum Holder: Sendable, Hashable {
            case finger
            case voiceOverFocus
        }

        package init(direction: Direction, duration: TimeInterval, report: @escaping @MainActor (Transition, Report) -> Void) {
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

        /// Tells the engine the place this presenter shows the HUD in has gone for good (its container
        /// view was freed or removed, so the HUD can never be seen again): the HUD ends at once, as a
        /// dismissal without a fade does. On an appear transition it leaves the screen (no longer
        /// visible), its countdown and any delayed dismissal end, the presenter gets a hide of no
        /// duration to report finished, and then the dismissal's completions and ``HUD/waitUntilHidden()``
        /// run; on a disappear transition it counts as ``reportFinished()``.
        ///
        /// ```swift
        /// final class CardPresenter: HUD.Presenter {
        ///     var showing: HUD.Transition?      // the transition that put the HUD on screen
        ///     func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
        ///         showing = transition
        ///         transition.reportOnScreen()
        ///         transition.reportFinished()
        ///     }
        ///     func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {}
        ///     func hide(transition: HUD.Transition) { transition.reportFinished() }
        ///     func cardWasRemovedForGood() { showing?.reportGone() }
        /// }
        /// ```
        public func reportGone() {
            report(self, .gone)
        }

        /// Tells the engine the user swiped the toast this transition showed away (`ToastSwipe`):
        /// its time is up now, as if its countdown had run out, so it fades out at once (no
        /// minimum display time) with its notifications and its dismissal's completions, and a
        /// toast waiting its turn comes next. A HUD that is no toast, or not on screen, stays.
        package func reportSwipedAway() {
            report(self, .swipedAway)
        }

        /// Tells the engine `holder` (a finger, by default, or VoiceOver's focus) holds the toast this
        /// transition showed: its countdown waits until ``reportLetGo(by:)``, as iOS's banners do, so
        /// it never leaves under the finger, or while VoiceOver's user reads it.
        package func reportHeld(by holder: Holder = .finger) {
            report(self, .held(holder))
        }

        /// Tells the engine `holder` has let go of the toast: once nothing holds it, its countdown
        /// runs on with what was left of it, at least ``HUD/Transition/timeAfterLetGo``.
        package func reportLetGo(by holder: Holder = .finger) {
            report(self, .letGo(holder))
        }

        /// The least a held toast stays once let go, so that it does not vanish as the finger
        /// lifts (or the focus moves on): 1 s.
        package static let timeAfterLetGo: TimeInterval = 1

        /// Tells the engine the transition is over: the HUD is fully shown, or fully gone.
        public func reportFinished() {
            report(self, .finished)
        }
    }
}
