import StatusHUDModel
import StatusHUDRendering
extension HUD {
    /// Whatever draws the HUD: UIKit views, a terminal line, a snapshot, or your own.
    ///
    /// The engine decides what is shown and when; a presenter only draws it and reports back, on the
    /// ``Transition`` it was given, when the HUD is really on screen and when each transition has
    /// finished. Every call comes on the main actor, in order. Install one with ``HUD/presenter``.
    ///
    /// The rules of reporting:
    /// - Report `reportOnScreen()` once the HUD is on screen and its fade-in has begun, and
    ///   `reportFinished()` when a transition is over. A presenter with no window yet waits before
    ///   reporting on screen: until then ``HUD/isVisible`` stays false, no `willAppear` is posted and
    ///   no auto-dismiss countdown runs.
    /// - If the HUD leaves the screen while shown (its window went away), report
    ///   `reportOffScreen()` on the transition that showed it, and `reportOnScreen()` on the same
    ///   transition when it is back: meanwhile ``HUD/isVisible`` is false and the auto-dismiss
    ///   countdown is paused. No notification is posted for either.
    /// - If the place the HUD is shown in has gone for good (a container view freed or removed),
    ///   report `reportGone()` on the transition under way: the HUD ends at once, as a dismissal does,
    ///   and its completions run instead of waiting for a screen that will never come.
    /// - A report on a transition after a newer one has started is ignored: it can never tear down
    ///   the newer HUD. So a presenter may report from an animation's completion without checking
    ///   whether the animation was interrupted. Reporting twice is harmless too.
    ///
    /// ```swift
    /// final class LogPresenter: HUD.Presenter {
    ///     func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
    ///         print("show", content.status ?? "")
    ///         transition.reportOnScreen()
    ///         transition.reportFinished()
    ///     }
    ///     func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {
    ///         print("now", content.status ?? "")
    ///     }
    ///     func hide(transition: HUD.Transition) { print("hide"); transition.reportFinished() }
    /// }
    /// HUD.presenter = LogPresenter()
    /// ```
    @MainActor
    public protocol Presenter: AnyObject {
        /// Starts showing `content`, or brings back a HUD that is fading out (from its current
        /// look, without a jump).
        func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition)

        /// Changes the HUD being shown in place, without a transition; `change` says what changed
        /// (never nothing).
        func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change)

        /// Starts hiding the HUD; call `transition.reportFinished()` once it is gone.
        ///
        /// It also comes for a HUD that never reached the screen; the engine then no longer waits
        /// for the report, and the presenter should simply drop what it was waiting to show.
        func hide(transition: HUD.Transition)

        /// Whether a result this presenter shows (success, error, info, image) stays visible after
        /// its HUD is gone, as a terminal's result lines stay in the scroll-back; `false` by default.
        ///
        /// The engine then ends a success, error, info or image HUD as soon as it is on screen:
        /// there is nothing to wait for, so completions run and ``HUD/waitUntilHidden()`` returns
        /// at once.
        var isResultPersistent: Bool { get }
    }
}

extension HUD.Presenter {
    /// What a presenter says when it does not say: a result does not persist.
    public var isResultPersistent: Bool { false }
}
