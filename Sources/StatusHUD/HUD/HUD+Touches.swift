extension HUD {
    /// Posts the touch notifications for a touch a presenter of the shared HUD received, with no
    /// object; ``Instance/presenterDidReceiveTouch(insideHUD:)`` is the same call for any HUD.
    ///
    /// Presenters call this; `insideHUD` is true when the touch landed on the bezel, which also
    /// posts ``didTouchDownInsideNotification``.
    @MainActor
    public static func presenterDidReceiveTouch(insideHUD: Bool) {
        shared.presenterDidReceiveTouch(insideHUD: insideHUD)
    }
}
