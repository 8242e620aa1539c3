import StatusHUDModel
import StatusHUDRendering
import StatusHUDPresenting
import Foundation

/// Where effects go: `NotificationCenter` and the completions themselves. Tests that prove the
/// model-based test finds delivery bugs inject a faulty one; nothing else does.
@MainActor
package protocol EffectDelivery: AnyObject {
    func post(_ name: Notification.Name, status: String?)
    func run(_ completion: StepRunner.Completion)
}
