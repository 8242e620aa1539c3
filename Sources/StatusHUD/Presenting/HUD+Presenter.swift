extension HUD {
    /// Whatever draws the HUD: UIKit views, a terminal line, a snapshot, or your own.
    ///
    /// The engine decides what is shown and when; a presenter only draws it and reports back when the
    /// HUD is really on screen and when each transition has finished. Every call comes on the main
    /// actor, in order. Install one with ``HUD/presenter``.
    ///
    /// A presenter that cannot show the HUD yet (no window, say) simply waits before calling
    /// ``HUD/Transition/reportOnScreen()``: until then ``HUD/isVisible`` stays false, no
    /// `willAppear` is posted and no auto-dismiss countdown runs.
    ///
    /// ```swift
    /// final class LogPresenter: HUD.Presenter {
    ///     func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
    ///         print("show", content.status ?? "")
    ///         transition.reportOnScreen()
    ///         transition.reportFinished()
    ///     }
    ///     func update(_ content: HUD.Content, configuration: HUD.Configuration) { print("now", content.status ?? "") }
    ///     func hide(transition: HUD.Transition) { print("hide"); transition.reportFinished() }
    /// }
    /// HUD.presenter = LogPresenter()
    /// ```
    @MainActor
    public protocol Presenter: AnyObject {
        /// Starts showing `content`, or brings back a HUD that is fading out.
        ///
        /// Call `transition.reportOnScreen()` once the HUD is on screen and its fade-in has begun,
        /// then `transition.reportFinished()` when the fade-in is over.
        func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition)

        /// Replaces the content or configuration of the HUD being shown, without a transition.
        func update(_ content: HUD.Content, configuration: HUD.Configuration)

        /// Starts hiding the HUD; call `transition.reportFinished()` once it is gone.
        ///
        /// It also comes for a HUD that never reached the screen; the engine then no longer waits
        /// for the report, and the presenter should simply drop what it was waiting to show.
        func hide(transition: HUD.Transition)
    }
}
