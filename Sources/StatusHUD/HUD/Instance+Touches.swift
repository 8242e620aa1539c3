extension HUD.Instance {
    /// Posts the touch notifications for a touch this HUD's presenter received, with this HUD as
    /// their object (the shared HUD's with none), as its other notifications are: a presenter of
    /// your own calls it, as the UIKit and AppKit HUD views do for theirs.
    ///
    /// `insideHUD` is true when the touch landed on the bezel, which also posts
    /// ``HUD/didTouchDownInsideNotification``; the user info carries the status shown, if any.
    ///
    /// ```swift
    /// final class BannerPresenter: HUD.Presenter {
    ///     weak var hud: HUD.Instance?
    ///     func show(_ content: HUD.Content, configuration: HUD.Configuration, transition: HUD.Transition) {
    ///         transition.reportOnScreen()
    ///         transition.reportFinished()
    ///     }
    ///     func update(_ content: HUD.Content, configuration: HUD.Configuration, change: HUD.Change) {}
    ///     func hide(transition: HUD.Transition) { transition.reportFinished() }
    ///     func bannerWasTapped() { hud?.presenterDidReceiveTouch(insideHUD: true) }
    /// }
    /// let banner = BannerPresenter()
    /// let hud = HUD.Instance(presenter: { banner })
    /// banner.hud = hud
    /// ```
    public func presenterDidReceiveTouch(insideHUD: Bool) {
        TouchNotifications.post(status: current?.status, insideHUD: insideHUD, sender: postsAsItself ? self : nil)
    }
}
