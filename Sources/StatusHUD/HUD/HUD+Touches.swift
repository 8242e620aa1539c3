extension HUD {
    /// Posts the touch notifications for a touch a presenter received.
    ///
    /// Presenters call this; `insideHUD` is true when the touch landed on the bezel, which also
    /// posts ``didTouchDownInsideNotification``.
    @MainActor
    public static func presenterDidReceiveTouch(insideHUD: Bool) {
        TouchNotifications.post(status: current?.status, insideHUD: insideHUD)
    }
}
