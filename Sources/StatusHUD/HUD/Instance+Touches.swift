extension HUD.Instance {
    /// Posts the touch notifications for a touch this HUD's presenter received, with this HUD as
    /// their object (the shared HUD's with none), as its other notifications are: a presenter of
    /// your own calls it, as the UIKit and AppKit HUD views do for theirs.
    ///
    /// `insideHUD` is true when the touch landed on the bezel, which also posts
    /// ``HUD/didTouchDownInsideNotification``; the user info carries the status shown, if any.
    ///
    /// ```swift
    /// let hud = HUD.Instance(presenter: { BannerPresenter() })
    /// // in BannerPresenter, on a tap:
    /// hud.presenterDidReceiveTouch(insideHUD: true)
    /// ```
    public func presenterDidReceiveTouch(insideHUD: Bool) {
        TouchNotifications.post(status: current?.status, insideHUD: insideHUD, sender: postsAsItself ? self : nil)
    }
}
