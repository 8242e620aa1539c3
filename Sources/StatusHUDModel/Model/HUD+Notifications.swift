import Foundation

extension HUD {
    /// Posted on the main queue when the HUD is on screen and starts to fade in.
    public static let willAppearNotification = Notification.Name("StatusHUD.willAppear")
    /// Posted on the main queue when the HUD has fully faded in.
    public static let didAppearNotification = Notification.Name("StatusHUD.didAppear")
    /// Posted on the main queue when the HUD starts to fade out.
    public static let willDisappearNotification = Notification.Name("StatusHUD.willDisappear")
    /// Posted on the main queue when the HUD is fully hidden, before dismiss completions run.
    public static let didDisappearNotification = Notification.Name("StatusHUD.didDisappear")
    /// Posted on the main queue when a touch lands anywhere on a HUD that blocks interaction.
    public static let didReceiveTouchEventNotification = Notification.Name("StatusHUD.didReceiveTouchEvent")
    /// Posted on the main queue when a touch lands on the HUD's bezel.
    public static let didTouchDownInsideNotification = Notification.Name("StatusHUD.didTouchDownInside")
    /// The key of the HUD's status in a notification's `userInfo`; there is no `userInfo` when the
    /// HUD has no status.
    ///
    /// ```swift
    /// let observer = NotificationCenter.default.addObserver(forName: HUD.didDisappearNotification, object: nil, queue: .main) { note in
    ///     print("gone:", note.userInfo?[HUD.statusUserInfoKey] as? String ?? "")
    /// }
    /// NotificationCenter.default.removeObserver(observer)   // once it is no longer wanted
    /// ```
    public static let statusUserInfoKey = "StatusHUDStatusUserInfoKey"
}
