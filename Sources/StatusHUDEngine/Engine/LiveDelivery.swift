import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// Posts each notification to `NotificationCenter.default`, with the status in its `userInfo`
/// when there is one, and runs each completion.
@MainActor
package final class LiveDelivery: EffectDelivery {
    /// The object notifications are posted with: `nil` for the shared HUD, as ever; the HUD
    /// itself for any other, so that its observers can tell it apart.
    private weak var sender: AnyObject?

    package init(sender: AnyObject? = nil) {
        self.sender = sender
    }

    package func post(_ name: Notification.Name, status: String?) {
        NotificationCenter.default.post(name: name, object: sender, userInfo: status.map { [HUD.statusUserInfoKey: $0] })
    }

    package func run(_ completion: StepRunner.Completion) {
        completion()
    }
}
