import StatusHUDModel
import StatusHUDRendering
import Foundation

/// The one place the touch notifications are posted (``HUD/didReceiveTouchEventNotification`` and
/// ``HUD/didTouchDownInsideNotification``), for the UIKit view and for presenters of one's own
/// (``HUD/presenterDidReceiveTouch(insideHUD:)``): the same names, user info and object.
package enum TouchNotifications {
    /// Posts a touch on the HUD showing `status`; `insideHUD` when it landed on the bezel. `sender`
    /// is the notifications' object: the HUD instance, or none for the shared HUD.
    @MainActor
    package static func post(status: String?, insideHUD: Bool, sender: AnyObject? = nil) {
        let userInfo = status.map { [HUD.statusUserInfoKey: $0] }
        NotificationCenter.default.post(name: HUD.didReceiveTouchEventNotification, object: sender, userInfo: userInfo)
        if insideHUD {
            NotificationCenter.default.post(name: HUD.didTouchDownInsideNotification, object: sender, userInfo: userInfo)
        }
    }
}
